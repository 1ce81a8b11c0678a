/**
 * The host configuration of Netlify-style static hosts (Netlify, and hosts that
 * read the same files), as pure functions: `_redirects` for the per-language 404
 * pages and the `/en/` prefix, `_headers` for the security headers and a
 * Content-Security-Policy that allows only the site's own scripts, styles and
 * images, plus the hashes of the inline scripts the built pages carry.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

export interface HeaderRule {
  /** A Netlify path pattern: `/*`, `/assets/*`. */
  path: string;
  headers: Array<[name: string, value: string]>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 404;
}

/** Script types a browser runs (and so checks against `script-src`); any other type is a data block. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/x-javascript',
]);

/** The attributes of a start tag's inside (`type=module src="/a.js" async`), names lowercased. */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(attribute)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/** The CSP source expression of an inline script: `'sha256-…'` of its text as the browser reads it. */
export function scriptHashSource(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the script sees its text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of the inline scripts of a page that a browser would run:
 * scripts without `src` whose type is JavaScript, a module, an import map or
 * speculation rules. Data blocks (JSON-LD) are never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Script content is raw text: it ends at the first `</script`, whatever precedes it.
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(script)) {
    const attributes = parseAttributes(match[1]!);
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (attributes.has('src') || !EXECUTABLE_SCRIPT_TYPES.has(type)) {
      continue;
    }
    hashes.add(scriptHashSource(match[2]!));
  }
  return [...hashes];
}

/**
 * The site's Content-Security-Policy. Scripts: the site's own files and the
 * inline scripts whose hashes are given, nothing else (no `unsafe-inline`,
 * no `eval`). The search runs in a worker loaded from a file of the site
 * (`new Worker(new URL('./worker.js', import.meta.url))`), so `'self'` covers it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    // Inline styles cannot be avoided, and allowing them is the one loosening of
    // this policy: the server-rendered pages carry thousands of style attributes
    // (Prism colours every code token with `style="color:…"`, React renders the
    // theme's `style` props), which only 'unsafe-inline' allows (hashes would need
    // 'unsafe-hashes' and one hash per value), and medium-zoom injects its
    // stylesheet as a <style> element at run time. CSS cannot run scripts.
    ['style-src', "'self'", "'unsafe-inline'"],
    // `data:` for the small SVG icons Infima and the theme inline in their CSS.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Directives a policy in a `<meta>` element cannot carry: browsers ignore them there, with a warning. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The policy for hosts that cannot send headers (GitHub Pages), delivered in
 * each page's `<meta http-equiv="Content-Security-Policy">`: the header's
 * policy without the directives a meta policy cannot carry.
 */
export function metaContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return contentSecurityPolicy(scriptHashes)
    .split('; ')
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0]!))
    .join('; ');
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * The page with the policy as its first `<meta>` after the charset, before any
 * script (a meta policy covers only what follows it). Writing it again replaces it.
 */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (CSP_META.test(html)) {
    return html.replace(CSP_META, tag);
  }
  const charset = /<meta charset=(?:"[^"]*"|[^\s>]+)\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}${tag}${html.slice(end)}`;
  }
  return html.replace(/<head([^>]*)>/i, `<head$1>${tag}`);
}

/**
 * Where a page's HTML is also written for hosts without clean URLs: a page
 * served without a trailing slash (`/guide/start/quick-start`, built as
 * `guide/start/quick-start/index.html`) gets `guide/start/quick-start.html`,
 * which GitHub Pages serves at the page's own URL instead of redirecting it to
 * the slashed folder. Section indexes (`/guide/start/`) need no copy.
 */
export function extensionlessPageCopy(file: string, canonicalPath: string | null): string | null {
  if (!file.endsWith('/index.html') || file === '/index.html') {
    return null;
  }
  const folder = file.slice(0, -'/index.html'.length);
  if (canonicalPath !== folder) {
    return null;
  }
  return `${folder}.html`;
}

/** The address an HTML redirect page sends the reader to (its `<meta http-equiv="refresh">`), or null. */
export function redirectPageTarget(html: string): string | null {
  const refresh =
    /<meta\s+http-equiv=["']?refresh["']?\s+content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(html);
  return refresh ? refresh[1]! : null;
}

/** The script of the redirect pages (static/redirect.js): a file of the site, so `'self'` allows it. */
export const REDIRECT_SCRIPT = '/redirect.js';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page written at a moved page's old address. @docusaurus/plugin-client-redirects
 * writes one with an inline script (forwarding the query and the fragment), which
 * the site's policy refuses; this one does the same with REDIRECT_SCRIPT (and,
 * with scripts off, through the refresh). Search engines are told not to index
 * it; its `lang` is the language of its path.
 */
