import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import CopyPageButton, {CopyPageButtonRaw} from '@site/src/features/markdownExports/CopyPageButton';

type Globals = {__translations?: Record<string, string>; __doc?: unknown};

describe('CopyPageButton', () => {
  afterEach(() => {
    delete (globalThis as Globals).__translations;
    delete (globalThis as Globals).__doc;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  describe('CopyPageButtonRaw', () => {
    it('is a button named "Copy page as Markdown" that shows "Copy page"', () => {
      const onCopy = jest.fn();
      render(<CopyPageButtonRaw status="idle" onCopy={onCopy} />);
      const button = screen.getByRole('button', {name: 'Copy page as Markdown'});
      expect(button).toHaveTextContent('Copy page');
      expect(button).toHaveAttribute('title', 'Copy page as Markdown');
      fireEvent.click(button);
      expect(onCopy).toHaveBeenCalledTimes(1);
    });

    it('says when the page is copied or could not be', () => {
      const {rerender} = render(<CopyPageButtonRaw status="copied" onCopy={jest.fn()} />);
      expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
      rerender(<CopyPageButtonRaw status="failed" onCopy={jest.fn()} />);
      expect(screen.getByRole('button', {name: 'Copy failed'})).toBeInTheDocument();
      rerender(<CopyPageButtonRaw status="loading" onCopy={jest.fn()} />);
      expect(screen.getByRole('button', {name: 'Copy page as Markdown'})).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });

    it('is translated', () => {
      (globalThis as Globals).__translations = {
        'copyPage.button.label': '复制页面为 Markdown',
        'copyPage.button.text': '复制页面',
      };
      render(<CopyPageButtonRaw status="idle" onCopy={jest.fn()} />);
      expect(screen.getByRole('button', {name: '复制页面为 Markdown'})).toHaveTextContent(
        '复制页面',
      );
    });
  });

  describe('with the page twin', () => {
    function mockFetch(response: {ok: boolean; status: number; type: string; body: string}) {
      const fetchMock = jest.fn(async () => ({
        ok: response.ok,
        status: response.status,
        headers: {get: () => response.type},
        text: async () => response.body,
      }));
      Object.defineProperty(window, 'fetch', {value: fetchMock, configurable: true});
      return fetchMock;
    }

    function mockClipboard() {
      const writeText = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
      return writeText;
    }

    it('copies the .md twin of the current page and shows "Copied" for two seconds', async () => {
      jest.useFakeTimers();
      (globalThis as Globals).__doc = {metadata: {permalink: '/zh/guide/start/'}, frontMatter: {}};
      const fetchMock = mockFetch({
        ok: true,
        status: 200,
        type: 'text/markdown; charset=utf-8',
        body: '# 简介\n',
      });
      const writeText = mockClipboard();
      render(<CopyPageButton />);
      fireEvent.click(screen.getByRole('button', {name: 'Copy page as Markdown'}));
      await waitFor(() => expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument());
      expect(fetchMock).toHaveBeenCalledWith('/zh/guide/start/index.md', expect.anything());
      expect(writeText).toHaveBeenCalledWith('# 简介\n');
      act(() => {
        jest.advanceTimersByTime(1900);
      });
      expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.getByRole('button', {name: 'Copy page as Markdown'})).toBeInTheDocument();
    });

    it('fails visibly, copying nothing, when the twin is missing', async () => {
      (globalThis as Globals).__doc = {metadata: {permalink: '/guide/missing'}, frontMatter: {}};
      const fetchMock = mockFetch({ok: true, status: 200, type: 'text/html', body: '<html>'});
      const writeText = mockClipboard();
      render(<CopyPageButton />);
      fireEvent.click(screen.getByRole('button'));
      await waitFor(() =>
        expect(screen.getByRole('button', {name: 'Copy failed'})).toBeInTheDocument(),
      );
      expect(fetchMock).toHaveBeenCalledWith('/guide/missing.md', expect.anything());
      expect(writeText).not.toHaveBeenCalled();
    });
  });
});
