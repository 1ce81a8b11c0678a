/**
 * What search engines and link previews read, from the built site as served:
 * the head of every page (canonical URL, `hreflang` alternates, description,
 * Open Graph and Twitter card tags), the social image, robots.txt and the
 * sitemaps. Plain HTTP, no browser: it runs with the browser tests because it
 * needs the build (`npm run build`) that they serve.
 */
import {decodeEntities, parseAttributes} from '@site/scripts/hosting/pageHtml';
import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {fetchFromSite} from './harness';

const PRODUCTION = 'https://rslib.rs';
const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};
const OG_LOCALE: Record<Locale, string> = {en: 'en', zh: 'zh_CN'};

interface Head {
  /** `<meta>` contents by `name` or `property`, every occurrence. */
  meta: Map<string, string[]>;
  canonical: string[];
  /** `hreflang` → href of the `<link rel="alternate" hreflang>` tags, every occurrence. */
  alternates: Array<[lang: string, href: string]>;
}

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  const canonical: string[] = [];
  const alternates: Head['alternates'] = [];
  for (const [, tag, inside] of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(inside!.replace(/\/$/, ''));
    if (tag!.toLowerCase() === 'meta') {
      const key = attributes.get('name') ?? attributes.get('property');
      if (key) {
        meta.set(key, [...(meta.get(key) ?? []), decodeEntities(attributes.get('content') ?? '')]);
      }
    } else if (attributes.get('rel') === 'canonical') {
      canonical.push(attributes.get('href') ?? '');
    } else if (attributes.get('rel') === 'alternate' && attributes.has('hreflang')) {
      alternates.push([attributes.get('hreflang')!, attributes.get('href') ?? '']);
    }
  }
  return {meta, canonical, alternates};
}

async function fetchText(path: string): Promise<{status: number; type: string; text: string}> {
  const response = await fetchFromSite(path);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

async function pageHead(path: string): Promise<Head> {
  const {status, text} = await fetchText(path);
  expect(`${path}: ${status}`).toBe(`${path}: 200`);
  return parseHead(text);
}

/** The one value of a meta tag; fails on none or several. */
function single(head: Head, key: string): string {
  const values = head.meta.get(key) ?? [];
  expect(`${key}: ${values.length}`).toBe(`${key}: 1`);
  return values[0]!;
}

describe('SEO and sharing', () => {
  describe.each(LOCALES)('every page (%s)', (locale) => {
    it('has its canonical URL, three absolute hreflang alternates and a description', async () => {
      const failures: string[] = [];
      for (const route of ROUTES) {
        const path = localizedPath(route.path, locale);
        const head = await pageHead(path);
        const expectedAlternates = [
          ['en', `${PRODUCTION}${route.path}`],
          ['zh-CN', `${PRODUCTION}/zh${route.path}`],
          ['x-default', `${PRODUCTION}${route.path}`],
        ];
        if (JSON.stringify(head.canonical) !== JSON.stringify([`${PRODUCTION}${path}`])) {
          failures.push(`${path}: canonical ${JSON.stringify(head.canonical)}`);
        }
        if (JSON.stringify(head.alternates) !== JSON.stringify(expectedAlternates)) {
          failures.push(`${path}: alternates ${JSON.stringify(head.alternates)}`);
        }
        const descriptions = head.meta.get('description') ?? [];
        if (descriptions.length !== 1 || descriptions[0]!.trim().length < 20) {
          failures.push(`${path}: description ${JSON.stringify(descriptions)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe.each(LOCALES)('link previews (%s)', (locale) => {
    it.each(['/', '/guide/start/', '/guide/start/quick-start', '/config/'])(
      '%s has Open Graph and Twitter card tags',
      async (route) => {
        const path = localizedPath(route, locale);
        const head = await pageHead(path);
        const description = single(head, 'description');
        expect(single(head, 'og:description')).toBe(description);
        if (locale === 'zh') {
          expect(description).toMatch(/[\u4e00-\u9fff]/);
        }
        expect(single(head, 'og:title')).toMatch(/Rslib/);
        expect(single(head, 'og:url')).toBe(`${PRODUCTION}${path}`);
        expect(single(head, 'og:type')).toBe('website');
        expect(single(head, 'og:site_name')).toBe('Rslib');
        expect(single(head, 'og:locale')).toBe(OG_LOCALE[locale]);
        expect(single(head, 'og:locale:alternate')).toBe(OG_LOCALE[locale === 'en' ? 'zh' : 'en']);
        expect(single(head, 'twitter:card')).toBe('summary_large_image');
        const image = single(head, 'og:image');
        expect(image).toMatch(/^https:\/\/rslib\.rs\/(zh\/)?img\/social-card\.png$/);
        expect(single(head, 'twitter:image')).toBe(image);
        expect(single(head, 'og:image:alt').length).toBeGreaterThan(10);
        expect(single(head, 'og:image:width')).toBe('1200');
        expect(single(head, 'og:image:height')).toBe('630');
      },
    );

    it('serves the social image as a 1200×630 PNG', async () => {
      const head = await pageHead(localizedPath('/', locale));
      const imagePath = new URL(single(head, 'og:image')).pathname;
      const response = await fetchFromSite(imagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    });

    it('sets the page language the alternates announce', async () => {
      const {text} = await fetchText(localizedPath('/guide/start/', locale));
      expect(text).toMatch(new RegExp(`<html[^>]*\\blang="?${HTML_LANG[locale]}"?[\\s>]`));
    });
  });

  describe('robots.txt and sitemaps', () => {
    it('robots.txt allows everything and names both sitemaps', async () => {
      const {status, type, text} = await fetchText('/robots.txt');
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain/);
      expect(text).toMatch(/^User-agent: \*$/m);
      expect(text).toMatch(/^Allow: \/$/m);
      expect(text).not.toMatch(/^Disallow: \S/m);
      expect(text).toMatch(/^Sitemap: https:\/\/rslib\.rs\/sitemap\.xml$/m);
      expect(text).toMatch(/^Sitemap: https:\/\/rslib\.rs\/zh\/sitemap\.xml$/m);
    });

    it('the root sitemap lists every page in both languages, with their alternates', async () => {
      const {status, text} = await fetchText('/sitemap.xml');
      expect(status).toBe(200);
      const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      const expected = LOCALES.flatMap((locale) =>
        ROUTES.map((route) => `${PRODUCTION}${localizedPath(route.path, locale)}`),
      );
      expect([...locs].sort()).toEqual([...expected].sort());
      expect(text).toContain(
        '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://rslib.rs/zh/guide/start/quick-start"/>',
      );
      expect(text).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://rslib.rs/guide/start/quick-start"/>',
      );
    });

    it('the Chinese sitemap lists the Chinese pages', async () => {
      const {status, text} = await fetchText('/zh/sitemap.xml');
      expect(status).toBe(200);
      const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect([...locs].sort()).toEqual(
        ROUTES.map((route) => `${PRODUCTION}/zh${route.path}`).sort(),
      );
    });
  });
});
