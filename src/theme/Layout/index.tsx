/**
 * Wraps the classic theme's Layout (Docusaurus 3.10): every page gets the
 * loader of the code-link tooltip once, beside its layout. The loader is one
 * delegated listener on the document; the tooltip itself loads on the first
 * hover or focus of a link in a code block.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import CodeLinkTooltipLoader from '@site/src/features/codeLinks/CodeLinkTooltipLoader';

export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <Layout {...props} />
      <CodeLinkTooltipLoader />
    </>
  );
}
