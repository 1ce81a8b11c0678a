import {copyShortcut} from '../clipboardUtils';

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
});
