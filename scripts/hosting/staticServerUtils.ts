/**
 * How the site's static server answers a request, as pure functions: a URL in,
 * a file to serve, a redirect or the 404 page of the right language out.
 * Hostile input (bad escapes, traversal, odd suffixes) ends on a page or a 404,
 * never outside the build folder.
 */

import {DEFAULT_LOCALE, LOCALE_CONFIGS, localeOfPath, localePrefix} from '../../src/data/locales';
import {splitUrl} from '../../src/utils/urlPathUtils';
import {applyRedirectRule, type RedirectRule} from './hostFiles';

export interface SiteIndex {
  /** Canonical page paths, as the pages' canonical links give them ('/guide/start/', '/guide/start/quick-start'). */
  pages: Set<string>;
  /** Every file of the build, as URL paths ('/assets/js/main.js', '/zh/404.html'). */
  files: Set<string>;
}

export type Resolution =
  | {kind: 'file'; file: string; status: 200}
  | {kind: 'redirect'; location: string; status: 301}
  | {kind: 'notFound'; file: string; status: 404};

/** The prefix readers may put before default-language paths (`/en`), which the site does not use. */
const DEFAULT_LOCALE_PREFIX = `/${LOCALE_CONFIGS[DEFAULT_LOCALE].path}`;
const MAX_PATH_LENGTH = 2048;

/** The 404 page in the language the path asks for. */
export function notFoundFile(path: string): string {
  return `${localePrefix(localeOfPath(path))}/404.html`;
}

/** Collapses repeated slashes and resolves `.` and `..` without ever leaving the root. */
export function normalizePath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') {
      continue;
    }
    if (segment === '..') {
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  const joined = `/${segments.join('/')}`;
  return path.endsWith('/') && joined !== '/' ? `${joined}/` : joined;
}

/** The file that holds a page: '/guide/start/' → '/guide/start/index.html', '/guide/start/cli' → '/guide/start/cli/index.html'. */
export function pageFile(page: string): string {
  return page.endsWith('/') ? `${page}index.html` : `${page}/index.html`;
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function redirect(path: string, query: string): Resolution {
  return {kind: 'redirect', location: `${encodePath(path)}${query}`, status: 301};
}

/** Finds the page a path means, allowing for a missing or extra slash, `.html`, `/index` and case. */
function findPage(path: string, index: SiteIndex): string | null {
  const candidates = [path];
  const withoutSuffix = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  candidates.push(withoutSuffix);
  for (const candidate of [...candidates]) {
    candidates.push(candidate.endsWith('/') ? candidate.slice(0, -1) : `${candidate}/`);
  }
  for (const candidate of candidates) {
    if (index.pages.has(candidate)) {
      return candidate;
    }
  }
  const lower = new Set(candidates.map((candidate) => candidate.toLowerCase()));
  const caseInsensitive = [...index.pages].filter((page) => lower.has(page.toLowerCase()));
  return caseInsensitive.length === 1 ? caseInsensitive[0]! : null;
}

/**
 * The target of the first 301/302 rule of `_redirects` (a moved page) that
 * matches the path, with or without its trailing slash; null when none does.
 */
function movedPageTarget(path: string, redirects: readonly RedirectRule[]): string | null {
  const variants = path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  for (const rule of redirects) {
    if (rule.status !== 301 && rule.status !== 302) {
      continue;
    }
    for (const variant of variants) {
      const target = applyRedirectRule(rule, variant);
      if (target !== null) {
        return target;
      }
    }
  }
  return null;
}

/**
 * How this project's server answers a URL. `redirects` are the rules of the
 * build's `_redirects` file: its 301 rules (moved pages) answer a path no page
 * holds; its 404 rules are not needed here, this server picks the 404 page itself.
 */
export function resolveRequest(
  rawUrl: string,
  index: SiteIndex,
  redirects: readonly RedirectRule[] = [],
): Resolution {
  const {path: rawPath, query} = splitUrl(rawUrl);

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'notFound', file: notFoundFile(rawPath), status: 404};
  }
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH || /[\0\\]/.test(path)) {
    return {
      kind: 'notFound',
      file: notFoundFile(path.startsWith('/') ? path : `/${path}`),
      status: 404,
    };
  }

  const normalized = normalizePath(path);
  if (normalized !== path) {
    return redirect(normalized, query);
  }
  if (path === DEFAULT_LOCALE_PREFIX || path.startsWith(`${DEFAULT_LOCALE_PREFIX}/`)) {
    return redirect(path.slice(DEFAULT_LOCALE_PREFIX.length) || '/', query);
  }
  if (index.pages.has(path)) {
    return {kind: 'file', file: pageFile(path), status: 200};
  }
  if (index.files.has(path) && !path.endsWith('/index.html')) {
    return {kind: 'file', file: path, status: 200};
  }
  const moved = movedPageTarget(path, redirects);
  if (moved !== null) {
    return redirect(moved, query);
  }
  const page = findPage(path, index);
  if (page !== null) {
    return redirect(page, query);
  }
  return {kind: 'notFound', file: notFoundFile(path), status: 404};
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export function contentType(file: string): string {
  const extension = /\.[a-z0-9]+$/i.exec(file)?.[0]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type);
}

/** Hashed build assets (each language's `assets/`, hashed JSON files) never change; everything else is revalidated. */
export function cacheControl(file: string): string {
  const inAssets = file.slice(localePrefix(localeOfPath(file)).length).startsWith('/assets/');
  return inAssets || /[-.][0-9a-f]{8}\.json$/.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
