/**
 * Shapes the index that `@easyops-cn/docusaurus-search-local` writes into the
 * files of `src/features/search/indexFormat.ts`: a topic index (titles,
 * headings, sidebar categories), a body index (one document per page over its
 * whole text, without the text) and a text file per page (its sections, with
 * the identifiers of their code), the indexes in the plugin's own format so
 * that its worker loads and searches them. Pure functions: no file system.
 */
// Node loads this plugin before the @site alias exists, hence the relative paths.
import {createHash} from 'node:crypto';
import {visit} from 'unist-util-visit';
import {parseMdx, headingsOf} from '../../utils/markdownUtils';
import {
  BODY_STOP_WORDS,
  CODE_TERMS_SEPARATOR,
  isBodyIndexedWord,
  joinedName,
  type PageTextSection,
  type SearchDocument,
} from '../../features/search/indexFormat';

/** One document of the plugin's index as it writes it, with its text. */
export interface IndexDocument extends SearchDocument {
  t: string;
}

/** A lunr index as `lunr.Index#toJSON` writes it. */
export interface SerializedIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
  pipeline: string[];
}

/** One part of the plugin's index file: the documents of one kind and their lunr index. */
export interface IndexPart<Document extends SearchDocument = IndexDocument> {
  documents: Document[];
  index: SerializedIndex;
}

/** Rounding of the term weights of titles, headings and descriptions (short texts: finer steps). */
export const TOPIC_WEIGHT_STEP = 0.1;

/** The plugin's kinds, in the order of its index file. */
export const PART = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

/**
 * Words of code that say nothing to a reader: the syntax of the languages the
 * docs show (the option names, flags, values and error codes are what readers type).
 */
const CODE_NOISE = new Set(
  (
    'import from export default const let var function return true false null undefined ' +
    'new this async await if else for of in as type interface extends typeof void ' +
    'require module exports js ts mjs cjs tsx jsx json'
  ).split(' '),
);

/**
 * The identifiers of a piece of code that readers search for: option names,
 * values, flags, package names, environment variables, error codes, dotted
 * paths (`import.meta.url`), each once, in order of appearance. Syntax words,
 * numbers and one-letter names are left out.
 */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [raw] of code.matchAll(/(?:--|@)?[A-Za-z_$][\w$]*(?:[./:-][\w$]+)*/g)) {
    const token = raw.replace(/[.:-]+$/, '');
    const words = token.toLowerCase().match(/[a-z0-9_]+/g) ?? [];
    if (words.every((word) => CODE_NOISE.has(word) || word.length < 2)) {
      continue;
    }
    found.add(token);
  }
  return [...found];
}

/** Languages of code blocks that hold commands a reader runs in a terminal. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/**
 * The commands of a shell code block, each line as a reader copies it (no
 * comments, no prompt): what readers paste into search whole ("rslib build
 * --watch"), beside the identifiers the line is made of.
 */
export function commandLines(lang: string | null | undefined, code: string): string[] {
  if (!lang || !SHELL_LANGUAGES.has(lang)) {
    return [];
  }
  return code
    .split('\n')
    .map((line) => line.replace(/^\s*\$\s*/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#') && line.includes(' '));
}

/**
 * The code identifiers and shell commands of each section of an MDX page, keyed as the plugin
 * keys its content documents: `''` for the text under the title, `#id` for the
 * section of an h2 or h3 (an h4 belongs to the section it is in).
 */
export function codeTermsBySection(source: string): Map<string, string[]> {
  const tree = parseMdx(source);
  const ids = headingsOf(tree).map((heading) => heading.id);
  const sections = new Map<string, Set<string>>();
  let headingIndex = 0;
  let current = '';
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const id = ids[headingIndex];
      headingIndex += 1;
      if (node.depth <= 3) {
        current = node.depth === 1 ? '' : `#${id}`;
      }
    } else if (node.type === 'code') {
      const terms = sections.get(current) ?? new Set<string>();
      for (const term of [...codeIdentifiers(node.value), ...commandLines(node.lang, node.value)]) {
        terms.add(term);
      }
      sections.set(current, terms);
    }
  });
  return new Map([...sections].map(([hash, terms]) => [hash, [...terms]]));
}

/** The words of a text as the index splits it (Latin words; Chinese runs stay whole). */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\w+/g) ?? []);
}

/**
 * The content documents with the code identifiers of their section appended
 * after `CODE_TERMS_SEPARATOR`: those with a word the section's text lacks,
 * and the shell commands the text does not have as written. A
 * section with code but no text gets a document of its own (its heading from
 * `headings`, its id after the largest one in use).
 */
