import path from 'node:path';
import {frontMatterOf} from '../frontMatter';
import {EN_BLOG_DIR, EN_DOCS_DIR, ZH_BLOG_DIR, ZH_DOCS_DIR, listDocs, readDoc} from './docsFiles';

/**
 * A page's `keywords` (front matter) are what readers type for its topic that
 * its title and headings do not say; search weighs them next to the title, and
 * they become the page's `<meta name="keywords">`. Each is a claim that the
 * page answers that word first, so no two pages of a language share one, and
 * both languages of a page have them or neither does.
 */
const SOURCES = [
  {kind: 'docs', en: EN_DOCS_DIR, zh: ZH_DOCS_DIR},
  {kind: 'blog', en: EN_BLOG_DIR, zh: ZH_BLOG_DIR},
] as const;
const MIN_KEYWORDS = 3;
const MAX_KEYWORDS = 10;

function keywordsOf(dir: string, file: string): unknown {
  return frontMatterOf(readDoc(dir, file)).keywords;
}

/** A keyword as compared: two that differ only in case or spacing are one. */
const keywordKey = (word: string) => word.trim().toLowerCase();

const pages = SOURCES.flatMap(({kind, en, zh}) =>
  listDocs(en).map((file) => ({page: path.posix.join(kind, file), file, en, zh})),
);

describe('search keywords of the pages', () => {
  it.each(pages)('$page: a list of distinct words in both languages or in neither', (page) => {
    const en = keywordsOf(page.en, page.file);
    const zh = keywordsOf(page.zh, page.file);
    expect(en === undefined).toBe(zh === undefined);
    for (const keywords of [en, zh].filter((list) => list !== undefined)) {
      expect(Array.isArray(keywords)).toBe(true);
      const words = keywords as unknown[];
      expect(words.every((word) => typeof word === 'string' && word.trim() !== '')).toBe(true);
      expect(words.length).toBeGreaterThanOrEqual(MIN_KEYWORDS);
      expect(words.length).toBeLessThanOrEqual(MAX_KEYWORDS);
      const normalised = (words as string[]).map(keywordKey);
      expect(new Set(normalised).size).toBe(normalised.length);
    }
  });

  it.each(['en', 'zh'] as const)('%s: no keyword is claimed by two pages', (lang) => {
    const claims = new Map<string, string[]>();
    for (const page of pages) {
      const keywords = keywordsOf(page[lang], page.file);
      for (const word of Array.isArray(keywords) ? (keywords as string[]) : []) {
        claims.set(keywordKey(word), [...(claims.get(keywordKey(word)) ?? []), page.page]);
      }
    }
    const shared = [...claims].filter(([, owners]) => owners.length > 1);
    expect(shared).toEqual([]);
  });

  it('most pages have keywords', () => {
    const withKeywords = pages.filter((page) => keywordsOf(page.en, page.file) !== undefined);
    expect(withKeywords.length).toBeGreaterThanOrEqual(pages.length * 0.75);
  });
});
