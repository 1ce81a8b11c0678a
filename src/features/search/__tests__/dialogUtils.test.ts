import {LruCache, moveSelection} from '@site/src/features/search/dialogUtils';

describe('dialogUtils', () => {
  describe('keyboard', () => {
    it('moves the selection with wrap-around', () => {
      expect(moveSelection(-1, 1, 3)).toBe(0);
      expect(moveSelection(-1, -1, 3)).toBe(2);
      expect(moveSelection(2, 1, 3)).toBe(0);
      expect(moveSelection(0, -1, 3)).toBe(2);
      expect(moveSelection(0, 1, 0)).toBe(-1);
    });
  });

  describe('cache', () => {
    it('keeps the most recently used entries', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1);
      cache.set('c', 3);
      expect(cache.has('b')).toBe(false);
      expect(cache.has('a')).toBe(true);
      expect(cache.size).toBe(2);
      const big = new LruCache<number, number>();
      for (let i = 0; i < 150; i += 1) {
        big.set(i, i);
      }
      expect(big.size).toBe(100);
      expect(big.has(49)).toBe(false);
      expect(big.has(50)).toBe(true);
    });

    it('forgets a deleted entry', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.delete('a');
      expect(cache.get('a')).toBeUndefined();
      expect(cache.size).toBe(0);
    });
  });
});
