/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock), upstream
 * structure kept. CUSTOM: a block highlighted at build time
 * (src/plugins/codeHighlight) comes as an `html` prop without children; the
 * HTML reaches CodeBlock/Content through context. No block is mounted again
 * after hydration: the colours come from a stylesheet, not from inline styles
 * that would follow the colour mode.
 * Gain: upstream remounts every block after hydration in the other colour mode
 * (a DOM rebuild in one long task); the html prop cannot reach Content through
 * a wrap.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeHtmlContext} from '@site/src/features/codeBlocks/useCodeHtml';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, html, ...props}: Props): ReactNode {
  // CUSTOM: a block with its build-time HTML has no children; its code is in the HTML.
  const children = html === undefined ? maybeStringifyChildren(rawChildren) : '';
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    // CUSTOM: the HTML reaches CodeBlock/Content through context.
    <CodeHtmlContext.Provider value={html ?? null}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </CodeHtmlContext.Provider>
  );
}
