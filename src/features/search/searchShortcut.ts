/**
 * The search shortcut (Ctrl+K, ⌘K) is caught by one keydown listener that an
 * inline script installs in <head> (`src/plugins/searchIndex`), before any of
 * the site's code has loaded. A press that comes while no search bar listens
 * (before hydration, or while a client-side navigation renders the next page)
 * is remembered and honoured as soon as a search bar is ready, instead of
 * being lost.
 */

/** What the listener and the search bar share, on `window`. */
export interface SearchShortcutState {
  /** A press came while no search bar listened. */
  pending: boolean;
  /** What a press does while a search bar is mounted (toggles the dialog). */
  onPress: (() => void) | null;
}

declare global {
  interface Window {
    __searchShortcut?: SearchShortcutState;
  }
}

/**
 * Installs the shortcut's listener once per document. Serialised into the
 * inline script with `toString()`, so it refers to nothing outside itself.
 */
export function captureSearchShortcut(win: Window): void {
  if (win.__searchShortcut) {
    return;
  }
  const state: SearchShortcutState = {pending: false, onPress: null};
  win.__searchShortcut = state;
  win.document.addEventListener('keydown', (event) => {
    const isK =
      event.code === 'KeyK' || (typeof event.key === 'string' && event.key.toLowerCase() === 'k');
    if (!isK || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) {
      return;
    }
    if (event.isComposing) {
      return;
    }
    event.preventDefault();
    if (state.onPress) {
      state.onPress();
    } else {
      state.pending = true;
    }
  });
}

/** The inline script that installs the listener as the page starts. */
export function searchShortcutScript(): string {
  return `(${captureSearchShortcut.toString()})(window);`;
}

/**
 * Makes `onPress` what the shortcut does, honouring a press that came before,
 * and returns the function that stops it. Installs the listener first when no
 * inline script did (the dev server's first paint, unit tests).
 */
export function listenToSearchShortcut(win: Window, onPress: () => void): () => void {
  captureSearchShortcut(win);
  const state = win.__searchShortcut!;
  state.onPress = onPress;
  if (state.pending) {
    state.pending = false;
    onPress();
  }
  return () => {
    if (state.onPress === onPress) {
      state.onPress = null;
    }
  };
}
