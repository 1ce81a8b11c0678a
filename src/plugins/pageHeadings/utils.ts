import {createSlugger} from '@docusaurus/utils';
// Node code loaded with the config, before the @site alias exists.
import {extractHeadings, splitFrontMatter} from '../../utils/markdownUtils';

export interface PageHeading {
  id: string;
  /** Plain text: inline Markdown removed. */
  text: string;
  depth: number;
}

/** `**bold** `code` [link](url)` → `bold code link`, as the heading reads on the page. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/**
 * The h2–h4 headings of an MDX source, with the ids Docusaurus gives them:
 * the explicit `{#id}`, or the same GitHub-style slug Docusaurus computes.
 */
export function pageHeadings(source: string): PageHeading[] {
  const slugger = createSlugger();
  return extractHeadings(splitFrontMatter(source).body)
    .filter((heading) => heading.depth >= 2 && heading.depth <= 4)
    .map((heading) => {
      const text = stripInlineMarkdown(heading.text);
      return {id: heading.id ?? slugger.slug(text), text, depth: heading.depth};
    });
}
