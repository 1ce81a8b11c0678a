/**
 * The sections of a page's text file that answer a query: the body index says
 * which pages hold every word; the page's text says where. Pure functions.
 */
import {CODE_TERMS_SEPARATOR, type PageTextSection} from '@site/src/features/search/indexFormat';
import type {TypedQuery} from '@site/src/features/search/queryUtils';
import {typedMatch} from '@site/src/features/search/excerptUtils';

const WORD_CHAR = /[\p{L}\p{N}_$]/u;
const CHINESE = /\p{Unified_Ideograph}/u;

/**
 * Whether a lower-cased text holds an index term: a Chinese word anywhere, a
 * Latin term at the start of a word. English terms are stems (`configur` of
 * "configure", `librari` of "libraries", which also stands for "library").
 */
export function holdsTerm(lowerText: string, term: string): boolean {
  if (CHINESE.test(term)) {
    return lowerText.includes(term);
  }
  const forms = term.length > 3 && term.endsWith('i') ? [term, `${term.slice(0, -1)}y`] : [term];
  return forms.some((form) => {
    for (let at = lowerText.indexOf(form); at !== -1; at = lowerText.indexOf(form, at + 1)) {
      if (at === 0 || !WORD_CHAR.test(lowerText[at - 1])) {
        return true;
      }
    }
    return false;
  });
}

/** How a section answers a query. */
export interface SectionMatch {
  section: PageTextSection;
  /** Where the section is on its page. */
  order: number;
  /** The share of the matched terms its heading and text hold (0 to 1). */
  coverage: number;
  /** How its heading and text match the query as typed (`typedMatch`). */
  match: 0 | 1 | 2;
}

/** The searchable text of a section: its heading, its text and the identifiers of its code. */
export function sectionText([, heading, text]: PageTextSection): string {
  return `${heading}\n${text.replace(CODE_TERMS_SEPARATOR, ' ')}`;
}

/**
 * The sections that answer best, at most `limit`: those holding the query as
 * typed first, then its phrases apart, then more of the terms, then in page order.
 * Sections holding none of the terms are left out.
 */
export function bestSections(
  sections: readonly PageTextSection[],
  terms: readonly string[],
  typed: TypedQuery,
  limit: number,
): SectionMatch[] {
  const wanted = [...new Set(terms.map((term) => term.toLowerCase()))];
  return sections
    .map((section, order): SectionMatch => {
      const text = sectionText(section);
      const lower = text.toLowerCase();
      const held = wanted.filter((term) => holdsTerm(lower, term)).length;
      return {
        section,
        order,
        coverage: wanted.length === 0 ? 0 : held / wanted.length,
        match: typedMatch(text, typed),
      };
    })
    .filter((found) => found.coverage > 0 || found.match > 0)
    .sort((a, b) => b.match - a.match || b.coverage - a.coverage || a.order - b.order)
    .slice(0, limit);
}
