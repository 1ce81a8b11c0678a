/**
 * What the reference pages say about each section, read from their syntax
 * trees (src/utils/markdownUtils.ts): the first sentence of the section, for
 * the tooltip of a linked option, and the code the section shows, to tell
 * whether it documents a key nested in its option. Pure functions.
 */
import type {Nodes, Paragraph, Root, RootContent} from 'mdast';
import {headingsOf} from '../../utils/markdownUtils';

export interface ReferenceSection {
  /** The first sentence of the section's first paragraph, as plain text. */
  description: string;
  /** The code of the section and its subsections (code blocks and inline code), one piece a line. */
  code: string;
}

export interface ReferencePage {
  /** The page before its first heading. */
  intro: ReferenceSection;
  /** Each heading's section, by the heading's id. */
  sections: Record<string, ReferenceSection>;
}

/** Reference pages of one language, by path without the language's prefix (`/config/lib/format`). */
export type ReferencePages = Record<string, ReferencePage>;

/** A paragraph's text with, for each character, whether it is prose (not inline code). */
function paragraphText(paragraph: Paragraph): {text: string; prose: boolean[]} {
  let text = '';
  const prose: boolean[] = [];
  const add = (value: string, isProse: boolean) => {
    const flattened = value.replace(/\s+/g, ' ');
    text += flattened;
    prose.push(...Array.from(flattened, () => isProse));
  };
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'text':
        add(node.value, true);
        break;
      case 'inlineCode':
        add(node.value, false);
        break;
      case 'break':
        add(' ', true);
        break;
      case 'image':
        add(node.alt ?? '', true);
        break;
      case 'mdxTextExpression':
        break;
      default:
        if ('children' in node) {
          node.children.forEach((child) => visit(child as Nodes));
        }
    }
  };
  visit(paragraph);
  return {text, prose};
}

/** Words whose period does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf)$/i;
const CJK_END = new Set(['。', '！', '？']);
const LATIN_END = new Set(['.', '!', '?']);

/**
 * The first sentence of a paragraph, in English or Chinese: up to the first
 * `。！？`, or the first `.!?` followed by a space or the end, outside inline
 * code and abbreviations. The whole paragraph when it is one sentence, its
 * closing colon made a full stop.
 */
export function firstSentence(paragraph: Paragraph): string {
  const {text, prose} = paragraphText(paragraph);
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (!prose[index]) {
      continue;
    }
    const isEnd =
      CJK_END.has(char) ||
      (LATIN_END.has(char) &&
        (index + 1 === text.length || text[index + 1] === ' ') &&
        !ABBREVIATION.test(text.slice(0, index)));
    if (isEnd) {
      return text.slice(0, index + 1).trim();
    }
  }
  return endAsSentence(text.trim());
}

/** A paragraph that introduces what follows (`…, in this order:`) reads as a sentence on its own. */
function endAsSentence(text: string): string {
  return text.replace(/:$/, '.').replace(/：$/, '。');
}

function codeOf(nodes: RootContent[]): string {
  const pieces: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      pieces.push(node.value);
    } else if ('children' in node) {
      node.children.forEach((child) => visit(child as Nodes));
    }
  };
  nodes.forEach(visit);
  return pieces.join('\n');
}

function sectionOf(nodes: RootContent[], ownContent: RootContent[]): ReferenceSection {
  const paragraph = ownContent.find((node): node is Paragraph => node.type === 'paragraph');
  return {description: paragraph ? firstSentence(paragraph) : '', code: codeOf(nodes)};
}

/**
 * The sections of a page parsed with `parseMdx`, by the ids the build gives
 * its headings: a section runs to the next heading of the same or a
 * higher level; its description comes from its own text, before any
 * subheading.
 */
export function referencePage(tree: Root): ReferencePage {
  const nodes = tree.children;
  const headingAt = nodes.flatMap((node, index) => (node.type === 'heading' ? [index] : []));
  const firstHeading = headingAt[0] ?? nodes.length;
  const idAtLine = new Map(headingsOf(tree).map((heading) => [heading.line, heading.id]));
  const sections: Record<string, ReferenceSection> = {};
  headingAt.forEach((start, position) => {
    const heading = nodes[start];
    if (heading.type !== 'heading') {
      return;
    }
    const id = idAtLine.get(heading.position?.start.line ?? 0)!;
    const end = headingAt
      .slice(position + 1)
      .find((index) => (nodes[index] as {depth: number}).depth <= heading.depth);
    const nextHeading = headingAt[position + 1] ?? nodes.length;
    sections[id] = sectionOf(nodes.slice(start + 1, end), nodes.slice(start + 1, nextHeading));
  });
  return {intro: sectionOf(nodes, nodes.slice(0, firstHeading)), sections};
}

/** Whether a section's code names a key: `root` in `{ root?: string }`, `'import.meta.url'`. */
export function codeMentions(section: ReferenceSection, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`).test(section.code);
}
