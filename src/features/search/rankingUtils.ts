/**
 * The search hits: the worker's results as candidates, pages ranked by what
 * they say about the query (a title or an option named by it, its category,
 * its headings, its description, its text), and the hits shown for each page
 * with their excerpts. Pure functions.
 */
import {
  SearchDocumentType,
  type PageTextSection,
  type WorkerSearchResult,
} from '@site/src/features/search/indexFormat';
import {
  documentExcerpt,
  highlightTerms,
  typedMatch,
  type ExcerptSegment,
} from '@site/src/features/search/excerptUtils';
import {bestSections} from '@site/src/features/search/pageTextUtils';
import {looksLikeCode, type TypedQuery} from '@site/src/features/search/queryUtils';
import {SEARCH_RESULT_LIMIT} from '@site/src/features/search/dialogUtils';

export type SearchHitKind = 'title' | 'header' | 'content';

/** The page of a hit. */
export interface HitPage {
  url: string;
  title: string;
  /** Its place on the site: the navbar item, then the sidebar categories. */
  trail: string[];
  /** Its text file (pages of the body index), relative to the language's base URL. */
  textFile?: string;
}

/**
 * One match of the worker, before it is shown: a title, heading, category or
 * description with its text, or a page's text as a whole (`text` null: its
 * sections come from the page's text file).
 */
export interface Candidate {
  type: number;
  page: HitPage;
  /** The heading's hash (`#id`), or '' for the page itself. */
  hash: string;
  text: string | null;
  /** The index terms that matched (stems for English). */
  terms: string[];
  /** The words of the query the worker searched. */
  tokens: string[];
  /** What a text holds when it matches the query that produced it as typed. */
  typed: TypedQuery;
  /** Lunr's score of the match. */
  score: number;
  /**
   * The words of the query it holds, when only some (a title that names one
   * word of two), and how many the query has: it counts only on a page that
   * holds every word somewhere. Undefined when it holds them all.
   */
  share?: WordShare;
  /** It holds every word, but no section of its page does (its sections are apart). */
  scattered?: boolean;
  /** It matched a synonym of what was typed. */
  synonym: boolean;
  /** The query asks what something is. */
  definition?: boolean;
}

export interface SearchHit {
  /** Unique within one result list. */
  id: string;
  kind: SearchHitKind;
  /** The plugin's document kind the hit is from (`SearchDocumentType`). */
  type: number;
  /** Whether the excerpt is the identifiers of the section's code rather than its text. */
  code: boolean;
  /** Where the hit links to: the page URL plus the heading hash. */
  url: string;
  pageTitle: string;
  /** The page's place on the site (navbar item, categories). */
  trail: string[];
  /** The heading or section the hit is in, when it is not the page title. */
  section: string | null;
  excerpt: ExcerptSegment[];
}

export interface SearchHitGroup {
  pageUrl: string;
  pageTitle: string;
  trail: string[];
  hits: SearchHit[];
}

/** Some of the words of a query, how many it has, and how much of the query they say (0 to 1). */
export interface WordShare {
  words: string[];
  of: number;
  weight: number;
}

/** What the worker's results came from: the searched plan's query as typed and whether it is a synonym. */
export interface CandidateSource {
  typed: TypedQuery;
  synonym: boolean;
  definition?: boolean;
  /** The words of the query searched, when only some. */
  share?: WordShare;
}

function pageOf(document: WorkerSearchResult['document']): HitPage {
  return {
    url: document.u ?? '',
    title: document.t ?? '',
    trail: document.b ?? [],
    textFile: document.x,
  };
}

/** The worker's results as candidates. */
export function toCandidates(
  results: readonly WorkerSearchResult[],
  {typed, synonym, share, definition}: CandidateSource,
): Candidate[] {
  return results.flatMap((result): Candidate[] => {
    const {document, type} = result;
    const page = type === SearchDocumentType.Title ? pageOf(document) : result.page || null;
    if (!page) {
      return [];
    }
    return [
      {
        type,
        page: 'url' in page ? page : pageOf(page),
        hash: type === SearchDocumentType.Heading ? (document.h ?? '') : '',
        text: type === SearchDocumentType.Content ? null : (document.t ?? ''),
        terms: Object.keys(result.metadata ?? {}),
        tokens: result.tokens,
        typed,
        score: result.score,
        share,
        synonym,
        definition,
      },
    ];
  });
}

