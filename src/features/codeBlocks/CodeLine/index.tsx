/**
 * One line of a code block. theme-classic's line is a `<div>`, which a
 * `<code>` element may not hold (it takes phrasing content only); this one is
 * a `<span>` shown as a block, with the same classes, line numbers and
 * trailing `<br>` so copied text and empty lines behave the same.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {
  lineTokens,
  tokenClassName,
  type CodeLine as CodeLineTokens,
  type StyledTypes,
} from '@site/src/features/codeBlocks/codeTokensUtils';
import styles from './styles.module.css';

export interface CodeLineProps {
  line: CodeLineTokens;
  /** Classes of magic comments (highlighted lines and the like). */
  classNames?: string[];
  showLineNumbers: boolean;
  styled: StyledTypes;
}

export default function CodeLine({
  line,
  classNames,
  showLineNumbers,
  styled,
}: CodeLineProps): ReactNode {
  const content = lineTokens(line).map((token, key) => (
    <span key={key} className={tokenClassName(token.types, styled)}>
      {token.content}
    </span>
  ));
  return (
    <span
      className={clsx('token-line', styles.line, classNames, showLineNumbers && styles.numbered)}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
