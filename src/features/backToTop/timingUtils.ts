/** Scroll handlers run at most this often, in ms. */
export const SCROLL_THROTTLE = 200;
/** The scroll-to-top button shows once the page is scrolled down this far, in px. */
export const SCROLL_TO_TOP_THRESHOLD = 100;

function assertFunction(fn: unknown): void {
  if (typeof fn !== 'function') {
    throw new TypeError('Expected a function');
  }
}

/**
 * Calls `fn` at most once per `wait` ms: at once, then with the latest
 * arguments at the end of the window. `cancel` drops a pending call.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
): ((...args: Args) => void) & {cancel: () => void} {
  assertFunction(fn);
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | null = null;
  const throttled = (...args: Args) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        const args = pending!;
        pending = null;
        fn(...args);
      }, remaining);
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}

export function shouldShowScrollToTop(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD;
}
