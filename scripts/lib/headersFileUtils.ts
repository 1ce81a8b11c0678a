/**
 * Netlify's `_headers` file, read as the host reads it, as pure functions: the
 * static server applies the file of the build folder, so `npm run serve` and
 * the browser tests send the same headers (the CSP above all) as production.
 */

export interface HeadersFileRule {
  /** A path pattern: `/*`, `/assets/*`, `/blog/:slug`, `/about`. */
  path: string;
  headers: Array<[name: string, value: string]>;
}

/**
 * Parses a `_headers` file: a line starting with `/` opens a rule, indented
 * `Name: value` lines below it add headers. Comments (`#`), blank lines and
 * lines that fit neither form are skipped, never fatal.
 */
export function parseHeadersFile(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = [];
  let current: HeadersFileRule | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(rawLine) && line.startsWith('/')) {
      current = {path: line, headers: []};
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (current && /^\s/.test(rawLine) && colon > 0) {
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) && value !== '') {
        current.headers.push([name, value]);
      }
    }
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment
        .split('*')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('.*'),
    )
    .join('/');
  // `/assets/*` also matches `/assets`, as on Netlify.
  const withOptionalSplat = source.endsWith('/.*') ? `${source.slice(0, -3)}(?:/.*)?` : source;
  return new RegExp(`^${withOptionalSplat}$`);
}

/** Whether a request path matches a rule's pattern (`*` spans segments, `:name` one segment). */
export function pathMatches(pattern: string, path: string): boolean {
  return patternToRegExp(pattern).test(path);
}

/**
 * The headers a path gets: those of every matching rule, in file order. When
 * several rules set one header, the values are joined with `, `, as Netlify does.
 */
export function headersForPath(
  rules: readonly HeadersFileRule[],
  path: string,
): Record<string, string> {
  const headers = new Map<string, {name: string; values: string[]}>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, path)) {
      continue;
    }
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = headers.get(key) ?? {name, values: []};
      entry.values.push(value);
      headers.set(key, entry);
    }
  }
  return Object.fromEntries(
    [...headers.values()].map(({name, values}) => [name, values.join(', ')]),
  );
}
