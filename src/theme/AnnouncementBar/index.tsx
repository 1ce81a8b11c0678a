/**
 * Replaces theme-classic's announcement bar (Docusaurus 3.10): the site sets
 * no `themeConfig.announcementBar`, so the bar never shows, and its code and
 * close button would only weigh on main.js. Remove this file to bring it back
 * along with the config.
 */
import type {ReactNode} from 'react';

export default function AnnouncementBar(): ReactNode {
  return null;
}
