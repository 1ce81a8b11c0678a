// Node code loaded with the config, before the @site alias exists.
import {headingsOf, parseMdx} from '../../utils/markdownUtils';

export interface PageHeading {
  id: string;
  /** Plain text: inline Markdown removed. */
  text: string;
  depth: number;
}

/**
 * The h2–h4 headings of an MDX source, from its syntax tree, with the ids
 * Docusaurus gives them: the explicit `{#id}`, or the slug of the text.
 */
export function pageHeadings(source: string): PageHeading[] {
  return headingsOf(parseMdx(source))
    .filter((heading) => heading.depth >= 2 && heading.depth <= 4)
    .map(({id, text, depth}) => ({id, text, depth}));
}
