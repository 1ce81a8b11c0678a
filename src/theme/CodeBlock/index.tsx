/**
 * Wraps theme-classic's CodeBlock: the `tokens` prop that the build-time
 * highlighter (src/plugins/codeHighlight) adds to code blocks reaches
 * CodeBlock/Content through context, past the upstream components between.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext} from '@site/src/hooks/useCodeTokens';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** Lines tokenized at build time (codeTokensUtils' encoding). */
  tokens?: string;
};

export default function CodeBlockWrapper({tokens, ...props}: Props): ReactNode {
  // Without the prop, tokens a parent provides (PackageManagerTabs) still apply.
  if (tokens === undefined) {
    return <CodeBlock {...props} />;
  }
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
}
