import {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {COPIED_STATE_DURATION, copyShortcut} from '@site/src/utils/clipboardUtils';

/** The legacy copy path, for pages served without a secure context. */
function copyWithSelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

/**
 * Copies text with the Clipboard API, else the legacy selection copy, else a
 * prompt holding the text that tells the reader which shortcut to press.
 * Resolves true when the text reached the clipboard.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the other ways.
  }
  if (copyWithSelection(text)) {
    return true;
  }
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ??
    navigator.platform ??
    navigator.userAgent;
  window.prompt(
    translate(
      {
        id: 'clipboard.fallbackPrompt',
        message: 'Copy to clipboard: {shortcut}, Enter',
        description: 'Prompt shown when the clipboard is unavailable; {shortcut} is ⌘+C or Ctrl+C',
      },
      {shortcut: copyShortcut(platform)},
    ),
    text,
  );
  return false;
}

/** A copy action with a "copied" state that lasts two seconds. */
export function useCopyToClipboard(): {copy: (text: string) => void; isCopied: boolean} {
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copy = useCallback((text: string) => {
    void copyToClipboard(text).then((copied) => {
      if (!copied) {
        return;
      }
      window.clearTimeout(timeout.current);
      setIsCopied(true);
      timeout.current = window.setTimeout(() => setIsCopied(false), COPIED_STATE_DURATION);
    });
  }, []);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return {copy, isCopied};
}
