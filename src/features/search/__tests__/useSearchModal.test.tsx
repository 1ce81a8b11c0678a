import {act, fireEvent, renderHook, waitFor} from '@testing-library/react';
import {useSearchModal} from '@site/src/features/search/useSearchModal';

const push = jest.fn();
let pathname = '/guide/start/';

jest.mock(
  '@docusaurus/router',
  () => ({
    useHistory: () => ({push}),
    useLocation: () => ({pathname}),
  }),
  {virtual: true},
);

function pressShortcut(init: KeyboardEventInit = {ctrlKey: true}) {
  fireEvent.keyDown(document, {key: 'k', code: 'KeyK', ...init});
}

describe('useSearchModal', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    push.mockReset();
    pathname = '/guide/start/';
  });

  it('toggles with Ctrl+K and Cmd+K from anywhere', () => {
    const {result} = renderHook(() => useSearchModal());
    expect(result.current.open).toBe(false);
    act(() => pressShortcut());
    expect(result.current.open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    act(() => pressShortcut({metaKey: true}));
    expect(result.current.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    act(() => pressShortcut({ctrlKey: true, shiftKey: true}));
    expect(result.current.open).toBe(false);
  });

  it('returns the focus to where it was when closed', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const {result} = renderHook(() => useSearchModal());
    act(() => result.current.show());
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    act(() => result.current.hide());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes and navigates to a result without taking the focus back', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const {result} = renderHook(() => useSearchModal());
    act(() => result.current.show());
    button.blur();
    act(() => result.current.navigate('/config/lib/umd-name#object'));
    expect(result.current.open).toBe(false);
    expect(push).toHaveBeenCalledWith('/config/lib/umd-name#object');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).not.toBe(button);
  });

  it('closes when the route changes', () => {
    const {result, rerender} = renderHook(() => useSearchModal());
    act(() => result.current.show());
    pathname = '/config/';
    rerender();
    expect(result.current.open).toBe(false);
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
