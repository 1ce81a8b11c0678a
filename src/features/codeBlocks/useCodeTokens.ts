import {createContext, useContext, useMemo} from 'react';
import {
  decodeTokens,
  tokensText,
  type CodeLine,
} from '@site/src/features/codeBlocks/codeTokensUtils';

/** The build-time tokens of the code block being rendered (encoded), if it has any. */
export const CodeTokensContext = createContext<string | null>(null);

/**
 * The build-time lines of the current code block, or null when there are none
 * or they do not spell `code` (a magic comment removed a line, for example):
 * then the block is highlighted in the browser.
 */
export function useCodeTokens(code: string): CodeLine[] | null {
  const encoded = useContext(CodeTokensContext);
  return useMemo(() => {
    const lines = encoded === null ? null : decodeTokens(encoded);
    return lines && tokensText(lines) === code ? lines : null;
  }, [encoded, code]);
}
