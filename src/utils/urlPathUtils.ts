/**
 * URL and path clean-up, written once for the browser, the plugins and the
 * hosting scripts: pure string functions, no `URL` parsing (the paths here may
 * be relative, hostile or not yet decoded).
 */

export interface UrlParts {
  /** Everything before the query and the fragment. */
  path: string;
  /** `?…` up to the fragment, or ''. */
  query: string;
  /** `#…` to the end, or ''. */
  hash: string;
}

/** `/a/b?x=1#y` → `{path: '/a/b', query: '?x=1', hash: '#y'}`. */
export function splitUrl(url: string): UrlParts {
  const hashStart = url.indexOf('#');
  const beforeHash = hashStart === -1 ? url : url.slice(0, hashStart);
  const queryStart = beforeHash.indexOf('?');
  return {
    path: queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart),
    query: queryStart === -1 ? '' : beforeHash.slice(queryStart),
    hash: hashStart === -1 ? '' : url.slice(hashStart),
  };
}

/** `/a/b?x=1#y` → `/a/b`. */
export function withoutQueryAndHash(url: string): string {
  return splitUrl(url).path;
}

/** `/docs/` → `/docs`; the root `/` → '' (a base to put before paths that start with `/`). */
export function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}