/**
 * What a match says about its page: the title naming the query says most,
 * then the page's sidebar category, a heading, the description, and last the
 * text.
 */
const TYPE_WEIGHT: Record<number, number> = {
  [SearchDocumentType.Title]: 10,
  [SearchDocumentType.Keywords]: 6,
  [SearchDocumentType.Heading]: 4,
  [SearchDocumentType.Description]: 3.5,
  [SearchDocumentType.Content]: 1.5,
};
/** A text that holds the query as typed (an error message, `loadConfig`, 样式文件). */
const EXACT_FACTOR = 3;
/** A text that holds each phrase of the query as typed, though apart ("输出目录……配置"). */
const PHRASES_FACTOR = 2;
/** A title or heading that is the query: the page or section owns the topic (`lib.umdName` for `umdname`). */
const OWNER_FACTOR = 2;
/**
 * A match whose text lacks the query as typed when what was typed is precise:
 * Chinese words (the index matched their characters one by one, which long
 * pages do by chance) or code (`--lib`, `import.meta.url`: the index matched
 * its words, `lib` of `lib.format`).
 */
const IMPRECISE_FACTOR = 0.3;
/** A match of a synonym of what was typed rather than of the words typed. */
const SYNONYM_FACTOR = 0.8;
/**
 * A heading, description or text on a summary page (glossary, overview, FAQ):
 * such pages name many topics to send readers to the page that owns each.
 */
const SUMMARY_PAGE_FACTOR = 0.5;
/** The glossary answering a question of what something is ("什么是 bundleless"). */
const DEFINITION_FACTOR = 2;
/** The blog's posts rank below the docs that answer the same query. */
const BLOG_FACTOR = 0.4;
/** A page's text whose sections hold the words only apart. */
const SCATTERED_SECTION_FACTOR = 0.5;

/** Hits shown per page before the next page, so that the dialog offers several pages. */
export const HITS_PER_PAGE = 2;

/**
 * Pages that name many topics to send readers elsewhere, as paths under each
 * language's base URL (`*` ends a prefix): the glossary, the features
 * overview, the FAQ pages, and every section's index page (`/config/`,
 * `/guide/migration/`: their URL ends with a slash).
 */
export const SUMMARY_PAGES = ['guide/start/glossary', 'guide/start/features', 'guide/faq/*'];

/** The page that says what each term means, under each language's base URL. */
export const GLOSSARY_PAGE = 'guide/start/glossary';

/** The blog's pages, under each language's base URL. */
export const BLOG_PATH = 'blog/';

/** Whether the page at `pageUrl` is a summary page of the language at `localeBaseUrl`. */
export function isSummaryPage(pageUrl: string, localeBaseUrl: string): boolean {
  const path = pageUrl.split('#')[0];
  if (path.endsWith('/') && path !== localeBaseUrl) {
    return true;
  }
  return SUMMARY_PAGES.some((page) =>
    page.endsWith('*')
      ? path.startsWith(`${localeBaseUrl}${page.slice(0, -1)}`)
      : path === `${localeBaseUrl}${page}`,
  );
}

/** Whether the page at `pageUrl` is a blog post of the language at `localeBaseUrl`. */
export function isBlogPage(pageUrl: string, localeBaseUrl: string): boolean {
  return pageUrl.startsWith(`${localeBaseUrl}${BLOG_PATH}`);
}

/** The words of a title or heading as one lower-case name: `lib.umdName` → `libumdname`. */
function nameOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a title or heading is what was typed: the same words, or the last
 * part of a dotted option name (`output.distPath` for `distpath` or
 * `dist path`, `lib.umdName` for `umd name`).
 */
