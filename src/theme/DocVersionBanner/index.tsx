/**
 * Wraps the classic theme's DocVersionBanner (Docusaurus 3.10): the banner of
 * an unreleased or unmaintained version loads only for a version that has one,
 * in a chunk of its own, out of the code every doc page loads. The server
 * renders it in full; the browser hydrates it once it arrives.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

const VersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  if (!useDocsVersion().banner) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <VersionBanner {...props} />
    </Suspense>
  );
}
