/**
 * How the hosts this site is deployed to answer a request, as pure functions,
 * so the browser tests can hold the built site to each host's rules:
 *
 * - `serve`: this project's own server (`npm run serve`), see staticServerUtils.ts;
 *   it answers the moved pages of `_redirects` with a 301.
 * - `github-pages`: GitHub Pages, the deploy workflow's target. `/x/` serves
 *   `x/index.html`; `/x` serves the file `x`, else `x.html`, else redirects to
 *   `/x/` when `x/index.html` exists; every miss gets the root `404.html` with
 *   status 404. It reads neither `_headers` nor `_redirects`.
 * - `netlify`: Netlify and hosts that read the same files (Cloudflare Pages).
 *   `/x` and `/x/` serve `x.html` or `x/index.html`; a path no file matches
 *   goes through the `_redirects` rules (first match wins), else the root
 *   `404.html`; `_headers` applies.
 */
import {splitUrl, withoutQueryAndHash, withoutTrailingSlash} from '../../src/utils/urlPathUtils';
import {applyRedirectRule, type RedirectRule} from './hostFiles';
import type {Resolution} from './staticServerUtils';

export const HOST_PROFILES = ['serve', 'github-pages', 'netlify'] as const;
export type HostProfile = (typeof HOST_PROFILES)[number];

/** Whether a host sends the headers of the build's `_headers` file. */
export function readsHeadersFile(profile: HostProfile): boolean {
  return profile !== 'github-pages';
}

function decodedPath(rawUrl: string): string | null {
  try {
    const path = decodeURIComponent(withoutQueryAndHash(rawUrl));
    return path.startsWith('/') && !/[\0\\]/.test(path) && path.length <= 2048 ? path : null;
  } catch {
    return null;
  }
}

/** Browsers and hosts resolve `.` and `..` before a file is looked up; a host never leaves its root. */
function withoutDotSegments(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') {
      segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}`;
}

const notFound: Resolution = {kind: 'notFound', file: '/404.html', status: 404};

export function resolveGithubPages(rawUrl: string, files: ReadonlySet<string>): Resolution {
  const decoded = decodedPath(rawUrl);
  if (decoded === null) {
    return notFound;
  }
  const path = withoutDotSegments(decoded);
  if (path.endsWith('/')) {
    return files.has(`${path}index.html`)
      ? {kind: 'file', file: `${path}index.html`, status: 200}
      : notFound;
  }
  if (files.has(path)) {
    return {kind: 'file', file: path, status: 200};
  }
  if (files.has(`${path}.html`)) {
    return {kind: 'file', file: `${path}.html`, status: 200};
  }
  if (files.has(`${path}/index.html`)) {
    const {path: rawPath, query} = splitUrl(rawUrl);
    return {kind: 'redirect', location: `${rawPath}/${query}`, status: 301};
  }
  return notFound;
}

export function resolveNetlify(
  rawUrl: string,
  files: ReadonlySet<string>,
  redirects: readonly RedirectRule[],
): Resolution {
  const decoded = decodedPath(rawUrl);
  if (decoded === null) {
    return notFound;
  }
  const path = withoutDotSegments(decoded);
  const base = withoutTrailingSlash(path);
  for (const candidate of [path, `${base}.html`, `${base}/index.html`]) {
    if (candidate !== '/' && candidate !== '.html' && files.has(candidate)) {
      return {kind: 'file', file: candidate, status: 200};
    }
  }
  if (path === '/' && files.has('/index.html')) {
    return {kind: 'file', file: '/index.html', status: 200};
  }
  for (const rule of redirects) {
    const target = applyRedirectRule(rule, path);
    if (target === null) {
      continue;
    }
    if (rule.status === 301 || rule.status === 302) {
      return {kind: 'redirect', location: target, status: 301};
    }
    if (files.has(target)) {
      return {kind: 'notFound', file: target, status: 404};
    }
  }
  return notFound;
}
