/**
 * The search hits: the worker's results turned into hits with their excerpt,
 * grouped by page and ranked page by page (a page's title, its category, its
 * headings, its text; summary pages below the pages they point to). Pure functions.
 */
import {
  CODE_TERMS_SEPARATOR,
  SearchDocumentType,
  type WorkerSearchResult,
} from '@site/src/features/search/indexFormat';
import {
  containsPhrase,
  documentExcerpt,
  type ExcerptSegment,
} from '@site/src/features/search/excerptUtils';
import {SEARCH_RESULT_LIMIT} from '@site/src/features/search/dialogUtils';

export type SearchHitKind = 'title' | 'header' | 'content';

export interface SearchHit {
  /** Unique within one result list. */
  id: string;
  kind: SearchHitKind;
  /** The plugin's document kind the hit is from (`SearchDocumentType`). */
  type: number;
  /** Whether the excerpt is the identifiers of the section's code rather than its text. */
  code: boolean;
  /** Whether the document holds what was typed as it was typed (`phraseOf`), as whole words. */
  exact: boolean;
  /** Whether the document has only some of the words: its page has the others elsewhere. */
  partial: boolean;
  /** Where the hit links to: the page URL plus the heading hash. */
  url: string;
  pageTitle: string;
  /** The heading or section the hit is in, when it is not the page title. */
  section: string | null;
  excerpt: ExcerptSegment[];
}

export interface SearchHitGroup {
  pageUrl: string;
  pageTitle: string;
  hits: SearchHit[];
}

/** The positions the index reported for the document's text field. */
export function matchedPositions(metadata: WorkerSearchResult['metadata']): [number, number][] {
  const positions: [number, number][] = [];
  for (const fields of Object.values(metadata ?? {})) {
    positions.push(...(fields.t?.position ?? []));
  }
  return positions;
}

export function hitKind(type: number): SearchHitKind {
  if (type === SearchDocumentType.Title || type === SearchDocumentType.Keywords) {
    return 'title';
  }
  return type === SearchDocumentType.Heading ? 'header' : 'content';
}

/**
 * Turns the worker's results into hits: kind, link, titles, a highlighted
 * excerpt, and whether the document holds `phrase` (see `phraseOf`).
 */
export function toSearchHits(
  results: readonly WorkerSearchResult[],
  phrase: string = '',
): SearchHit[] {
  return results.map((result, index) => {
    const {document, type, tokens} = result;
    const kind = hitKind(type);
    const page = result.page || null;
    const pageTitle =
      type === SearchDocumentType.Title ? document.t : (page?.t ?? document.s ?? document.t);
    // A heading hit's excerpt is the heading itself; a text hit names its section.
    const section =
      kind === 'content' && document.s && document.s !== pageTitle ? document.s : null;
    const {excerpt, code} = documentExcerpt(document.t, tokens, matchedPositions(result.metadata));
    return {
      id: `${document.i}-${type}-${index}`,
      kind,
      type,
      code,
      exact: containsPhrase(document.t.replace(CODE_TERMS_SEPARATOR, ' '), phrase),
      partial: false,
      url: `${document.u ?? page?.u ?? ''}${document.h ?? ''}`,
      pageTitle,
      section,
      excerpt,
    };
  });
}