export function withCodeTerms(
  content: readonly IndexDocument[],
  headings: readonly IndexDocument[],
  titles: readonly IndexDocument[],
  codeTerms: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
): IndexDocument[] {
  let nextId = Math.max(0, ...[...titles, ...headings, ...content].map((doc) => doc.i)) + 1;
  const result: IndexDocument[] = [];
  const seen = new Set<string>();
  const append = (doc: IndexDocument, terms: readonly string[] | undefined): IndexDocument => {
    const prose = wordsOf(doc.t);
    // A command is kept whole unless the text has it as written; an identifier,
    // unless the text has its words.
    const extra = (terms ?? []).filter((term) =>
      term.includes(' ')
        ? !doc.t.includes(term)
        : [...wordsOf(term)].some((word) => !prose.has(word)),
    );
    return extra.length > 0
      ? {...doc, t: `${doc.t}${CODE_TERMS_SEPARATOR}${extra.join(' ')}`}
      : doc;
  };
  for (const doc of content) {
    seen.add(`${doc.u}${doc.h ?? ''}`);
    result.push(append(doc, codeTerms.get(doc.u ?? '')?.get(doc.h ?? '')));
  }
  for (const title of titles) {
    for (const [hash, terms] of codeTerms.get(title.u ?? '') ?? []) {
      if (seen.has(`${title.u}${hash}`) || terms.length === 0) {
        continue;
      }
      const heading = headings.find((doc) => doc.u === title.u && doc.h === hash);
      if (hash !== '' && !heading) {
        continue;
      }
      const doc = {i: nextId, t: '', s: heading?.t ?? title.t, u: title.u, h: hash, p: title.i};
      nextId += 1;
      result.push(append(doc, terms));
    }
  }
  return result;
}

/**
 * The keywords documents (a page's `keywords` front matter: what readers type
 * for its topic that its title and headings do not say) with each page's
 * sidebar categories added (the plugin's breadcrumb without the navbar item:
 * "FAQ", "Migration"), so that a search for a category finds the pages filed
 * under it. Each document keeps its id, text and page id only: the worker
 * finds the page's title and URL through the page id.
 */
export function withCategories(
  keywords: readonly IndexDocument[],
  titles: readonly IndexDocument[],
): IndexDocument[] {
  const result = keywords.map(({i, t, p}): IndexDocument => ({i, t, p}));
  for (const title of titles) {
    const categories = (title.b ?? []).slice(1).join(', ');
    if (categories === '') {
      continue;
    }
    const own = result.find((doc) => doc.p === title.i);
    if (own) {
      own.t = `${own.t}, ${categories}`;
    } else {
      result.push({i: title.i, t: categories, p: title.i});
    }
  }
  return result;
}

export interface CompactOptions {
  /**
   * Positions kept per term and document (the plugin stores them all for
   * highlighting): 0 drops them and their field.
   */
  positions: number;
  /** Terms kept in the index. */
  keepTerm: (term: string) => boolean;
  /** Step the term weights are rounded to (never to zero). */
  weightStep: number;
}

/**
 * A smaller lunr index that loads and searches the same way: terms left out
 * (from the postings and the document vectors), positions cut or dropped, and
 * the weights of the document vectors rounded.
 */
export function compactIndex(index: SerializedIndex, options: CompactOptions): SerializedIndex {
  const kept = new Set<number>();
  const invertedIndex = index.invertedIndex
    .filter(([term]) => options.keepTerm(term))
    .map(([term, posting]): [string, Record<string, unknown>] => {
      kept.add(posting._index as number);
      const compact: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(posting)) {
        compact[field] =
          field === '_index'
            ? value
            : Object.fromEntries(
                Object.entries(value as Record<string, {position?: unknown[]}>).map(
                  ([ref, metadata]) => [
                    ref,
                    options.positions > 0 && metadata.position
                      ? {position: metadata.position.slice(0, options.positions)}
                      : {},
                  ],
                ),
              );
      }
      return [term, compact];
    });
  const round = (weight: number) =>
    Math.max(options.weightStep, Math.round(weight / options.weightStep) * options.weightStep);
  const fieldVectors = index.fieldVectors.map(([ref, elements]): [string, number[]] => {
    const compact: number[] = [];
    for (let at = 0; at < elements.length; at += 2) {
      if (kept.has(elements[at])) {
        compact.push(elements[at], Number(round(elements[at + 1]).toFixed(3)));
      }
    }
    return [ref, compact];
  });
  return {...index, invertedIndex, fieldVectors};
}

/** Whether the body index keeps a term: not a stop word, a number or a lone Latin letter. */
export function keepBodyTerm(term: string): boolean {
  return !BODY_STOP_WORDS.has(term) && isBodyIndexedWord(term);
}

/** The documents of a part with new ids from `first`, and the map from old ids to new. */
export function renumber(
  documents: readonly IndexDocument[],
  first = 1,
): {
  documents: IndexDocument[];
  ids: Map<number, number>;
} {
  const ids = new Map<number, number>();
  return {
    documents: documents.map((doc, at) => {
      ids.set(doc.i, at + first);
      return {...doc, i: at + first};
    }),
    ids,
  };
}

/**
 * The topic index: titles (with their sidebar trail), headings and sidebar
 * categories, without term positions (the dialog finds the matched words in
 * the text itself); descriptions and content are left to the body.
 */
export function topicParts(parts: readonly IndexPart[]): IndexPart[] {
  const empty = emptyIndexOf(parts);
  return parts.map((part, kind) =>
    kind === PART.content || kind === PART.description
      ? {documents: [], index: empty}
      : {
          documents: part.documents,
          index: compactIndex(part.index, {
            positions: 0,
            keepTerm: () => true,
            weightStep: TOPIC_WEIGHT_STEP,
          }),
        },
  );
}

