import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {frontMatterOf} from '../frontMatter';
import {EN_BLOG_DIR, ZH_BLOG_DIR, allBlogSources, listDocs, readDoc} from './docsFiles';
import {countCjkCharacters, countWords, proseOf} from './pageText';

/**
 * Blog posts follow the rules of the docs (explicit heading ids, the same in
 * both languages, a full translation) and a few of their own: a `slug` that
 * fixes the URL, a summary cut for the list page, and authors written in the
 * post without remote avatars, since the site loads nothing from another host.
 */
const MINIMUM_WORDS = 350;

interface Author {
  name?: unknown;
  title?: unknown;
  url?: unknown;
  image_url?: unknown;
  imageURL?: unknown;
}

const postFrontMatter = (dir: string, file: string) =>
  frontMatterOf(readDoc(dir, file)) as {
    title?: unknown;
    description?: unknown;
    slug?: unknown;
    date?: unknown;
    authors?: unknown;
    tags?: unknown;
  };

describe('blog posts', () => {
  const enPosts = listDocs(EN_BLOG_DIR);

  it('exist, with a Chinese translation for every English post and no other', () => {
    expect(enPosts.length).toBeGreaterThan(0);
    expect(listDocs(ZH_BLOG_DIR)).toEqual(enPosts);
  });

  it.each(allBlogSources())('%s %s/%s has its front matter', (_lang, dir, file) => {
    const data = postFrontMatter(dir, file);
    expect(typeof data.title).toBe('string');
    expect(String(data.description ?? '').length).toBeGreaterThan(40);
    expect(data.slug).toMatch(/^[a-z0-9-]+$/);
    expect(data.date).toBeInstanceOf(Date);
    // The file name starts with the publication date, which orders the posts.
    expect(file.slice(0, 10)).toBe((data.date as Date).toISOString().slice(0, 10));
    expect(data.tags).toBeUndefined();
    const authors = data.authors as Author[];
    expect(Array.isArray(authors) && authors.length > 0).toBe(true);
    for (const author of authors) {
      expect(typeof author.name).toBe('string');
      expect(author.image_url ?? author.imageURL).toBeUndefined();
    }
  });

  it.each(enPosts)('%s: the same slug and date in both languages', (file) => {
    const en = postFrontMatter(EN_BLOG_DIR, file);
    const zh = postFrontMatter(ZH_BLOG_DIR, file);
    expect([zh.slug, zh.date]).toEqual([en.slug, en.date]);
  });

  it('give every post its own slug', () => {
    const slugs = enPosts.map((file) => postFrontMatter(EN_BLOG_DIR, file).slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(allBlogSources())(
    '%s %s/%s: explicit heading ids and a summary cut for the list',
    (_lang, dir, file) => {
      const source = readDoc(dir, file);
      const headings = headingsOf(parseMdx(source));
      const missing = headings
        .filter((heading) => heading.depth >= 2 && heading.explicitId === null)
        .map((heading) => `line ${heading.line}: ${heading.text}`);
      expect(missing).toEqual([]);
      expect(headings.filter((heading) => heading.depth === 1)).toEqual([]);
      expect(source).toMatch(/^\{\/\* truncate \*\/\}$/m);
    },
  );

  it.each(enPosts)('%s: the same heading ids, in the same order, in both languages', (file) => {
    const ids = (dir: string) =>
      headingsOf(parseMdx(readDoc(dir, file))).map(
        (heading) => `h${heading.depth} ${heading.explicitId ?? '(no id)'}`,
      );
    expect(ids(ZH_BLOG_DIR)).toEqual(ids(EN_BLOG_DIR));
  });

  it.each(enPosts)('%s is written in full, and translated in full', (file) => {
    const prose = (dir: string) => proseOf(parseMdx(readDoc(dir, file)));
    const english = countWords(prose(EN_BLOG_DIR));
    expect(english).toBeGreaterThanOrEqual(MINIMUM_WORDS);
    expect(countCjkCharacters(prose(ZH_BLOG_DIR))).toBeGreaterThanOrEqual(
      Math.round(english * 0.8),
    );
  });

  it.each(allBlogSources())('%s %s/%s loads no image from another host', (_lang, dir, file) => {
    expect(readDoc(dir, file)).not.toMatch(/!\[[^\]]*\]\(https?:|<img[^>]+src=["']https?:/i);
  });
});