/** Groups hits by page, pages in the order of their first hit, hits in their order. */
export function groupHitsByPage(hits: readonly SearchHit[]): SearchHitGroup[] {
  const groups = new Map<string, SearchHitGroup>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0];
    let group = groups.get(pageUrl);
    if (!group) {
      group = {pageUrl, pageTitle: hit.pageTitle, hits: []};
      groups.set(pageUrl, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/**
 * What a hit says about its page: the title naming the query says most, then
 * the page's sidebar category (the plugin's keywords), a heading, the
 * description, and last a mention in the text.
 */
const TYPE_WEIGHT: Record<number, number> = {
  [SearchDocumentType.Title]: 8,
  [SearchDocumentType.Keywords]: 6,
  [SearchDocumentType.Heading]: 4,
  [SearchDocumentType.Description]: 2,
  [SearchDocumentType.Content]: 1,
};
/**
 * Weight of a heading, description or text hit on a summary page (glossary,
 * overview, FAQ): such pages name many topics to send readers to the page
 * that owns each, so they rank below it unless their title names the query.
 */
const SUMMARY_PAGE_FACTOR = 0.5;
/** Weight of a document that holds what was typed as typed: an error message, an identifier. */
const EXACT_FACTOR = 3;
/** Weight of a document with only some of the words (its page has the others elsewhere). */
const PARTIAL_FACTOR = 0.5;
/** Hits shown per page, so that the dialog offers several pages; a summary page shows one. */
export const HITS_PER_PAGE = 3;

/**
 * Pages that name many topics to send readers elsewhere, as paths under each
 * language's base URL (`*` ends a prefix): the glossary, the features
 * overview, the FAQ pages, and every section's index page (`/config/`,
 * `/guide/migration/`: their URL ends with a slash).
 */
export const SUMMARY_PAGES = ['guide/start/glossary', 'guide/start/features', 'guide/faq/*'];

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

/** Weight of one hit (see `TYPE_WEIGHT` and the factors above). */
export function hitWeight(hit: SearchHit, summaryPage: boolean): number {
  const named = hit.type === SearchDocumentType.Title || hit.type === SearchDocumentType.Keywords;
  return (
    (TYPE_WEIGHT[hit.type] ?? 1) *
    (summaryPage && !named ? SUMMARY_PAGE_FACTOR : 1) *
    (hit.exact ? EXACT_FACTOR : 1) *
    (hit.partial ? PARTIAL_FACTOR : 1)
  );
}

/**
 * Orders the worker's hits page by page and keeps the first `limit`, at most
 * `HITS_PER_PAGE` per page (one on a summary page), each page's best hits
 * first. A page weighs its best hit plus half of the others, at most half as
 * much again (many passing mentions do not make a page about the query); of
 * two pages that weigh the same, the one with more hits comes first, then
 * the order of the hits.
 */
export function rankHits(
  hits: readonly SearchHit[],
  limit: number = SEARCH_RESULT_LIMIT,
  summaryPage: (pageUrl: string) => boolean = () => false,
): SearchHit[] {
  const ranked = groupHitsByPage(hits)
    .map((group, order) => {
      const summary = summaryPage(group.pageUrl);
      const weighed = group.hits
        .map((hit, at) => ({hit, at, weight: hitWeight(hit, summary)}))
        .sort((a, b) => b.weight - a.weight || a.at - b.at);
      const best = weighed[0].weight;
      const others = weighed.slice(1).reduce((sum, item) => sum + item.weight / 2, 0);
      return {
        hits: weighed.map((item) => item.hit).slice(0, summary ? 1 : HITS_PER_PAGE),
        count: weighed.length,
        order,
        weight: best + Math.min(best / 2, others),
      };
    })
    .sort((a, b) => b.weight - a.weight || b.count - a.count || a.order - b.order);
  return ranked.flatMap((page) => page.hits).slice(0, limit);
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
  const pageOf = (hit: SearchHit) => hit.url.split('#')[0];
  const known = new Set(shown.map(pageOf));
  return [...shown, ...ranked.filter((hit) => !known.has(pageOf(hit)))].slice(0, limit);
}

/**
 * Hits of pages that contain every word somewhere, though no single heading or
 * text has them all ("license banner": the title says banner, the description
 * license). `perWord` holds one hit list per word; pages already in `direct`
 * are left out. The page's hits of the first word are returned, marked `partial`.
 */
export function pagesWithAllWords(
  direct: readonly SearchHit[],
  perWord: readonly (readonly SearchHit[])[],
): SearchHit[] {
  if (perWord.length === 0) {
    return [];
  }
  const pageOf = (hit: SearchHit) => hit.url.split('#')[0];
  const known = new Set(direct.map(pageOf));
  const everyWord = perWord.slice(1).map((hits) => new Set(hits.map(pageOf)));
  return perWord[0]
    .filter((hit) => !known.has(pageOf(hit)) && everyWord.every((pages) => pages.has(pageOf(hit))))
    .map((hit) => ({...hit, partial: true}));
}

/** The hits in the order they are shown (page by page). */
export function flattenGroups(groups: readonly SearchHitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
