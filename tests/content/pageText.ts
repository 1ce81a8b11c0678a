/**
 * What the content checks read of a page beyond its headings: its code blocks
 * and its prose, and how long the prose is in each language. Pure functions of
 * the tree `parseMdx` (src/utils/markdownUtils.ts) gives.
 */
import type {Nodes, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export interface MarkdownCodeBlock {
  lang: string;
  meta: string;
  /** The `title="..."` of the fence, or null. */
  title: string | null;
  code: string;
  /** 1-based line number of the opening fence. */
  line: number;
}

/** Reads `title="..."` (or `title='...'`) from a code fence's meta string. */
function parseCodeTitle(meta: string): string | null {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The page's code blocks with their language, meta string and title. */
export function codeBlocksOf(tree: Root): MarkdownCodeBlock[] {
  const blocks: MarkdownCodeBlock[] = [];
  visit(tree, 'code', (code) => {
    const meta = code.meta ?? '';
    blocks.push({
      lang: code.lang ?? '',
      meta,
      title: parseCodeTitle(meta),
      code: code.value,
      line: code.position?.start.line ?? 0,
    });
  });
  return blocks;
}

/** What a reader reads of a node: text, inline code and image descriptions, no JavaScript. */
function readableText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
      return node.alt ?? '';
    case 'mdxTextExpression':
      return '';
    default:
      return 'children' in node ? node.children.map(readableText).join('') : '';
  }
}

/**
 * The prose of a page, one line per paragraph, heading or table cell: code
 * blocks, front matter, imports and exports, JSX tags, expressions and link
 * targets left out. What is left is what a reader reads as text.
 */
export function proseOf(tree: Root): string {
  const lines: string[] = [];
  visit(tree, ['paragraph', 'heading', 'tableCell'], (node) => {
    lines.push(readableText(node as Nodes));
    return 'skip';
  });
  return lines.join('\n');
}

const CJK_CHAR = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/** English words in prose (inline code counts as words, as readers read it). */
export function countWords(prose: string): number {
  return (prose.replace(CJK_CHAR, ' ').match(/[A-Za-z0-9][A-Za-z0-9_'.-]*/g) ?? []).length;
}

/** Chinese characters in prose. */
export function countCjkCharacters(prose: string): number {
  return (prose.match(CJK_CHAR) ?? []).length;
}
