import {LOCALES, ROUTES} from '../routes';
import {HELD_OUT_SET, querySetNames, readQuerySet} from '@site/scripts/lib/searchQuerySets';

/**
 * The query sets of `npm run bench:search` name pages that exist, so that a
 * renamed page shows here instead of as a silent miss in the benchmark; and
 * the held-out set is large enough to judge the ranking by (40 queries or
 * more per language).
 */
const SETS = querySetNames().map((name) => ({name, cases: readQuerySet(name)}));

const PAGE_PATHS = new Set(ROUTES.map((route) => route.path));

describe.each(SETS)('the $name query set', ({name, cases}) => {
  it.each(LOCALES)('expects, in %s, pages of the site and a kind each query has', (locale) => {
    const wrong = cases[locale]
      .filter(
        (entry) =>
          entry.query.trim() === '' ||
          entry.expected.length === 0 ||
          !entry.expected.every((page) => PAGE_PATHS.has(page)) ||
          !['topic', 'body', undefined].includes(entry.kind),
      )
      .map((entry) => `${entry.query}: ${entry.expected.join(', ')} (${entry.kind ?? 'topic'})`);
    expect(wrong).toEqual([]);
  });

  if (name === HELD_OUT_SET) {
    it.each(LOCALES)('holds 40 queries or more in %s', (locale) => {
      expect(cases[locale].length).toBeGreaterThanOrEqual(40);
    });
  }
});
