import {useCallback, useSyncExternalStore} from 'react';
import {tabStorageKey} from '@site/src/features/tabs/tabsUtils';

/**
 * One store for every tab group on the site: a choice made in one group is
 * followed by the groups of the same id on this page (listeners), on the next
 * pages (local storage) and in other browser tabs (the storage event). When
 * storage is unavailable the choice still holds for this page.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(groupId: string): string | null {
  try {
    const stored = window.localStorage.getItem(tabStorageKey(groupId));
    if (stored !== null) {
      return stored;
    }
  } catch {
    // Storage unavailable: fall back to this page's memory.
  }
  return memory.get(groupId) ?? null;
}

function write(groupId: string, value: string): void {
  memory.set(groupId, value);
  try {
    window.localStorage.setItem(tabStorageKey(groupId), value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored choice of a tab group (null until the reader chooses, and on the server). */
export function useTabGroupChoice(
  groupId: string | undefined,
): [string | null, (value: string) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => (groupId === undefined ? null : read(groupId)),
    () => null,
  );
  const setChoice = useCallback(
    (value: string) => {
      if (groupId !== undefined) {
        write(groupId, value);
      }
    },
    [groupId],
  );
  return [choice, setChoice];
}
