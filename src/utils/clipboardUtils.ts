import {isApplePlatform} from './platformUtils';

/** How long a copy button shows its "copied" state, in ms. */
export const COPIED_STATE_DURATION = 2000;

/** The copy shortcut readers know: ⌘+C on Apple systems, Ctrl+C elsewhere. */
export function copyShortcut(platform: string): string {
  return isApplePlatform(platform) ? '⌘+C' : 'Ctrl+C';
}
