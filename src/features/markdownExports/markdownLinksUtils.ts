/**
 * Where the Markdown twins live and where their links point. Pure functions,
 * safe in the browser (the copy button reads `markdownPath`).
 */
import {withoutTrailingSlash} from '../../utils/urlPathUtils';

/** The `.md` twin of a page: `/guide/start/` → `/guide/start/index.md`, `/a/b` → `/a/b.md`. */
export function markdownPath(permalink: string): string {
  if (permalink.endsWith('/')) {
    return `${permalink}index.md`;
  }
  return `${permalink}.md`;
}

/** `https://rslib.rs` + `/guide/` → `https://rslib.rs/guide/`, whatever slashes the site URL ends with. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${withoutTrailingSlash(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Joins a relative link to the folder of the file it is in: `guide/a.mdx` + `../b.mdx` → `b.mdx`. */
export function resolveRelativePath(fromFile: string, target: string): string | null {
  const segments = fromFile.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') {
      continue;
    }
    if (segment === '..') {
      if (segments.length === 0) {
        return null;
      }
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

export interface LinkContext {
  siteUrl: string;
  /** The page's source, relative to its docs folder (`guide/start/index.mdx`). */
  file: string;
  /** Every doc's permalink by its source path relative to the docs folder. */
  permalinks: ReadonlyMap<string, string>;
}

/**
 * Where a link of the page points in Markdown: a relative `.md`/`.mdx` link to
 * the absolute URL of the other page's twin, a site path to an absolute URL;
 * anything else (`#anchor`, `https://…`, `mailto:`) as it is.
 */
export function rewriteLink(href: string, context: LinkContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) {
    return href;
  }
  if (href.startsWith('/')) {
    return absoluteUrl(context.siteUrl, href);
  }
  const match = /^([^#?]*\.mdx?)([?#].*)?$/.exec(href);
  if (!match) {
    return href;
  }
  const target = resolveRelativePath(context.file, match[1]!);
  const permalink = target === null ? undefined : context.permalinks.get(target);
  if (permalink === undefined) {
    return href;
  }
  return `${absoluteUrl(context.siteUrl, markdownPath(permalink))}${match[2] ?? ''}`;
}
