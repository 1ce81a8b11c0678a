/**
 * @jest-environment jsdom
 */
import {
  captureSearchShortcut,
  listenToSearchShortcut,
  searchShortcutScript,
} from '@site/src/features/search/searchShortcut';

/** A window of its own per test: a fresh document and no shortcut state. */
function freshWindow(): Window {
  const document = window.document.implementation.createHTMLDocument('page');
  return {document} as unknown as Window;
}

function press(win: Window, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init});
  win.document.body.dispatchEvent(event);
  return event;
}

const ctrlK = {key: 'k', code: 'KeyK', ctrlKey: true};

describe('the search shortcut', () => {
  it('is caught by the inline script and remembered until a search bar listens', () => {
    const win = freshWindow();
    new Function('window', searchShortcutScript())(win);
    const early = press(win, ctrlK);
    expect(early.defaultPrevented).toBe(true);
    expect(win.__searchShortcut?.pending).toBe(true);

    const onPress = jest.fn();
    listenToSearchShortcut(win, onPress);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(win.__searchShortcut?.pending).toBe(false);
  });

  it('goes to the search bar that listens, and is remembered again once it stops', () => {
    const win = freshWindow();
    const onPress = jest.fn();
    const stop = listenToSearchShortcut(win, onPress);
    press(win, ctrlK);
    press(win, {key: 'k', code: 'KeyK', metaKey: true});
    expect(onPress).toHaveBeenCalledTimes(2);
    stop();
    press(win, ctrlK);
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(win.__searchShortcut?.pending).toBe(true);
  });

  it('is Ctrl+K or ⌘K only, whatever the layout calls the key, and not while composing', () => {
    const win = freshWindow();
    const onPress = jest.fn();
    listenToSearchShortcut(win, onPress);
    const ignored = [
      {key: 'k', code: 'KeyK'},
      {key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true},
      {key: 'k', code: 'KeyK', ctrlKey: true, altKey: true},
      {key: 'j', code: 'KeyJ', ctrlKey: true},
      {...ctrlK, isComposing: true},
    ];
    for (const init of ignored) {
      expect(press(win, init).defaultPrevented).toBe(false);
    }
    expect(onPress).not.toHaveBeenCalled();
    // A layout whose K key types another letter still has the key at KeyK.
    press(win, {key: 'л', code: 'KeyK', ctrlKey: true});
    press(win, {key: 'k', ctrlKey: true});
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('has one listener per document, however often it is installed', () => {
    const win = freshWindow();
    captureSearchShortcut(win);
    captureSearchShortcut(win);
    const onPress = jest.fn();
    listenToSearchShortcut(win, onPress);
    press(win, ctrlK);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
