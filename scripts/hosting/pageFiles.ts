/**
 * The HTML files the last step of the build (finish-build.ts) writes beside
 * Docusaurus' own, as pure functions: `<path>.html` copies for hosts without
 * clean URLs, and the redirect pages of moved pages.
 */

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

/**
 * The script of the redirect pages (redirect.js in this folder, which
 * finish-build.ts writes to the root of the build): a file of the site, so
 * `'self'` allows it.
 */
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
