/**
 * Wraps the classic theme's ContentVisibility (Docusaurus 3.10): the banners
 * of unlisted and draft pages load only on such a page, in a chunk of their
 * own, out of the code every doc and blog page loads. The server renders them
 * in full; the browser hydrates them once they arrive.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const Banners = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  // As upstream: front matter too, since in development `unlisted` is always false.
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Banners {...props} />
    </Suspense>
  );
}
