/**
 * The hits shown: each ranked page's best candidates with their link, section
 * and excerpt, grouped by page. Pure functions.
 */
import {SearchDocumentType} from '@site/src/features/search/indexFormat';
import {
  documentExcerpt,
  highlightTerms,
  type ExcerptSegment,
} from '@site/src/features/search/excerptUtils';
import {SEARCH_RESULT_LIMIT} from '@site/src/features/search/dialogUtils';
import type {Candidate} from '@site/src/features/search/candidateUtils';
import type {RankedPage} from '@site/src/features/search/pageRankingUtils';

export type SearchHitKind = 'title' | 'header' | 'content';

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

/** Hits shown per page before the next page, so that the dialog offers several pages. */
export const HITS_PER_PAGE = 2;

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
    // The page's keywords or categories matched: the hit names the page.
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
