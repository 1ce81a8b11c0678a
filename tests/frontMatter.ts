import matter from 'gray-matter';

/**
 * The front matter of a page's source, read with gray-matter, the parser
 * Docusaurus' build uses. Synchronous, so route tables built when a test file
 * loads can read it too.
 */
export function frontMatterOf(source: string): Record<string, unknown> {
  return matter(source).data;
}
