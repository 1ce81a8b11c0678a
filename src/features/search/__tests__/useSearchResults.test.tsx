import {act, renderHook} from '@testing-library/react';
import {SEARCH_DEBOUNCE_MS} from '@site/src/features/search/dialogUtils';
import type {Candidate} from '@site/src/features/search/candidateUtils';
import {useSearchResults} from '@site/src/features/search/useSearchResults';
import {titleHit} from '@site/src/features/search/__tests__/hitFixtures';

const client = {
  bodyLoaded: true,
  searchTopic: jest.fn<Promise<Candidate[]>, []>(),
  searchBody: jest.fn<Promise<Candidate[]>, []>(),
};

jest.mock('@site/src/features/search/searchClient', () => ({
  loadSearchIndex: async () => undefined,
  loadBodyIndex: async () => undefined,
  isIndexLoaded: (_baseUrl: string, context: string) => context === '' || client.bodyLoaded,
  searchTopic: () => client.searchTopic(),
  searchBody: () => client.searchBody(),
  topicHits: () => [titleHit('/topic')],
  rankedHits: async () => [titleHit('/topic'), titleHit('/body')],
  correctionOf: async () => undefined,
}));

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return {promise, resolve};
}

async function typeQuery(result: {current: ReturnType<typeof useSearchResults>}, query: string) {
  act(() => result.current.setQuery(query));
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
}

describe('useSearchResults', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    client.searchTopic.mockReset();
    client.searchBody.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('searches the body index while the topic index is being searched', async () => {
    const topic = deferred<Candidate[]>();
    client.bodyLoaded = true;
    client.searchTopic.mockReturnValue(topic.promise);
    client.searchBody.mockResolvedValue([]);
    const {result} = renderHook(() => useSearchResults());
    await typeQuery(result, 'rslib build');
    expect(client.searchTopic).toHaveBeenCalledTimes(1);
    expect(client.searchBody).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('searching');
    await act(async () => topic.resolve([]));
    expect(result.current.status).toBe('done');
    expect(result.current.hits.map((hit) => hit.url)).toEqual(['/topic', '/body']);
  });

  it("shows the topic index's hits before the body index is in, then the body's pages after them", async () => {
    const body = deferred<Candidate[]>();
    client.bodyLoaded = false;
    client.searchTopic.mockResolvedValue([]);
    client.searchBody.mockReturnValue(body.promise);
    const {result} = renderHook(() => useSearchResults());
    await typeQuery(result, 'rslib watch');
    expect(result.current.status).toBe('partial');
    expect(result.current.hits.map((hit) => hit.url)).toEqual(['/topic']);
    await act(async () => body.resolve([]));
    expect(result.current.status).toBe('done');
    expect(result.current.hits.map((hit) => hit.url)).toEqual(['/topic', '/body']);
  });
});
