import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useTopArrived} from '@site/src/features/landing/useTopArrived';
import styles from './styles.module.css';

/**
 * The landing page's background picture, and the transparent top bar: the
 * page marks <html> with `landing-page` (server-rendered, so the bar is
 * transparent from the first paint) and `useTopArrived` adds
 * `landing-scrolled` from 100 px of scroll, when the bar turns opaque.
 */
export default function LandingBackground(): ReactNode {
  useTopArrived();
  return (
    <HtmlClassNameProvider className="landing-page">
      <img
        className={styles.background}
        src={useBaseUrl('/img/landing-background.svg')}
        alt=""
        aria-hidden="true"
        decoding="async"
      />
    </HtmlClassNameProvider>
  );
}
