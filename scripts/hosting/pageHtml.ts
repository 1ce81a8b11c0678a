/**
 * Reading a built page's HTML without a browser, for the hosting steps and the
 * tests: attributes, the canonical path, where a redirect page's refresh goes.
 * Docusaurus and its minifier write plain, predictable markup, which is all
 * these handle.
 */

/** The HTML character references the build writes in text and attributes, decoded. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The attributes of a start tag's inside (`type=module src="/a.js" async`),
 * names lowercased, values as written (undecoded). An unquoted value runs to
 * the next space, `=` included, as browsers read it.
 */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;
  for (const match of source.matchAll(attribute)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/** Each start tag of an element name (`meta`, `link`) with its attributes, in document order. */
function tagsNamed(html: string, name: string): Array<Map<string, string>> {
  const tag = new RegExp(`<${name}\\b([^>]*)>`, 'gi');
  return [...html.matchAll(tag)].map((match) => parseAttributes(match[1]!));
}

/** The path of the page's canonical link (decoded); Docusaurus writes one on every page. */
export function canonicalPath(html: string): string | null {
  const link = tagsNamed(html, 'link').find(
    (attributes) => attributes.get('rel')?.toLowerCase() === 'canonical',
  );
  const href = link?.get('href');
  if (!href) {
    return null;
  }
  try {
    return decodeURIComponent(new URL(decodeEntities(href), 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * Where the page's `<meta http-equiv="refresh">` sends the reader (a redirect
 * page's target), or null when the page has none.
 */
export function refreshTarget(html: string): string | null {
  const refresh = tagsNamed(html, 'meta').find(
    (attributes) => attributes.get('http-equiv')?.toLowerCase() === 'refresh',
  );
  const content = decodeEntities(refresh?.get('content') ?? '');
  const url = /^\s*\d+(?:\.\d*)?\s*[;,]\s*url\s*=\s*(.*)$/is.exec(content)?.[1]?.trim();
  return url ? url.replace(/^(['"])(.*)\1$/, '$2') : null;
}
