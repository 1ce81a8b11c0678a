/**
 * The reader's platform, for the shortcuts the site names: Apple systems use ⌘
 * where the others use Ctrl.
 */

/** What a browser tells of its platform (`userAgentData` where it exists). */
export interface NavigatorPlatform {
  userAgentData?: {platform?: string};
  platform?: string;
  userAgent?: string;
}

/** The platform a browser reports: `macOS`, `MacIntel`, `Win32`, or its user agent as a last resort. */
export function platformOf(nav: NavigatorPlatform): string {
  return nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
}

/** Whether the platform is an Apple one (macOS, iOS, iPadOS), whose shortcuts use ⌘. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
