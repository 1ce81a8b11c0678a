/**
 * Our MDX pages as Markdown syntax trees (mdast), read the way the site's
 * build reads them: MDX, front matter, directives (admonitions) and GFM
 * tables, with the explicit `{#id}` of each heading taken out of its text and
 * kept as data. Pure functions (no file system, no React), shared by the
 * build-time plugins, the translation report and the content checks.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Heading, Nodes, Root} from 'mdast';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';

declare module 'mdast' {
  interface HeadingData {
    /** The explicit `{#id}` written after the heading's text. */
    id?: string;
  }
  interface TextData {
    /**
     * The text as the source writes it, escapes and character references
     * included, when that is the value itself or fits on one line.
     */
    written?: string;
  }
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm);

/**
 * The heading-id escape puts a backslash before the `{#` of every line that
 * starts with `#`, code lines included. Code must read as written, so the
 * backslash comes out again on the code lines it went into.
 */
function restoreCodeLines(tree: Root, source: string, escaped: string): void {
  const sourceLines = source.split('\n');
  const escapedLines = escaped.split('\n');
  const changed = new Set(
    escapedLines.flatMap((line, index) => (line === sourceLines[index] ? [] : [index + 1])),
  );
  if (changed.size === 0) {
    return;
  }
  visit(tree, 'code', (code) => {
    const firstLine = (code.position?.start.line ?? 0) + 1;
    code.value = code.value
      .split('\n')
      .map((line, index) => (changed.has(firstLine + index) ? line.replace('\\{#', '{#') : line))
      .join('\n');
  });
}

/** The part of the parsed source a node was read from. */
function sourceOf(node: Nodes, source: string): string | null {
  const {start, end} = node.position ?? {};
  return start?.offset === undefined || end?.offset === undefined
    ? null
    : source.slice(start.offset, end.offset);
}

/**
 * Keeps how the source writes each text, where it can stand as is in other
 * Markdown: the value itself, or one line (longer text inside a list or a
 * quote carries the container's indentation or `>` marks).
 */
function keepWrittenText(tree: Root, source: string): void {
  visit(tree, 'text', (text) => {
    const written = sourceOf(text, source);
    if (written !== null && (written === text.value || !written.includes('\n'))) {
      text.data = {...text.data, written};
    }
  });
}

/**
 * Takes `{#id}` off the end of a heading's text into `data.id`, as the site's
 * build does, and the escaped `\{#id}` off the text as written.
 */
function takeHeadingId(heading: Heading): void {
  const {id} = parseMarkdownHeadingId(toString(heading), 'classic');
  const last = heading.children.at(-1);
  if (!id || last?.type !== 'text') {
    return;
  }
  const rest = parseMarkdownHeadingId(last.value, 'classic').text;
  if (rest || heading.children.length === 1) {
    const {written, ...data} = last.data ?? {};
    const writtenRest = written?.replace(/\s*\\\{#[^}]*\}$/, '');
    last.value = rest;
    last.data = writtenRest === written ? data : {...data, written: writtenRest};
  } else {
    heading.children.pop();
  }
  heading.data = {...heading.data, id};
}

/**
 * An MDX page (front matter included) as a tree. `{#id}` heading suffixes are
 * escaped first, as the site's build does, because MDX would read them as
 * JavaScript expressions.
 */
export function parseMdx(source: string): Root {
  const escaped = escapeMarkdownHeadingIds(source);
  const tree = parser.parse(escaped);
  restoreCodeLines(tree, source, escaped);
  keepWrittenText(tree, escaped);
  visit(tree, 'heading', takeHeadingId);
  return tree;
}

export interface MarkdownHeading {
  depth: number;
  /** The text a reader sees: inline Markdown removed, no `{#id}`. */
  text: string;
  /** The anchor the page gives it: the explicit id, else the slug of its text. */
  id: string;
  /** The explicit `{#id}`, or null when the heading has none. */
  explicitId: string | null;
  /** 1-based line number in the source. */
  line: number;
}

/** Every heading of the page, in order, with the anchors the site's build gives them. */
export function headingsOf(tree: Root): MarkdownHeading[] {
  const slugger = createSlugger();
  const headings: MarkdownHeading[] = [];
  visit(tree, 'heading', (heading) => {
    const text = toString(heading).trim();
    const explicitId = heading.data?.id ?? null;
    headings.push({
      depth: heading.depth,
      text,
      id: explicitId ?? slugger.slug(text),
      explicitId,
      line: heading.position?.start.line ?? 0,
    });
  });
  return headings;
}
