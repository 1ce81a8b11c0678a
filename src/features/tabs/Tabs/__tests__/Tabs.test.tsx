import type {ReactElement} from 'react';
import {render as renderAlone, screen, fireEvent, act} from '@testing-library/react';
import Tabs, {TabItem} from '@site/src/features/tabs/Tabs';
import {ScrollControllerProvider} from '@site/src/internals/themeCommonInternal';

/** Renders inside the scroll controller that Docusaurus' layout gives every page. */
const render = (ui: ReactElement) => renderAlone(ui, {wrapper: ScrollControllerProvider});

function PackageTabs({groupId = 'pm'}: {groupId?: string}) {
  return (
    <Tabs groupId={groupId}>
      <TabItem value="npm">npm body</TabItem>
      <TabItem value="pnpm" label="pnpm!">
        pnpm body
      </TabItem>
    </Tabs>
  );
}

describe('Tabs', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the first tab, and the others as hidden panels', () => {
    render(<PackageTabs groupId="fresh" />);
    expect(screen.getByRole('tab', {name: 'npm'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('npm body');
    expect(screen.getByText('pnpm body').closest('[role=tabpanel]')).toHaveAttribute('hidden');
  });

  it('stores the choice under rspress.tabs.<group> and every group of that id follows', () => {
    render(
      <>
        <PackageTabs />
        <PackageTabs />
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', {name: 'pnpm!'})[0]!);
    expect(window.localStorage.getItem('rspress.tabs.pm')).toBe('pnpm');
    screen
      .getAllByRole('tab', {name: 'pnpm!'})
      .forEach((tab) => expect(tab).toHaveAttribute('aria-selected', 'true'));
  });

  it('follows a choice made in another browser tab', () => {
    render(<PackageTabs />);
    act(() => {
      window.localStorage.setItem('rspress.tabs.pm', 'pnpm');
      window.dispatchEvent(new StorageEvent('storage', {key: 'rspress.tabs.pm', newValue: 'pnpm'}));
    });
    expect(screen.getByRole('tab', {name: 'pnpm!'})).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys', () => {
    render(<PackageTabs groupId="keys" />);
    fireEvent.keyDown(screen.getByRole('tab', {name: 'npm'}), {key: 'ArrowRight'});
    expect(screen.getByRole('tab', {name: 'pnpm!'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', {name: 'pnpm!'})).toHaveFocus();
  });

  it('keeps working when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      render(<PackageTabs groupId="no-storage" />);
      expect(screen.getByRole('tab', {name: 'npm'})).toHaveAttribute('aria-selected', 'true');
      fireEvent.click(screen.getByRole('tab', {name: 'pnpm!'}));
      expect(screen.getByRole('tab', {name: 'pnpm!'})).toHaveAttribute('aria-selected', 'true');
    } finally {
      spy.mockRestore();
      get.mockRestore();
    }
  });

  it('works without a group, on its own', () => {
    render(
      <Tabs defaultValue="b">
        <TabItem value="a">A body</TabItem>
        <TabItem value="b">B body</TabItem>
      </Tabs>,
    );
    expect(screen.getByRole('tab', {name: 'b'})).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', {name: 'a'}));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A body');
  });

  it('renders only the selected panel when lazy, the others empty and hidden', () => {
    render(
      <Tabs groupId="lazy-group" lazy>
        <TabItem value="npm">npm body</TabItem>
        <TabItem value="pnpm">pnpm body</TabItem>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('npm body');
    expect(screen.queryByText('pnpm body')).toBeNull();
    const panels = document.querySelectorAll('[role=tabpanel]');
    expect(panels).toHaveLength(2);
    expect(panels[1]).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('tab', {name: 'pnpm'}));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pnpm body');
    expect(screen.queryByText('npm body')).toBeNull();
  });

  describe('when a switch changes the height of the page above the tab', () => {
    /**
     * The second group's tab, 500 px from the top of the window while the
     * first group shows its short panel, 800 px once it shows its tall one
     * (jsdom lays nothing out: the test gives the tab its position).
     */
    function renderGroupsOfDifferentHeights(groupId: string) {
      render(
        <>
          <Tabs groupId={groupId}>
            <TabItem value="short">short body</TabItem>
            <TabItem value="tall">tall body</TabItem>
          </Tabs>
          <Tabs groupId={groupId}>
            <TabItem value="short">second short body</TabItem>
            <TabItem value="tall">second tall body</TabItem>
          </Tabs>
        </>,
      );
      const tallAbove = () =>
        !screen.getByText('tall body').closest<HTMLElement>('[role=tabpanel]')!.hidden;
      const tab = screen.getAllByRole('tab', {name: 'tall'})[1]!;
      tab.getBoundingClientRect = () => ({top: tallAbove() ? 800 : 500}) as DOMRect;
      return tab;
    }

    let scrollBy: jest.SpyInstance;
    beforeEach(() => {
      scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    });
    afterEach(() => scrollBy.mockRestore());

    it('scrolls by the difference, so the clicked tab stays where it was on screen', async () => {
      const tab = renderGroupsOfDifferentHeights('heights-click');
      await act(async () => fireEvent.click(tab));
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect(scrollBy).toHaveBeenCalledWith({left: 0, top: 300});
    });

    it('keeps the tab reached with the arrow keys in place too', async () => {
      renderGroupsOfDifferentHeights('heights-keys');
      const short = screen.getAllByRole('tab', {name: 'short'})[1]!;
      await act(async () => fireEvent.keyDown(short, {key: 'ArrowRight'}));
      expect(scrollBy).toHaveBeenCalledWith({left: 0, top: 300});
    });

    it('does not scroll when the tab clicked is already selected', async () => {
      renderGroupsOfDifferentHeights('heights-same');
      const short = screen.getAllByRole('tab', {name: 'short'})[1]!;
      await act(async () => fireEvent.click(short));
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });
});
