import {COPIED_STATE_DURATION, copyShortcut} from '../clipboardUtils';

describe('clipboardUtils', () => {
  it.each([
    ['MacIntel', '⌘+C'],
    ['iPhone', '⌘+C'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', '⌘+C'],
    ['Win32', 'Ctrl+C'],
    ['Linux x86_64', 'Ctrl+C'],
    ['', 'Ctrl+C'],
  ])('uses the shortcut of %s', (platform, shortcut) => {
    expect(copyShortcut(platform)).toBe(shortcut);
  });

  it('keeps the copied state for 2 seconds', () => {
    expect(COPIED_STATE_DURATION).toBe(2000);
  });
});
