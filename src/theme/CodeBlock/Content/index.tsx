/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content), upstream
 * structure kept. CUSTOM: the lines come tokenized from the build
 * (useCodeTokens) and are rendered without Prism; a block without them is
 * tokenized in the browser by the lazily loaded PrismTokens. The markup is
 * prism-react-renderer's either way, except that lines are spans (what a
 * `<code>` may hold) and tokens carry classes, not inline styles: their
 * colours come from the code themes' stylesheet (src/plugins/codeHighlight).
 * Gain: Prism out of every page (about 28 KB gzip) and no tokenizing on load
 * (about 200 ms of a 4x-throttled phone's main thread on a code-heavy page).
 */
import {Suspense, lazy, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/internals/themeCommonInternal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLine from '@site/src/features/codeBlocks/CodeLine';
import {useCodeTokens} from '@site/src/features/codeBlocks/useCodeTokens';
import {
  styledTypes,
  type CodeLine as CodeLineTokens,
  type CodeTheme,
} from '@site/src/features/codeBlocks/codeTokensUtils';
import styles from './styles.module.css';

// CUSTOM
const PrismTokens = lazy(() => import('@site/src/features/codeBlocks/PrismTokens'));

// React 19 passes `ref` as a prop: upstream's forwardRef is not needed.
function Pre({ref, ...props}: ComponentProps<'pre'>) {
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// CUSTOM: prism-react-renderer's `Highlight` render, from lines already tokenized.
function HighlightedLines({
  lines,
  className: classNameProp,
}: {
  lines: CodeLineTokens[];
  className?: string;
}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme() as CodeTheme;
  const {language, lineNumbersStart, lineClassNames} = metadata;
  const styled = useMemo(() => styledTypes(prismTheme), [prismTheme]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}>
      <Code>
        {lines.map((line, i) => (
          <CodeLine
            key={i}
            line={line}
            styled={styled}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  // CUSTOM
  const lines = useCodeTokens(metadata.code);
  if (lines) {
    return <HighlightedLines lines={lines} className={classNameProp} />;
  }
  return (
    <Suspense fallback={null}>
      <PrismTokens code={metadata.code} language={metadata.language}>
        {(tokenized) => <HighlightedLines lines={tokenized} className={classNameProp} />}
      </PrismTokens>
    </Suspense>
  );
}
