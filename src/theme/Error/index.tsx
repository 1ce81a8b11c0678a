/**
 * Wraps Docusaurus' error page (@docusaurus/core 3.10, the theme fallback
 * `Error`): it loads when a page crashes, not with every page. Imported as is
 * by the error boundary of the app's entry, it brings the page layout (navbar,
 * footer and all they import) into main.js, ahead of every page's own code;
 * the layout then loads with the routes, which all render it.
 */
import {Suspense, lazy, type ReactNode} from 'react';
import type {Props} from '@theme/Error';

const ErrorPage = lazy(() => import('@theme-original/Error'));

export default function Error(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
