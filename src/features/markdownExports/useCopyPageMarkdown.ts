import {useCallback, useEffect, useRef, useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {COPIED_STATE_DURATION} from '@site/src/utils/clipboardUtils';
import {copyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import {markdownPath} from './markdownLinksUtils';

export type CopyPageStatus = 'idle' | 'loading' | 'copied' | 'failed';

/** Twins already fetched in this tab, by URL. */
const fetched = new Map<string, string>();

async function loadMarkdown(url: string): Promise<string> {
  const cached = fetched.get(url);
  if (cached !== undefined) {
    return cached;
  }
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  const type = response.headers.get('content-type') ?? '';
  // A host without the twin may answer with its HTML 404 page: never copy that.
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  const text = await response.text();
  fetched.set(url, text);
  return text;
}

/**
 * Copies the current doc page's Markdown twin (`<page>.md`, written by the
 * markdownExports plugin) with the code blocks' clipboard fallback. The status
 * shows `copied` or `failed` for two seconds; a prompt fallback leaves it idle.
 */
export function useCopyPageMarkdown(): {
  copyPage: () => void;
  status: CopyPageStatus;
  markdownUrl: string;
} {
  const {metadata} = useDoc();
  const markdownUrl = markdownPath(metadata.permalink);
  const [status, setStatus] = useState<CopyPageStatus>('idle');
  const timeout = useRef<number | undefined>(undefined);

  const settle = useCallback((next: CopyPageStatus) => {
    window.clearTimeout(timeout.current);
    setStatus(next);
    if (next !== 'idle') {
      timeout.current = window.setTimeout(() => setStatus('idle'), COPIED_STATE_DURATION);
    }
  }, []);

  const copyPage = useCallback(() => {
    window.clearTimeout(timeout.current);
    setStatus('loading');
    loadMarkdown(markdownUrl)
      .then(copyToClipboard)
      .then(
        (copied) => settle(copied ? 'copied' : 'idle'),
        () => settle('failed'),
      );
  }, [markdownUrl, settle]);

  useEffect(() => () => window.clearTimeout(timeout.current), []);
  // Another page, another twin: forget the last page's state.
  useEffect(() => settle('idle'), [markdownUrl, settle]);

  return {copyPage, status, markdownUrl};
}
