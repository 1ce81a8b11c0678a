import {isApplePlatform} from '@site/src/features/search/searchShortcutUtils';

describe('searchShortcutUtils', () => {
  it('labels the modifier ⌘ on Apple platforms only', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
    expect(isApplePlatform('')).toBe(false);
  });
});