export function namesQuery(text: string, typed: TypedQuery): boolean {
  const query = nameOf(typed.whole);
  if (query === '') {
    return false;
  }
  return nameOf(text) === query || nameOf(text.split('.').at(-1) ?? '') === query;
}

/** The share of the query's phrases a text holds as typed (0 to 1). */
function heldParts(text: string, typed: TypedQuery): number {
  if (typed.parts.length < 2) {
    return 0;
  }
  return (
    typed.parts.filter((part) => typedMatch(text, {whole: part, parts: [part]}) === 2).length /
    typed.parts.length
  );
}

/** Whether a candidate's text names the words of the query it holds. */
function namesHeldWords({text, share}: Candidate): boolean {
  return (
    text !== null &&
    share !== undefined &&
    namesQuery(text, {whole: share.words.join(' '), parts: share.words})
  );
}

/**
 * Whether a query is typed precisely enough that a text lacking it as typed
 * is a chance match: Chinese words, or code (a flag, a dotted or underscored
 * name, a path, a quoted string).
 */
export function isPrecise(typed: TypedQuery): boolean {
  return typed.parts.some(
    (phrase) => /\p{Unified_Ideograph}{2}/u.test(phrase) || looksLikeCode(phrase),
  );
}

/** What kind of page a URL is: a summary page, the glossary, a blog post. */
export interface PageKinds {
  summaryPage: (pageUrl: string) => boolean;
  glossaryPage: (pageUrl: string) => boolean;
  blogPage: (pageUrl: string) => boolean;
}

/** The kinds of the pages of the language at `localeBaseUrl`. */
export function pageKinds(localeBaseUrl: string): PageKinds {
  return {
    summaryPage: (url) => isSummaryPage(url, localeBaseUrl),
    glossaryPage: (url) => url.split('#')[0] === `${localeBaseUrl}${GLOSSARY_PAGE}`,
    blogPage: (url) => isBlogPage(url, localeBaseUrl),
  };
}

/** What the ranking knows about the pages of a result list. */
export interface RankingContext {
  summaryPage: (pageUrl: string) => boolean;
  glossaryPage: (pageUrl: string) => boolean;
  blogPage: (pageUrl: string) => boolean;
  /** How many pages of a category have a heading of this text (`headingKey`) among the candidates. */
  headingPages: ReadonlyMap<string, number>;
  /** The best lunr score of a page's text, for scaling. */
  topContentScore: number;
  /** The pages that hold every word of the query, in one match or in several. */
  completePages: ReadonlySet<string>;
  /** How many pages' titles hold a word of the query (for titles that hold only some). */
  titlePages: ReadonlyMap<string, number>;
}

/**
 * A heading as the pages of one sidebar category share it: the category, and
 * the heading's words without the step number of a numbered heading. Sibling
 * pages that repeat a heading ("1. Install Rslib" in every migration guide)
 * follow one template; pages of different categories that share one (IIFE in
 * the glossary and on the format pages) each treat the topic.
 */
const headingKey = (page: HitPage, text: string) =>
  `${page.trail.join('\u0000')}\u0000${nameOf(text.replace(/^\s*\d+[.)]\s*/, ''))}`;

