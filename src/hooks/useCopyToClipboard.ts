import {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {COPIED_STATE_DURATION, copyShortcut} from '@site/src/utils/clipboardUtils';
import {platformOf} from '@site/src/utils/platformUtils';

/**
 * Copies text with the Clipboard API; where the page has none (not a secure
 * context) or it refuses, with copy-text-to-clipboard's selection copy, loaded
 * only then, as Docusaurus' own copy button does; where that fails too, with a
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
  const {default: copyWithSelection} = await import('copy-text-to-clipboard');
  if (copyWithSelection(text)) {
    return true;
  }
  window.prompt(
    translate(
      {
        id: 'clipboard.fallbackPrompt',
        message: 'Copy to clipboard: {shortcut}, Enter',
        description: 'Prompt shown when the clipboard is unavailable; {shortcut} is ⌘+C or Ctrl+C',
      },
      {shortcut: copyShortcut(platformOf(navigator))},
    ),
    text,
  );
  return false;
}

/**
 * A copy action with a "copied" state that lasts two seconds. The prompt of the
 * last resort shows no copied state: the reader may close it without copying.
 */
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
