/** The scroll-to-top button shows once the page is scrolled down this far, in px. */
export const SCROLL_TO_TOP_THRESHOLD = 100;

export function shouldShowScrollToTop(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD;
}
