/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content), upstream
 * structure kept. CUSTOM: the lines come as HTML highlighted at build time
 * (src/features/codeBlocks/codeHtmlUtils), set as the inner HTML of the
 * `<code>`, which React leaves alone: no token is a React element, in the page
 * chunk or during hydration. A block without that HTML gets the same markup
 * in the browser from the lazily loaded PrismHtml. Tokens carry classes, not
 * inline styles: their colours come from the code themes' stylesheet
 * (src/plugins/codeHighlight), and line numbers from a `data-line` attribute
 * instead of a counter reset in an inline style.
 * Gain: Prism out of every page (about 28 KB gzip), the code once in the page
 * chunk instead of twice, and no tokens to render or hydrate (thousands of
 * elements on a code-heavy page).
 */
import {Suspense, lazy, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/internals/themeCommonInternal';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeHtml} from '@site/src/features/codeBlocks/useCodeHtml';
import '@site/src/features/codeBlocks/codeLines.css';
import styles from './styles.module.css';

// CUSTOM
const PrismHtml = lazy(() => import('@site/src/features/codeBlocks/PrismHtml'));

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

// CUSTOM: the lines are the build's HTML, which React sets once and never walks.
function Code({html}: {html: string}) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      className={clsx(
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}

function HighlightedLines({html, className}: {html: string; className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(className, `prism-code language-${metadata.language}`)}>
      <Code html={html} />
    </Pre>
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  // CUSTOM
  const html = useCodeHtml();
  if (html !== null) {
    return <HighlightedLines html={html} className={classNameProp} />;
  }
  return (
    <Suspense fallback={null}>
      <PrismHtml source={metadata}>
        {(highlighted) => <HighlightedLines html={highlighted} className={classNameProp} />}
      </PrismHtml>
    </Suspense>
  );
}