/**
 * The sections of each page, for its text file, by the page's id in the body
 * index (`pageIds`: the plugin's title ids to those): each content document
 * of the page (its text, with the identifiers of its code) in order.
 */
export function pageSections(
  content: readonly IndexDocument[],
  pageIds: ReadonlyMap<number, number>,
): Map<number, PageTextSection[]> {
  const pages = new Map<number, PageTextSection[]>();
  for (const doc of content) {
    const page = pageIds.get(doc.p!);
    if (page === undefined) {
      continue;
    }
    const sections = pages.get(page) ?? [];
    sections.push([doc.h ?? '', doc.s ?? '', doc.t]);
    pages.set(page, sections);
  }
  return pages;
}

/**
 * One body document per page, numbered from `firstId`, over the headings and
 * text of all its sections: what lunr indexes (the text itself is left out of
 * the index file: excerpts come from the page's text file).
 */
export function pageDocuments(
  pages: ReadonlyMap<number, readonly PageTextSection[]>,
  firstId: number,
): IndexDocument[] {
  return [...pages].map(([page, sections], at) => {
    const text = sections.map(([, heading, body]) => `${heading}\n${body}`).join('\n');
    return {i: firstId + at, p: page, t: `${text}\n${joinedNames(text).join(' ')}`};
  });
}

/**
 * The names of code in a text that punctuation splits into several words for
 * the index (`core-js`, `import.meta.url`, `@rslib/core`, `--no-bundle`), each
 * once as one word without its punctuation (`corejs`): a reader who types the
 * name finds the pages that have it as typed, not those with its words apart.
 */
export function joinedNames(text: string): string[] {
  const names = new Set<string>();
  for (const [name] of text.matchAll(/(?:--|@)?[A-Za-z_$][\w$]*(?:[-./:][A-Za-z_$\d][\w$]*)+/g)) {
    const joined = joinedName(name);
    if (/[a-z]/.test(joined)) {
      names.add(joined);
    }
  }
  return [...names];
}

/**
 * The body index, in the plugin's format (one part per kind, in its order):
 * the pages' titles over an empty index (the worker names each hit's page from
 * them), each with its trail and its text file; the descriptions; and the
 * pages' text documents without their text.
 */
export function bodyParts(
  parts: readonly IndexPart[],
  titles: readonly IndexDocument[],
  textFile: (page: number) => string,
  descriptions: IndexPart,
  pages: IndexPart,
): IndexPart<SearchDocument>[] {
  const empty = emptyIndexOf(parts);
  return parts.map((_part, kind): IndexPart<SearchDocument> => {
    switch (kind) {
      case PART.title:
        return {
          documents: titles.map(({i, t, u, b}) => ({i, t, u, b, x: textFile(i)})),
          index: empty,
        };
      case PART.description:
        return descriptions;
      case PART.content:
        return {documents: pages.documents.map(({i, p}) => ({i, p})), index: pages.index};
      default:
        return {documents: [], index: empty};
    }
  });
}

/** An index without documents, with the pipeline of the plugin's. */
function emptyIndexOf(parts: readonly IndexPart[]): SerializedIndex {
  const {version, fields, pipeline} = parts[PART.title].index;
  return {version, fields, fieldVectors: [], invertedIndex: [], pipeline};
}

/**
 * The files, besides the pages' Markdown, whose change changes the index: this
 * theme and the modules it imports (a unit test keeps the list complete), the
 * sidebars (categories become keywords), the site config (the plugin's
 * options), and the installed Docusaurus (it renders the HTML the plugin reads).
 */
export const INDEX_INPUTS = [
  'src/plugins/searchIndex/index.ts',
  'src/plugins/searchIndex/utils.ts',
  'src/plugins/searchIndex/vocabulary.ts',
  'src/internals/searchLocalServer.ts',
  'src/features/search/indexFormat.ts',
  'src/utils/markdownUtils.ts',
  'sidebars.ts',
  'i18n/zh/docusaurus-plugin-content-docs/current.json',
  'docusaurus.config.ts',
  'docusaurus.config.localized.json',
  'node_modules/@docusaurus/core/package.json',
  'node_modules/@docusaurus/theme-classic/package.json',
];

/** A file the index is built from, by its path in the site. */
export interface IndexInput {
  name: string;
  content: string | Uint8Array;
}

/**
 * A Markdown summary of the files that shape the index besides the pages'
 * Markdown: one line per file with a digest of its content, in a stable order.
 * The plugin names its index files by a hash of the Markdown it finds in its
 * `docsDir` folders; with this summary among them, a change to the sidebars,
 * the site config, the dependencies or this shaping code gives the index a new
 * name too, so that no reader keeps a cached index that no longer matches.
 */
export function indexInputsDigest(inputs: readonly IndexInput[]): string {
  const lines = [...inputs]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(
      ({name, content}) =>
        `- ${name}: ${createHash('sha256').update(content).digest('hex').slice(0, 16)}`,
    );
  return ['# Search index inputs', '', ...lines, ''].join('\n');
}
