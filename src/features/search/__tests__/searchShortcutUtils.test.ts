import {isApplePlatform, isSearchShortcut} from '@site/src/features/search/searchShortcutUtils';

describe('search shortcut', () => {
  it('recognises Ctrl+K and Cmd+K only', () => {
    const base = {
      key: 'k',
      code: 'KeyK',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
    };
    expect(isSearchShortcut({...base, ctrlKey: true})).toBe(true);
    expect(isSearchShortcut({...base, metaKey: true})).toBe(true);
    expect(isSearchShortcut(base)).toBe(false);
    expect(isSearchShortcut({...base, ctrlKey: true, shiftKey: true})).toBe(false);
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
