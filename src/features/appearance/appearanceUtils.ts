/**
 * Appearance (light, dark, auto) as the original site stored it, mapped onto
 * Docusaurus' colour mode. Pure functions; `bootstrapAppearance` is also
 * serialized into an inline head script, so it is written without imports,
 * closures or syntax newer than the browsers the site supports.
 */

/** What the appearance plugin hands the browser. */
export interface AppearanceGlobalData {
  docusaurusKey: string;
  darkMode: boolean;
}

export type Appearance = 'light' | 'dark' | 'auto';
/** Docusaurus' colour-mode choice: null means "follow the system". */
export type DocusaurusChoice = 'light' | 'dark' | null;

export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';
/** The circular reveal's duration, in ms. */
export const REVEAL_DURATION = 400;

/** Anything but light or dark reads as auto, as on the original site. */
export function parseAppearance(value: string | null | undefined): Appearance {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function toDocusaurusChoice(appearance: Appearance): DocusaurusChoice {
  return appearance === 'auto' ? null : appearance;
}

export function fromDocusaurusChoice(choice: string | null | undefined): Appearance {
  return choice === 'light' || choice === 'dark' ? choice : 'auto';
}

/** A colour-mode choice as Docusaurus stores it: light, dark, or null to follow the system. */
export type ColorChoice = 'light' | 'dark' | null;

const opposite = (mode: 'light' | 'dark'): 'light' | 'dark' => (mode === 'dark' ? 'light' : 'dark');

/**
 * The choice the colour-mode button moves to. Every click changes what the
 * reader sees, and all three choices stay reachable: from the system's mode
 * the button goes to the opposite one; from the opposite one it goes back to
 * the system's look, as the explicit mode when it just came from following the
 * system and as "follow the system" otherwise. On a light system, from
 * "system": dark, light, dark, system, and round again.
 */
export function nextColorChoice(
  current: ColorChoice,
  systemMode: 'light' | 'dark',
  previous: ColorChoice | undefined,
): ColorChoice {
  if (current === null) {
    return opposite(systemMode);
  }
  if (current === systemMode) {
    return opposite(current);
  }
  return previous === null ? systemMode : null;
}

/** The radius that lets a circle centred on the click cover the whole viewport. */
export function revealRadius(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}

export interface BootstrapConfig {
  storageKey: string;
  docusaurusKey: string;
  darkMode: boolean;
}

/**
 * Runs in <head> before the page paints and before Docusaurus' own colour-mode
 * script: carries a choice stored under the original site's key over to
 * Docusaurus' key, and sets the `dark` class from the same resolution.
 * Storage may be unavailable (private mode): then the system decides.
 */
export function bootstrapAppearance(config: BootstrapConfig, win: Window): void {
  const root = win.document.documentElement;
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(config.storageKey);
    if (!config.darkMode) {
      win.localStorage.removeItem(config.docusaurusKey);
    } else if (stored === 'light' || stored === 'dark') {
      win.localStorage.setItem(config.docusaurusKey, stored);
    } else if (stored !== null) {
      win.localStorage.removeItem(config.docusaurusKey);
    } else {
      stored = win.localStorage.getItem(config.docusaurusKey);
    }
  } catch {
    stored = null;
  }
  let prefersDark = false;
  try {
    prefersDark = win.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    prefersDark = false;
  }
  const dark =
    config.darkMode &&
    (stored === 'dark' || ((stored === null || stored === 'auto') && prefersDark));
  if (dark) {
    root.classList.add('dark');
  } else {
    root.classList.remove('dark');
  }
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function bootstrapAppearanceScript(config: BootstrapConfig): string {
  return `(${bootstrapAppearance.toString()})(${JSON.stringify(config)}, window);`;
}
