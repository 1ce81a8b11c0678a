import {shouldShowScrollToTop, throttle} from '@site/src/features/backToTop/timingUtils';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls at once, then once more with the latest arguments at the end of the window', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(200);
    expect(calls).toEqual([1, 3]);
  });

  it('drops a pending call when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled();
    throttled();
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('misuse', () => {
  it('says it expected a function', () => {
    expect(() => throttle('nope' as unknown as () => void, 10)).toThrow(
      new TypeError('Expected a function'),
    );
  });
});

describe('shouldShowScrollToTop', () => {
  it('shows once the page is scrolled down', () => {
    expect(shouldShowScrollToTop(0)).toBe(false);
    expect(shouldShowScrollToTop(100)).toBe(false);
    expect(shouldShowScrollToTop(101)).toBe(true);
  });
});
