import {useState} from 'react';
import {render, screen, fireEvent} from '@testing-library/react';
import {OverviewRaw} from '@site/src/features/overview/Overview';
import type {OverviewGroup} from '@site/src/features/overview/overviewUtils';

const groups: OverviewGroup[] = [
  {
    name: 'Lib Configurations',
    items: [
      {
        title: 'lib.format',
        link: '/config/lib/format',
        headers: [{id: 'esm', text: 'ESM output', depth: 2}],
      },
      {
        title: 'lib.dts',
        link: '/config/lib/dts',
        headers: [
          {id: 'dts-bundle', text: 'dts.bundle', depth: 3},
          {id: 'dts-abort-on-error', text: 'dts.abortOnError', depth: 3},
        ],
      },
    ],
  },
  {name: 'JavaScript API', items: [{title: 'Core API', link: '/api/core', headers: []}]},
];

function Harness() {
  const [query, setQuery] = useState('');
  return <OverviewRaw groups={groups} query={query} onQueryChange={setQuery} />;
}

describe('Overview', () => {
  it('lists every group with its pages and header links', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', {level: 2, name: 'Lib Configurations'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'lib.dts'})).toHaveAttribute('href', '/config/lib/dts');
    expect(screen.getByRole('link', {name: 'dts.bundle'})).toHaveAttribute(
      'href',
      '/config/lib/dts#dts-bundle',
    );
  });

  it('filters with the labelled search box', () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', {name: 'Filter'});
    expect(box).toHaveAttribute('placeholder', 'Enter keyword');
    fireEvent.change(box, {target: {value: 'ABORTON'}});
    expect(screen.getByRole('link', {name: 'dts.abortOnError'})).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'dts.bundle'})).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'JavaScript API'})).not.toBeInTheDocument();
  });

  it('says so when nothing matches, with the query', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: '<img src=x>'}});
    expect(screen.getByText(/No matching API found/)).toHaveTextContent(
      'No matching API found: <img src=x>',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows Chinese texts from the zh translations', () => {
    (globalThis as {__translations?: Record<string, string>}).__translations = {
      'overview.filter.label': '过滤',
      'overview.filter.placeholder': '输入关键词',
      'overview.filter.noResult': '未找到匹配的 API：{query}',
    };
    try {
      render(<Harness />);
      const box = screen.getByRole('searchbox', {name: '过滤'});
      expect(box).toHaveAttribute('placeholder', '输入关键词');
      fireEvent.change(box, {target: {value: 'zzz'}});
      expect(screen.getByText(/未找到匹配的 API/)).toHaveTextContent('未找到匹配的 API：zzz');
    } finally {
      delete (globalThis as {__translations?: unknown}).__translations;
    }
  });
});
