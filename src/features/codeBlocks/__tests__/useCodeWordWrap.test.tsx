import {act, renderHook} from '@testing-library/react';
import {useCodeWordWrap} from '@site/src/features/codeBlocks/useCodeWordWrap';

function renderWithBlock() {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = 'const short = 1;';
  pre.append(code);
  const hook = renderHook(() => useCodeWordWrap());
  hook.result.current.codeBlockRef.current = pre;
  return {hook, code};
}

describe('useCodeWordWrap', () => {
  it('offers the toggle for every block, overflowing or not', () => {
    const {hook} = renderWithBlock();
    expect(hook.result.current.isCodeScrollable).toBe(true);
    expect(hook.result.current.isEnabled).toBe(false);
  });

  it('wraps the code, long words included, and unwraps it', () => {
    const {hook, code} = renderWithBlock();
    act(() => hook.result.current.toggle());
    expect(hook.result.current.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    act(() => hook.result.current.toggle());
    expect(hook.result.current.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });

  it('does nothing before the block is mounted', () => {
    const {result} = renderHook(() => useCodeWordWrap());
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(false);
  });
});
