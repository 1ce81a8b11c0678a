/**
 * @jest-environment jsdom
 */
import {SearchDocumentType, type WorkerSearchResult} from '@site/src/features/search/indexFormat';
import {searchPlan} from '@site/src/features/search/queryUtils';
import {correctedQuery} from '@site/src/features/search/spellingUtils';
import {
  correctedSearchQuery,
  correctionOf,
  loadBodyIndex,
  rankedHits,
  searchBody,
  searchTopic,
} from '@site/src/features/search/searchClient';

const searchByWorker = jest.fn();
// Hoisted above the imports by the test transform.
jest.mock('@site/src/internals/searchLocalClient', () => ({
  fetchIndexesByWorker: jest.fn(async () => undefined),
  searchByWorker: (...args: unknown[]) => searchByWorker(...args),
  searchIndexUrl: 'search-index{dir}-abc.json',
}));

const cliPage = {
  i: 1,
  t: 'CLI',
  u: '/guide/basic/cli',
  b: ['Guide', 'Basic'],
  x: 'search-text-a/1.json',
};
const bodyResult = (page: typeof cliPage): WorkerSearchResult => ({
  document: {i: 10, p: page.i},
  type: SearchDocumentType.Content,
  page,
  metadata: {watch: {}},
  tokens: ['watch'],
  score: 1,
});

describe('searchClient', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    searchByWorker.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows the sections of the pages whose text matched, from their text files, fetched once', async () => {
    searchByWorker.mockImplementation(async (_base: string, context: string) =>
      context === 'body' ? [bodyResult(cliPage)] : [],
    );
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => [
        ['', 'CLI', 'The rslib command.'],
        ['#watch', 'Watch mode', 'Rebuild on change in watch mode.'],
      ],
    });
    const plans = searchPlan('watch', 'en');
    await loadBodyIndex('/');
    const candidates = [...(await searchTopic('/', plans)), ...(await searchBody('/', plans))];
    const hits = await rankedHits('/', candidates, 7, 7);
    expect(hits.map((hit) => [hit.url, hit.section])).toEqual([
      ['/guide/basic/cli#watch', 'Watch mode'],
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/search-text-a/1.json');
    await rankedHits('/', candidates, 7, 7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the worker each distinct search of a query once, though its plans share words', async () => {
    searchByWorker.mockResolvedValue([]);
    const plans = searchPlan('hmr watch', 'en');
    expect(plans.length).toBeGreaterThan(1);
    await searchTopic('/plans/', plans);
    await searchBody('/plans/', plans);
    const asked = searchByWorker.mock.calls.map(([, context, query]) => `${context}:${query}`);
    expect(asked).toEqual([...new Set(asked)]);
    expect(asked.filter((search) => search === ':watch')).toHaveLength(1);
  });

  it('answers a search that an earlier query asked from its answer, and asks again one that failed', async () => {
    searchByWorker.mockRejectedValueOnce(new Error('worker gone'));
    await expect(searchTopic('/again/', searchPlan('watch', 'en'))).rejects.toThrow('worker gone');
    searchByWorker.mockResolvedValue([]);
    await searchTopic('/again/', searchPlan('watch', 'en'));
    await searchTopic('/again/', searchPlan('watch mode', 'en'));
    const asked = searchByWorker.mock.calls.map(([, context, query]) => `${context}:${query}`);
    expect(asked.filter((search) => search === ':watch')).toHaveLength(2);
    expect(asked).toContain(':watch mode');
  });

  it('shows a page whose text file cannot be had at its top, and tries again on the next search', async () => {
    const page = {...cliPage, x: 'search-text-a/2.json'};
    searchByWorker.mockImplementation(async (_base: string, context: string) =>
      context === 'body' ? [bodyResult(page)] : [],
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const plans = searchPlan('watch', 'en');
    const candidates = await searchBody('/unreachable/', plans);
    const hits = await rankedHits('/unreachable/', candidates, 7, 7);
    expect(hits.map((hit) => hit.url)).toEqual(['/guide/basic/cli']);
    await rankedHits('/unreachable/', candidates, 7, 7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('corrects a query from the vocabulary of its language, fetched once, and goes on without one it cannot have', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      correctedSearchQuery('/zh/', 'typscript', correctedQuery),
    ).resolves.toBeUndefined();
    fetchMock.mockResolvedValue({ok: true, json: async () => [['typescript', 3]]});
    await expect(correctedSearchQuery('/zh/', 'typscript 配置', correctedQuery)).resolves.toBe(
      'typescript 配置',
    );
    await expect(
      correctedSearchQuery('/zh/', 'typescript', correctedQuery),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls).toEqual([
      ['/zh/search-index-words-abc.json'],
      ['/zh/search-index-words-abc.json'],
    ]);
    error.mockRestore();
  });

  it('searches a query as meant when the pages it found lack a misspelt word, not when they hold every word', async () => {
    const rebuildResult = {...bodyResult(cliPage), metadata: {rebuild: {}}, tokens: ['rebuild']};
    searchByWorker.mockImplementation(async (_base: string, context: string, query: string) => {
      if (context !== 'body') {
        return [];
      }
      return query.split(' ').includes('watch')
        ? [{...rebuildResult, metadata: {watch: {}, rebuild: {}}, tokens: ['watch', 'rebuild']}]
        : [rebuildResult];
    });
    fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () =>
        url.includes('-words-') ? [['watch', 3]] : [['', 'CLI', 'Rebuild in watch mode.']],
    }));
    await loadBodyIndex('/slip/');
    const misspelt = searchPlan('wacth rebuild', 'en');
    const found = await searchBody('/slip/', misspelt);
    expect(found.length).toBeGreaterThan(0);
    const corrected = await correctionOf(
      '/slip/',
      'wacth rebuild',
      'en',
      misspelt,
      found,
      true,
      7,
      7,
    );
    expect(corrected?.correction).toBe('watch rebuild');
    expect(corrected?.hits.map((hit) => hit.url)).toEqual(['/guide/basic/cli']);

    const spelt = searchPlan('watch rebuild', 'en');
    const held = await searchBody('/slip/', spelt);
    await expect(
      correctionOf('/slip/', 'watch rebuild', 'en', spelt, held, true, 7, 7),
    ).resolves.toBeUndefined();
  });
});
