/** Tab selections are stored under this prefix plus the group id (the original site's keys). */
export const TAB_STORAGE_PREFIX = 'rspress.tabs.';

export function tabStorageKey(groupId: string): string {
  return `${TAB_STORAGE_PREFIX}${groupId}`;
}

/** The stored choice when this group has it, else the default, else the first tab. */
export function resolveSelectedTab(
  values: readonly string[],
  stored: string | null,
  defaultValue?: string,
): string | undefined {
  if (stored !== null && values.includes(stored)) {
    return stored;
  }
  if (defaultValue !== undefined && values.includes(defaultValue)) {
    return defaultValue;
  }
  return values[0];
}

/** Arrow keys move along the tab list and wrap around; Home and End jump to the ends. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
