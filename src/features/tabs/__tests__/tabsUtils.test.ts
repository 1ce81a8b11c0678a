import {nextTabIndex, resolveSelectedTab, tabStorageKey} from '@site/src/features/tabs/tabsUtils';

describe('tabsUtils', () => {
  it('stores a group under rspress.tabs.', () => {
    expect(tabStorageKey('package.manager')).toBe('rspress.tabs.package.manager');
  });

  it('selects the stored tab, else the default, else the first', () => {
    const values = ['npm', 'yarn', 'pnpm', 'bun'];
    expect(resolveSelectedTab(values, 'pnpm', 'yarn')).toBe('pnpm');
    expect(resolveSelectedTab(values, 'deno', 'yarn')).toBe('yarn');
    expect(resolveSelectedTab(values, null)).toBe('npm');
    expect(resolveSelectedTab([], null)).toBeUndefined();
  });

  it('moves with the arrow keys and wraps around', () => {
    expect(nextTabIndex(0, 'ArrowRight', 4)).toBe(1);
    expect(nextTabIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 4)).toBe(3);
    expect(nextTabIndex(2, 'Home', 4)).toBe(0);
    expect(nextTabIndex(0, 'End', 4)).toBe(3);
    expect(nextTabIndex(0, 'Enter', 4)).toBeNull();
  });
});