/** The ranking context of a list of candidates. */
export function rankingContext(
  candidates: readonly Candidate[],
  {summaryPage, glossaryPage, blogPage}: PageKinds,
): RankingContext {
  const pagesByHeading = new Map<string, Set<string>>();
  const shares = new Map<string, {words: Set<string>; of: number}>();
  const titlePagesByWord = new Map<string, Set<string>>();
  const completePages = new Set<string>();
  let topContentScore = 0;
  for (const candidate of candidates) {
    const url = candidate.page.url;
    if (candidate.share && namesHeldWords(candidate)) {
      // A title that is one of the words (`lib.banner` for "顶部加 banner") is about it,
      // whatever else the query says.
      completePages.add(url);
    }
    if (candidate.share) {
      const known = shares.get(url) ?? {words: new Set<string>(), of: candidate.share.of};
      candidate.share.words.forEach((word) => known.words.add(word));
      shares.set(url, known);
      if (candidate.type === SearchDocumentType.Title) {
        for (const word of candidate.share.words) {
          const pages = titlePagesByWord.get(word) ?? new Set<string>();
          pages.add(url);
          titlePagesByWord.set(word, pages);
        }
      }
    } else {
      completePages.add(url);
    }
    if (candidate.type === SearchDocumentType.Heading && candidate.text !== null) {
      const key = headingKey(candidate.page, candidate.text);
      const pages = pagesByHeading.get(key) ?? new Set<string>();
      pages.add(candidate.page.url);
      pagesByHeading.set(key, pages);
    }
    if (candidate.type === SearchDocumentType.Content) {
      topContentScore = Math.max(topContentScore, candidate.score);
    }
  }
  // A query of three words or more is answered by a page that lacks one.
  for (const [url, {words, of}] of shares) {
    if (words.size >= (of >= 3 ? of - 1 : of)) {
      completePages.add(url);
    }
  }
  return {
    summaryPage,
    glossaryPage,
    blogPage,
    headingPages: new Map([...pagesByHeading].map(([key, pages]) => [key, pages.size])),
    topContentScore,
    completePages,
    titlePages: new Map([...titlePagesByWord].map(([word, pages]) => [word, pages.size])),
  };
}

/**
 * The weight of a candidate (see `TYPE_WEIGHT` and the factors above). A
 * heading that many pages share (each migration guide's "Install Rslib") says
 * little about any of them: its weight is shared among them. A page's text
 * weighs more the better lunr scores it.
 */
export function candidateWeight(candidate: Candidate, context: RankingContext): number {
  const {type, text, page, typed} = candidate;
  const isTitle = type === SearchDocumentType.Title || type === SearchDocumentType.Keywords;
  let weight = TYPE_WEIGHT[type] ?? 1;
  if (text !== null) {
    const match = typedMatch(text, typed);
    if (match === 2) {
      weight *= EXACT_FACTOR;
    } else if (match === 1) {
      weight *= PHRASES_FACTOR;
    } else if (isPrecise(typed)) {
      // The more of the query's phrases it holds as typed, the less it is by chance.
      weight *= IMPRECISE_FACTOR + (1 - IMPRECISE_FACTOR) * heldParts(text, typed);
    }
    // A title or heading that names the query, or the words of it that it
    // holds (`output.cleanDistPath` for "cleandistpath dist"), owns them.
    const named = candidate.share ? namesHeldWords(candidate) : namesQuery(text, typed);
    if ((type === SearchDocumentType.Title || type === SearchDocumentType.Heading) && named) {
      weight *= OWNER_FACTOR;
    }
    if (type === SearchDocumentType.Heading) {
      weight /= context.headingPages.get(headingKey(page, text)) ?? 1;
    }
  }
  if (type === SearchDocumentType.Content) {
    if (context.topContentScore > 0) {
      weight *= 0.75 + (0.5 * candidate.score) / context.topContentScore;
    }
    // A page's text not read yet is taken to lack a precise query as typed,
    // until its sections show otherwise.
    if (text === null && isPrecise(typed)) {
      weight *= IMPRECISE_FACTOR;
    }
  }
  if (candidate.definition && context.glossaryPage(page.url)) {
    weight *= DEFINITION_FACTOR;
  } else if (context.summaryPage(page.url) && !isTitle) {
    weight *= SUMMARY_PAGE_FACTOR;
  }
  if (context.blogPage(page.url)) {
    weight *= BLOG_FACTOR;
  }
  if (candidate.share) {
    // A title naming one word of two says more than a heading doing so: the
    // page is about that word, and holds the other; the fewer titles hold the
    // word, the more it says (`banner` of "license banner", not `module` of
    // "hot module replacement").
    const {words, weight: share} = candidate.share;
    if (type === SearchDocumentType.Title) {
      const titles = Math.min(...words.map((word) => context.titlePages.get(word) ?? 1));
      weight *= Math.sqrt(share / titles);
    } else {
      weight *= share;
    }
  }
  if (candidate.scattered) {
    weight *= SCATTERED_SECTION_FACTOR;
  }
  if (candidate.synonym) {
    weight *= SYNONYM_FACTOR;
  }
  return weight;
}

