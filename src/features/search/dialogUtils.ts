/**
 * What the search dialog keeps between keystrokes: how many results it shows,
 * how long it waits after a keystroke, the cache of answered queries and the
 * selection moved with the arrow keys. Pure functions.
 */

/** Results shown in the modal before the link to all results. */
export const SEARCH_RESULT_LIMIT = 7;
/**
 * Results asked from the worker for one query and index, ranked by page
 * before the first 7 are shown: about every page, so that a page whose title
 * or text holds the words is never cut off by pages that hold them more often.
 */
export const WORKER_RESULT_LIMIT = 100;

/** Queries whose results are remembered. */
export const SEARCH_CACHE_SIZE = 100;
/** Delay between the last keystroke and the search. */
export const SEARCH_DEBOUNCE_MS = 100;

/** The next selected index when moving by `delta` through `count` items, wrapping around. */
export function moveSelection(current: number, delta: number, count: number): number {
  if (count <= 0) {
    return -1;
  }
  if (current < 0) {
    return delta > 0 ? 0 : count - 1;
  }
  return (((current + delta) % count) + count) % count;
}

/** A least-recently-used cache of a fixed size. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number = SEARCH_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) {
      return undefined;
    }
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }
}
