/**
 * The pages of a search's candidates, ranked by what their candidates say
 * (`candidateWeight`), and the pages whose text files the ranking needs.
 * Pure functions.
 */
import {SearchDocumentType} from '@site/src/features/search/indexFormat';
import type {Candidate, HitPage} from '@site/src/features/search/candidateUtils';
import {candidateWeight, type RankingContext} from '@site/src/features/search/rankingUtils';

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
