/**
 * Wraps the theme's Layout. The search plugin's page of all results puts its
 * content in the layout without a `<main>` landmark, so screen-reader users
 * cannot jump to it; on that page only, the content is wrapped in one.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isSearchPagePath} from '@site/src/features/search/searchUtils';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const localeBaseUrl = useBaseUrl('/');
  return (
    <Layout {...props}>
      {isSearchPagePath(pathname, localeBaseUrl) ? <main>{children}</main> : children}
    </Layout>
  );
}
