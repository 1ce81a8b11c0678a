/*
 * The search shortcut, apart from searchUtils: the navbar needs these on every
 * page, the rest of search loads with the dialog.
 */

/** Whether a keyboard event is the open/close shortcut: Ctrl+K or Cmd+K. */
export function isSearchShortcut(event: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  const isK = event.code === 'KeyK' || event.key.toLowerCase() === 'k';
  return isK && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Whether the platform labels its shortcut modifier ⌘ (Apple) rather than Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
