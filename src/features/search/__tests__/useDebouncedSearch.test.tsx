import {act, renderHook} from '@testing-library/react';
import {SEARCH_DEBOUNCE_MS} from '@site/src/features/search/dialogUtils';
import {
  useDebouncedSearch,
  type DebouncedSearch,
} from '@site/src/features/search/useDebouncedSearch';

type Result = {status: string; value: string};

function searchOf(run: DebouncedSearch<Result>['run'], known?: DebouncedSearch<Result>['known']) {
  return {
    idle: {status: 'idle', value: ''},
    pending: (previous: Result) => ({...previous, status: 'searching'}),
    failed: (query: string) => ({status: 'error', value: query}),
    known,
    run,
  };
}

describe('useDebouncedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, for the last query only', async () => {
    const run = jest.fn(async (query: string, report: (result: Result) => void) => {
      report({status: 'done', value: query});
    });
    const search = searchOf(run);
    const {result, rerender} = renderHook(({query}) => useDebouncedSearch(query, search), {
      initialProps: {query: 'b'},
    });
    rerender({query: 'ba'});
    rerender({query: 'ban'});
    expect(result.current.status).toBe('searching');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({status: 'done', value: 'ban'});
  });

  it('drops what a slower search reports once a newer query is searched', async () => {
    let finishFirst: () => void = () => undefined;
    const run = jest.fn(async (query: string, report: (result: Result) => void) => {
      if (query === 'slow') {
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
      }
      report({status: 'done', value: query});
    });
    const search = searchOf(run);
    const {result, rerender} = renderHook(({query}) => useDebouncedSearch(query, search), {
      initialProps: {query: 'slow'},
    });
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    rerender({query: 'fast'});
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await act(async () => finishFirst());
    expect(result.current).toEqual({status: 'done', value: 'fast'});
  });

  it('shows a known answer at once, the idle state for an empty query, and a failure as such', async () => {
    const run = jest.fn(async () => {
      throw new Error('offline');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const search = searchOf(run, (query) =>
      query === 'cached' ? {status: 'done', value: 'hit'} : undefined,
    );
    const {result, rerender} = renderHook(({query}) => useDebouncedSearch(query, search), {
      initialProps: {query: 'cached'},
    });
    expect(result.current).toEqual({status: 'done', value: 'hit'});
    rerender({query: '   '});
    expect(result.current.status).toBe('idle');
    rerender({query: 'x'});
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(result.current).toEqual({status: 'error', value: 'x'});
    expect(run).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
