/**
 * The site's pages, derived from what builds them: the landing page, then every
 * doc of `sidebars.ts` in sidebar order. English paths; the Chinese page of each
 * is the same path under `/zh`. A new page needs no edit here: adding it to the
 * docs folders and the sidebar puts it in every test that walks the routes.
 */
import sidebars from '@site/sidebars';

export interface SiteRoute {
  /** English path; the Chinese page is `/zh` + path. */
  path: string;
  /** The doc id in sidebars.ts, or null for a page that is not a doc. */
  docId: string | null;
}

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]};

/** The doc ids of sidebar items, depth first, in the order the sidebar shows them. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    if (item.type === 'doc' && item.id) {
      return [item.id];
    }
    return item.items ? sidebarDocIds(item.items) : [];
  });
}

/** `guide/start/index` is served at `/guide/start/`, `guide/start/quick-start` at `/guide/start/quick-start`. */
export function docPath(docId: string): string {
  return `/${docId.replace(/(^|\/)index$/, '$1')}`;
}

export const DOC_IDS: string[] = Object.values(sidebars).flatMap((items) =>
  sidebarDocIds(items as SidebarItem[]),
);

export const ROUTES: SiteRoute[] = [
  {path: '/', docId: null},
  ...DOC_IDS.map((docId) => ({path: docPath(docId), docId})),
];

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export function localizedPath(path: string, locale: Locale): string {
  return locale === 'en' ? path : `/zh${path}`;
}
