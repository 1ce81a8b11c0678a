/**
 * Tokenizes code in the browser, for code blocks that did not get their
 * tokens at build time (src/plugins/codeHighlight). A chunk of its own: it
 * brings Prism, with the site's extra languages, only to pages that need it.
 */
import {useMemo, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {CodeLine} from '@site/src/features/codeBlocks/codeTokensUtils';
import {tokenizeCode} from '@site/src/features/codeBlocks/prismUtils';

prismIncludeLanguages(Prism);

export interface PrismTokensProps {
  code: string;
  language: string;
  children: (lines: CodeLine[]) => ReactNode;
}

export default function PrismTokens({code, language, children}: PrismTokensProps): ReactNode {
  const lines = useMemo(() => tokenizeCode(Prism, code, language), [code, language]);
  return children(lines);
}