/** A page of the result list with its candidates, best first. */
export interface RankedPage {
  page: HitPage;
  weight: number;
  candidates: Candidate[];
}

/**
 * The pages of the candidates, best first. A page weighs its best candidate
 * plus half of the others, at most half as much again (many passing mentions
 * do not make a page about the query); of two pages that weigh the same, the
 * one with more candidates comes first, then the order of the candidates.
 * One candidate per document and kind (the same title matched as typed and
 * as a synonym counts once, at its best).
 */
export function rankPages(candidates: readonly Candidate[], context: RankingContext): RankedPage[] {
  const pages = new Map<
    string,
    {page: HitPage; order: number; items: Map<string, {candidate: Candidate; weight: number}>}
  >();
  candidates.forEach((candidate, order) => {
    const url = candidate.page.url;
    if (!context.completePages.has(url)) {
      return;
    }
    let entry = pages.get(url);
    if (!entry) {
      entry = {page: candidate.page, order, items: new Map()};
      pages.set(url, entry);
    }
    if (!entry.page.textFile && candidate.page.textFile) {
      entry.page = {...entry.page, textFile: candidate.page.textFile};
    }
    const key = `${candidate.type}\u0000${candidate.hash}\u0000${candidate.text ?? ''}`;
    const weight = candidateWeight(candidate, context);
    const known = entry.items.get(key);
    if (!known || known.weight < weight) {
      entry.items.set(key, {candidate, weight});
    }
  });
  return [...pages.values()]
    .map(({page, order, items}) => {
      const weighed = [...items.values()].sort((a, b) => b.weight - a.weight);
      const best = weighed[0].weight;
      const others = weighed.slice(1).reduce((sum, item) => sum + item.weight / 2, 0);
      return {
        page,
        order,
        weight: best + Math.min(best / 2, others),
        candidates: weighed.map((item) => item.candidate),
      };
    })
    .sort(
      (a, b) =>
        b.weight - a.weight || b.candidates.length - a.candidates.length || a.order - b.order,
    )
    .map(({page, weight, candidates: ranked}) => ({page, weight, candidates: ranked}));
}

/**
 * A page's text candidate replaced by its best sections (at most
 * `HITS_PER_PAGE`), each a candidate with the section's heading and text: one
 * that holds every phrase as typed weighs as an exact match; one that holds
 * only some of the words weighs less (`scattered`). A page whose text holds
 * the words in no section keeps a candidate for its top, as it has the words.
 */
export function sectionCandidates(
  candidate: Candidate,
  sections: readonly PageTextSection[],
): Candidate[] {
  const matches = bestSections(sections, candidate.terms, candidate.typed, HITS_PER_PAGE);
  if (matches.length === 0) {
    return [{...candidate, text: ''}];
  }
  return matches.map(({section: [hash, heading, text], coverage}) => ({
    ...candidate,
    hash,
    // The section's heading keeps its words searchable for the exact match; the
    // excerpt is cut from the text alone.
    text: `${heading}\n${text}`,
    scattered: coverage < 1,
  }));
}

/** The pages whose text candidate needs the page's text file, among the first `pageLimit`. */
export function pagesNeedingText(ranked: readonly RankedPage[], pageLimit: number): string[] {
  return ranked
    .slice(0, pageLimit)
    .filter(
      ({page, candidates}) =>
        page.textFile !== undefined &&
        candidates.some(
          (candidate) => candidate.type === SearchDocumentType.Content && candidate.text === null,
        ),
    )
    .map(({page}) => page.textFile!);
}

/**
 * The candidates with each page text candidate replaced by its sections, for
 * the pages whose text file is in `texts` (by text file); others stay.
 */
