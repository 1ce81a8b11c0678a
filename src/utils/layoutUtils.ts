/** The mobile menu closes when the window reaches this width, in px. */
export const MOBILE_MENU_BREAKPOINT = 768;

/** How the navbar hides: never (default), always, or while scrolling down. */
export type NavbarHiding = 'never' | 'always' | 'auto';
