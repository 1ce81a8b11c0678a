import {useState} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {SearchButton} from '@site/src/features/search/SearchButton';
import {SearchModal, type SearchModalProps} from '@site/src/features/search/SearchModal';
import {type SearchHit, type SearchHitGroup} from '@site/src/features/search/hitUtils';
import {moveSelection} from '@site/src/features/search/dialogUtils';

const groups: SearchHitGroup[] = [
  {
    pageUrl: '/config/lib/umd-name',
    pageTitle: 'lib.umdName',
    trail: ['Config', 'Lib configurations'],
    hits: [
      {
        id: 'a',
        kind: 'title',
        type: 0,
        code: false,
        url: '/config/lib/umd-name',
        pageTitle: 'lib.umdName',
        trail: ['Config', 'Lib configurations'],
        section: null,
        excerpt: [
          {text: 'lib.', highlighted: false},
          {text: 'umdName', highlighted: true},
        ],
      },
      {
        id: 'b',
        kind: 'header',
        type: 1,
        code: false,
        url: '/config/lib/umd-name#object',
        pageTitle: 'lib.umdName',
        trail: ['Config', 'Lib configurations'],
        section: 'Object',
        excerpt: [{text: 'Object', highlighted: false}],
      },
    ],
  },
  {
    pageUrl: '/guide/start/components/UMD',
    pageTitle: 'UMD',
    trail: ['Guide', 'Getting Started'],
    hits: [
      {
        id: 'c',
        kind: 'content',
        type: 4,
        code: false,
        url: '/guide/start/components/UMD#usage',
        pageTitle: 'UMD',
        trail: ['Guide', 'Getting Started'],
        section: 'Usage',
        excerpt: [
          {text: 'Set ', highlighted: false},
          {text: '<b>umdName</b>', highlighted: true},
        ],
      },
    ],
  },
];

function Harness(props: Partial<SearchModalProps>) {
  const [query, setQuery] = useState(props.query ?? '');
  const [active, setActive] = useState(0);
  const count = (props.groups ?? groups).flatMap((group) => group.hits).length;
  return (
    <SearchModal
      query={query}
      onQueryChange={setQuery}
      status="done"
      resultQuery={query}
      indexLoading={false}
      groups={groups}
      activeIndex={active}
      onActiveIndexChange={setActive}
      onMove={(delta) => setActive((current) => moveSelection(current, delta, count))}
      onSelect={() => {}}
      onClose={() => {}}
      allResultsUrl={`/search?q=${encodeURIComponent(query)}`}
      {...props}
    />
  );
}

describe('SearchModal', () => {
  it('is a dialog with a combobox that controls a listbox of options grouped by page', () => {
    render(<Harness query="umdname" />);
    const dialog = screen.getByRole('dialog', {name: 'Search the documentation'});
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    const box = within(dialog).getByRole('combobox', {name: 'Search Docs'});
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', {name: 'Search results'});
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toHaveLength(2);
    const umd = within(listbox).getByRole('group', {name: 'lib.umdName'});
    // Each page says where it is on the site.
    expect(umd).toHaveTextContent('Config › Lib configurations');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[1]).toHaveAccessibleName(/In heading: Object/);
    expect(options[2]).toHaveAttribute('href', '/guide/start/components/UMD#usage');
    expect(screen.getByRole('link', {name: 'See all results'})).toHaveAttribute(
      'href',
      '/search?q=umdname',
    );
  });

  it('marks the kind of each hit and highlights matched words as text', () => {
    render(<Harness query="umdname" />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.dataset.kind)).toEqual(['title', 'header', 'content']);
    expect(options[0]).toHaveAccessibleName(/^In title:/);
    expect(options[2]).toHaveAccessibleName(/^In content:/);
    const marks = options[2].querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('<b>umdName</b>');
    expect(options[2].querySelector('b')).toBeNull();
  });

  it('moves with the arrow keys and opens with Enter', () => {
    const onSelect = jest.fn<void, [SearchHit]>();
    const onClose = jest.fn();
    render(<Harness query="umdname" onSelect={onSelect} onClose={onClose} />);
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, {key: 'ArrowUp'});
    fireEvent.keyDown(box, {key: 'Enter'});
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({url: '/guide/start/components/UMD#usage'}),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells as soon as the browser closes it (Escape), before the close event, and not when it goes', async () => {
    const onClose = jest.fn();
    const {unmount} = render(<Harness query="umdname" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    // The browser's first step on Escape; its close event is queued for later.
    await act(async () => dialog.removeAttribute('open'));
    expect(onClose).toHaveBeenCalledTimes(1);
    dialog.setAttribute('open', '');
    unmount();
    await act(async () => undefined);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a press on the backdrop (the dialog itself) only', () => {
    const onClose = jest.fn();
    render(<Harness query="umdname" onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.mouseDown(screen.getByRole('listbox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is shown as a modal when it mounts and closed before it goes, for the browser to return the focus', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    try {
      const {unmount} = render(<Harness query="umdname" />);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(close).not.toHaveBeenCalled();
      unmount();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      showModal.mockRestore();
      close.mockRestore();
    }
  });

  it('says so when nothing is found, with the query as text', () => {
    render(<Harness query="<img src=x onerror=alert(1)>" groups={[]} />);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/No results for/)).toHaveTextContent(
      'No results for "<img src=x onerror=alert(1)>"',
    );
    expect(screen.getByText('Please try again with a different keyword')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'See all results'})).not.toBeInTheDocument();
  });

  it('says which query the results answer when they are those of the query corrected', () => {
    const {unmount} = render(<Harness query="typscript" correction="typescript" />);
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'No results for "typscript". Showing results for "typescript".',
    );
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(screen.queryByText('Please try again with a different keyword')).not.toBeInTheDocument();
    unmount();
    render(<Harness query="umd" />);
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('shows a very long query cut to 100 width units', () => {
    render(<Harness query={'x'.repeat(10_000)} groups={[]} />);
    const strong = screen.getByText(/No results for/).querySelector('strong');
    expect(strong?.textContent).toHaveLength(100);
  });

  it('says the index is loading before anything is typed', () => {
    render(<Harness status="idle" indexLoading groups={[]} />);
    expect(screen.getByText('Loading the search index…')).toBeInTheDocument();
  });

  it('shows Chinese texts from the zh translations', () => {
    (globalThis as {__translations?: Record<string, string>}).__translations = {
      'search.modal.placeholder': '搜索文档',
      'search.modal.noResults': '无法找到相关搜索结果 "{query}"',
      'search.modal.suggestion': '请使用不同的关键字重试',
      'search.navbar.button': '搜索文档',
    };
    try {
      render(
        <>
          <SearchButton onClick={() => {}} shortcutModifier="Ctrl" expanded={false} />
          <Harness query="不存在" groups={[]} />
        </>,
      );
      expect(screen.getByRole('button', {name: '搜索文档'})).toBeInTheDocument();
      expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', '搜索文档');
      expect(screen.getByText(/无法找到相关搜索结果/)).toHaveTextContent(
        '无法找到相关搜索结果 "不存在"',
      );
      expect(screen.getByText('请使用不同的关键字重试')).toBeInTheDocument();
    } finally {
      delete (globalThis as {__translations?: unknown}).__translations;
    }
  });
});