export function redirectPageHtml({target, lang}: {target: string; lang: string}): string {
  const url = escapeAttribute(target);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="robots" content="noindex">',
    `<title>${url}</title>`,
    `<link rel="canonical" href="${url}">`,
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<script src="${REDIRECT_SCRIPT}"></script>`,
    '</head>',
    `<body><p><a href="${url}">${url}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Where a redirect page is also written for GitHub Pages: the old address has no
 * slash (`/guide/advanced/static-assets`), and `<path>.html` answers it there
 * without the detour through the slashed folder.
 */
export function redirectPageCopy(file: string): string | null {
  if (!file.endsWith('/index.html') || file === '/index.html') {
    return null;
  }
  return `${file.slice(0, -'/index.html'.length)}.html`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The `_headers` rules: security headers and the CSP on every path, and a
 * long cache for the hashed build assets of each language.
 *
 * One `/*` rule holds the CSP of every page, whatever its language, with the
 * hashes of both builds: Netlify applies every rule that matches a path, so a
 * separate `/zh/*` policy would be sent *with* the `/*` one, and a browser
 * enforces each policy it gets: the zh pages would need to pass both.
 */
export function headerRules({
  scriptHashes,
  localePaths,
}: {
  scriptHashes: readonly string[];
  /** URL segments of the non-default locales (`['zh']`). */
  localePaths: readonly string[];
}): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        [
          'Permissions-Policy',
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), serial=()',
        ],
        ['Strict-Transport-Security', 'max-age=31536000'],
      ],
    },
    ...['', ...localePaths.map((locale) => `/${locale}`)].map((prefix): HeaderRule => ({
      path: `${prefix}/assets/*`,
      headers: [['Cache-Control', IMMUTABLE]],
    })),
  ];
}

/**
 * The `_redirects` rules, first match wins. A rule with a 404 status only
 * applies when no file matches the path (Netlify's shadowing), so existing
 * pages are never caught by the catch-alls.
 *
 * Moved pages (src/data/redirects.ts) get a 301 in every language. Netlify lets
 * the HTML redirect page written at the old path shadow the rule, and that page
 * sends the reader on; Cloudflare Pages applies the rule first. Either way the
 * reader lands on the same page.
 */
export function redirectRules({
  defaultLocalePath,
  localePaths,
  pageRedirects = [],
}: {
  /** The URL segment readers may put before default-language paths (`en`). */
  defaultLocalePath: string;
  localePaths: readonly string[];
  /** Moved pages, as default-language paths: `{from: '/old', to: '/new'}`. */
  pageRedirects?: ReadonlyArray<{from: string; to: string}>;
}): RedirectRule[] {
  const prefixes = ['', ...localePaths.map((locale) => `/${locale}`)];
  return [
    {from: `/${defaultLocalePath}`, to: '/', status: 301},
    {from: `/${defaultLocalePath}/*`, to: '/:splat', status: 301},
    ...prefixes.flatMap((prefix) =>
      pageRedirects.map(({from, to}): RedirectRule => ({
        from: `${prefix}${from}`,
        to: `${prefix}${to}`,
        status: 301,
      })),
    ),
    ...localePaths.map((locale): RedirectRule => ({
      from: `/${locale}/*`,
      to: `/${locale}/404.html`,
      status: 404,
    })),
    {from: '/*', to: '/404.html', status: 404},
  ];
}

const GENERATED_NOTE =
  '# Generated by src/plugins/hostConfig at build time: edit the plugin, not this file.';

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${GENERATED_NOTE}\n${blocks.join('\n')}\n`;
}

export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  const width = Math.max(...rules.map((rule) => rule.from.length));
  const lines = rules.map((rule) => `${rule.from.padEnd(width)}  ${rule.to}  ${rule.status}`);
  return `${GENERATED_NOTE}\n${lines.join('\n')}\n`;
}

/**
 * The folder of the whole site from the output folder of the locale being
 * built: Docusaurus writes the default locale to the root and each other
 * locale to a subfolder named after its URL segment (`build/zh`).
 */
export function siteOutDir(
  outDir: string,
  {isDefaultLocale, localePath}: {isDefaultLocale: boolean; localePath: string},
): string {
  if (isDefaultLocale) {
    return path.resolve(outDir);
  }
  const depth = localePath.split('/').filter(Boolean).length;
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}
