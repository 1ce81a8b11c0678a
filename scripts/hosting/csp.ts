/**
 * The site's Content-Security-Policy, as pure functions: the policy itself,
 * the hashes of the inline scripts and style attributes the built pages carry
 * (the only inline code it allows), and the `<meta>` form for hosts that send
 * no headers.
 */
import {createHash} from 'node:crypto';
import {decodeEntities, parseAttributes} from './pageHtml';

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

/** The CSP source expression of inline code: `'sha256-…'` of its text as the browser reads it. */
export function hashSource(text: string): string {
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
    hashes.add(hashSource(match[2]!));
  }
  return [...hashes];
}

/**
 * The hash sources of the `style` attributes of a page's markup, as the browser
 * hashes them (the attribute's value, character references decoded). Script
 * text is skipped: markup written inside a script is not the page's.
 */
export function styleAttributeHashes(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const hashes = new Set<string>();
  for (const match of markup.matchAll(/<[a-z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const style = parseAttributes(match[1]!).get('style');
    if (style !== undefined) {
      hashes.add(hashSource(decodeEntities(style)));
    }
  }
  return [...hashes];
}

/** The hashes of the inline code a set of pages carries, each list sorted and without repeats. */
export interface InlineCodeHashes {
  scripts: readonly string[];
  styleAttributes: readonly string[];
}

const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The site's Content-Security-Policy. Scripts: the site's own files and the
 * inline scripts whose hashes are given, nothing else (no `unsafe-inline`,
 * no `eval`). The search runs in a worker loaded from a file of the site
 * (`new Worker(new URL('./worker.js', import.meta.url))`), so `'self'` covers it.
 *
 * Styles: the site's own stylesheets, and only the `style` attribute values
 * the built pages carry, by hash (`'unsafe-hashes'` lets a hash allow an
 * attribute; it allows no `<style>` element). One remains, so the policy
 * lists it instead of allowing any inline style: theme-classic's hidden icon
 * sprite (`<svg style="display: none;">`) at the start of every page. Code
 * blocks take their theme's colours from a stylesheet of token classes.
 * Styles set from scripts through the CSSOM (React's `style` props after
 * hydration, medium-zoom's overlay) are not inline styles and need nothing.
 */
export function contentSecurityPolicy({scripts, styleAttributes}: InlineCodeHashes): string {
  const styleHashes = sortedUnique(styleAttributes);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sortedUnique(scripts)],
    ['style-src', "'self'", ...(styleHashes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleHashes],
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

/** The hashes of the inline code of every page given. */
export function inlineCodeHashes(pages: Iterable<string>): InlineCodeHashes {
  const scripts: string[] = [];
  const styleAttributes: string[] = [];
  for (const html of pages) {
    scripts.push(...inlineScriptHashes(html));
    styleAttributes.push(...styleAttributeHashes(html));
  }
  return {scripts: sortedUnique(scripts), styleAttributes: sortedUnique(styleAttributes)};
}

/** Directives a policy in a `<meta>` element cannot carry: browsers ignore them there, with a warning. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The policy for hosts that cannot send headers (GitHub Pages), delivered in
 * each page's `<meta http-equiv="Content-Security-Policy">`: the header's
 * policy without the directives a meta policy cannot carry.
 */
export function metaContentSecurityPolicy(hashes: InlineCodeHashes): string {
  return contentSecurityPolicy(hashes)
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
