/** The mobile menu closes when the window reaches this width, in px. */
export const MOBILE_MENU_BREAKPOINT = 768;

/** How the navbar hides: never (default), always, or while scrolling down. */
export type NavbarHiding = 'never' | 'always' | 'auto';

/** The landing page's top bar is transparent while scrolled less than this (px). */
export const TOP_BAR_OPAQUE_FROM = 100;

/** Whether the landing page's top bar is still "at the top" (transparent). */
export function isTopArrived(scrollY: number): boolean {
  return scrollY < TOP_BAR_OPAQUE_FROM;
}