export function withSections(
  candidates: readonly Candidate[],
  texts: ReadonlyMap<string, readonly PageTextSection[]>,
): Candidate[] {
  return candidates.flatMap((candidate) => {
    const sections =
      candidate.type === SearchDocumentType.Content && candidate.text === null
        ? texts.get(candidate.page.textFile ?? '')
        : undefined;
    return sections ? sectionCandidates(candidate, sections) : [candidate];
  });
}

export function hitKind(type: number): SearchHitKind {
  if (type === SearchDocumentType.Title || type === SearchDocumentType.Keywords) {
    return 'title';
  }
  return type === SearchDocumentType.Heading ? 'header' : 'content';
}

/** A candidate as shown: its link, section and excerpt with the matched words marked. */
export function toHit(candidate: Candidate, id: string): SearchHit {
  const {type, page, hash, text} = candidate;
  const kind = hitKind(type);
  const words = highlightTerms([...candidate.tokens, ...candidate.terms]);
  let section: string | null = null;
  let excerptText = text ?? '';
  if (type === SearchDocumentType.Content && text !== null) {
    const breakAt = text.indexOf('\n');
    const heading = breakAt === -1 ? '' : text.slice(0, breakAt);
    excerptText = breakAt === -1 ? text : text.slice(breakAt + 1);
    section = hash !== '' && heading !== page.title ? heading : null;
  } else if (type === SearchDocumentType.Keywords) {
    // The categories matched: the hit names the page they file it under.
    excerptText = page.title;
  }
  const {excerpt, code} = documentExcerpt(excerptText, words);
  return {
    id,
    kind,
    type,
    code,
    url: `${page.url}${hash}`,
    pageTitle: page.title,
    trail: page.trail,
    section,
    excerpt,
  };
}

/**
 * The hits shown for ranked pages, page by page, at most `limit`: each page's
 * best candidates (at most `HITS_PER_PAGE`, one on a summary page), one per
 * link, a page text candidate that is still without its sections shown as
 * the page's top.
 */
export function selectHits(
  ranked: readonly RankedPage[],
  summaryPage: (pageUrl: string) => boolean,
  limit: number = SEARCH_RESULT_LIMIT,
): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const {page, candidates} of ranked) {
    const perPage = summaryPage(page.url) ? 1 : HITS_PER_PAGE;
    const links = new Set<string>();
    for (const candidate of candidates) {
      const hit = toHit(
        candidate.text === null ? {...candidate, text: ''} : candidate,
        `${page.url}${candidate.hash}#${hits.length}`,
      );
      if (links.has(hit.url)) {
        continue;
      }
      links.add(hit.url);
      hits.push(hit);
      if (links.size >= perPage || hits.length >= limit) {
        break;
      }
    }
    if (hits.length >= limit) {
      break;
    }
  }
  return hits;
}

/** Groups hits by page, pages in the order of their first hit, hits in their order. */
export function groupHitsByPage(hits: readonly SearchHit[]): SearchHitGroup[] {
  const groups = new Map<string, SearchHitGroup>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0];
    let group = groups.get(pageUrl);
    if (!group) {
      group = {pageUrl, pageTitle: hit.pageTitle, trail: hit.trail, hits: []};
      groups.set(pageUrl, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The hits in the order they are shown (page by page). */
export function flattenGroups(groups: readonly SearchHitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}

/**
 * The hits shown once more results arrive for the same query: those already
 * shown stay where they are (the reader may be pointing at one), and the new
 * pages' hits follow, in their ranked order, up to `limit`.
 */
export function appendNewPages(
  shown: readonly SearchHit[],
  ranked: readonly SearchHit[],
  limit: number = SEARCH_RESULT_LIMIT,
): SearchHit[] {
  const pageOfHit = (hit: SearchHit) => hit.url.split('#')[0];
  const known = new Set(shown.map(pageOfHit));
  return [...shown, ...ranked.filter((hit) => !known.has(pageOfHit(hit)))].slice(0, limit);
}
