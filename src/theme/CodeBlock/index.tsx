/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock), upstream
 * structure kept. CUSTOM: the `tokens` prop (src/features/codeBlocks/theme-code-block.d.ts)
 * that the build-time highlighter (src/plugins/codeHighlight) adds reaches
 * CodeBlock/Content through context, and a block is mounted again after
 * hydration only when its colours changed.
 * Gain: upstream remounts every block after hydration (a DOM rebuild in one
 * long task); the tokens prop cannot reach Content through a wrap.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensContext} from '@site/src/features/codeBlocks/useCodeTokens';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props): ReactNode {
  // The Prism theme on SSR is always the default theme but the site theme can
  // be in a different mode. React hydration doesn't update DOM styles that come
  // from SSR. Hence force a re-render after mounting to apply the current
  // relevant styles.
  // CUSTOM: only in another mode than the server's; in that one the styles
  // already match, and mounting every block twice costs a phone's main thread.
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    // CUSTOM: the tokens reach CodeBlock/Content through context.
    <CodeTokensContext.Provider value={tokens ?? null}>
      <CodeBlockComp key={String(isBrowser && colorMode !== defaultMode)} {...props}>
        {children as string}
      </CodeBlockComp>
    </CodeTokensContext.Provider>
  );
}
