import {act, fireEvent, renderHook} from '@testing-library/react';
import {useSearchModal} from '@site/src/features/search/useSearchModal';
import {searchDialogStore} from '@site/src/features/search/searchDialogStore';

const push = jest.fn();

jest.mock('@docusaurus/router', () => ({useHistory: () => ({push})}), {virtual: true});

function pressShortcut(init: KeyboardEventInit = {ctrlKey: true}) {
  fireEvent.keyDown(document.body, {key: 'k', code: 'KeyK', ...init});
}

describe('useSearchModal', () => {
  afterEach(() => {
    act(() => searchDialogStore.setOpen(false));
    if (window.__searchShortcut) {
      window.__searchShortcut.pending = false;
    }
    push.mockReset();
  });

  it('toggles with Ctrl+K and ⌘K from anywhere', () => {
    const {result} = renderHook(() => useSearchModal());
    expect(result.current.open).toBe(false);
    act(() => pressShortcut());
    expect(result.current.open).toBe(true);
    act(() => pressShortcut({metaKey: true}));
    expect(result.current.open).toBe(false);
    act(() => pressShortcut({ctrlKey: true, shiftKey: true}));
    expect(result.current.open).toBe(false);
  });

  it('counts each opening, so that a dialog closed and opened again before rendering is a new one', () => {
    const {result} = renderHook(() => useSearchModal());
    expect(result.current.opening).toBe(0);
    act(() => result.current.show());
    const first = result.current.opening;
    expect(first).not.toBe(0);
    act(() => {
      result.current.hide();
      pressShortcut();
    });
    expect(result.current.open).toBe(true);
    expect(result.current.opening).not.toBe(first);
    act(() => result.current.hide());
    expect(result.current.opening).toBe(0);
  });

  it('opens for a press that came before it was mounted', () => {
    const first = renderHook(() => useSearchModal());
    first.unmount();
    pressShortcut();
    const {result} = renderHook(() => useSearchModal());
    expect(result.current.open).toBe(true);
  });

  it('stays open when the navbar is mounted again by a navigation', () => {
    const first = renderHook(() => useSearchModal());
    act(() => first.result.current.show());
    first.unmount();
    const {result} = renderHook(() => useSearchModal());
    expect(result.current.open).toBe(true);
  });

  it('closes when the reader goes back or forward', () => {
    const {result} = renderHook(() => useSearchModal());
    act(() => result.current.show());
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.open).toBe(false);
  });

  it('closes and navigates to a result', () => {
    const {result} = renderHook(() => useSearchModal());
    act(() => result.current.show());
    act(() => result.current.navigate('/config/lib/umd-name#object'));
    expect(result.current.open).toBe(false);
    expect(push).toHaveBeenCalledWith('/config/lib/umd-name#object');
  });

  it('labels the shortcut ⌘ on Apple platforms and Ctrl elsewhere', () => {
    const platform = jest.spyOn(navigator, 'platform', 'get');
    platform.mockReturnValue('MacIntel');
    expect(renderHook(() => useSearchModal()).result.current.shortcutModifier).toBe('⌘');
    platform.mockReturnValue('Win32');
    expect(renderHook(() => useSearchModal()).result.current.shortcutModifier).toBe('Ctrl');
    platform.mockRestore();
  });
});
