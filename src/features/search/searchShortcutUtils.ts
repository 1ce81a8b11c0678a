/** Whether the platform labels its shortcut modifier ⌘ (Apple) rather than Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
