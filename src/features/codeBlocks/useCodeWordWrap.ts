import {useCallback, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@site/src/internals/themeCommonInternal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * A code block's word wrap, with the toggle always offered, as the original
 * site did. The theme's hook offers it only when
 * the block overflows, which it finds out after hydration for every block on
 * the page: a forced layout, a mutation observer and a second render each, on
 * a phone's main thread when the page is loading.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  // As the theme's: the style goes on the rendered <code>, so the lines keep their markup.
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) {
      return;
    }
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so the block never scrolls sideways.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);
  return {codeBlockRef, isEnabled, isCodeScrollable: true, toggle};
}
