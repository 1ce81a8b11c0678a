/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocItem/Layout), upstream
 * structure kept. CUSTOM parts: the page's front matter decides which parts of
 * the chrome show (`navbar`, `sidebar`, `outline`, `footer`, `pageType`), and
 * an overview page (`overview: true`) renders the overview of its sidebar, and
 * a home page (`pageType: home`) renders the hero and features of its front matter.
 * Gain: the outline column and the footer are decided inside upstream's hooks,
 * which a wrap cannot reach.
 */
import {Suspense, lazy, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import {usePageChrome} from '@site/src/features/pageChrome/usePageChrome';
import type {PageChromeFrontMatter} from '@site/src/features/pageChrome/pageChromeUtils';
import styles from './styles.module.css';

// CUSTOM: chunks of their own, fetched by the few pages that show them. The
// server renders them in full; the browser hydrates them once they arrive.
const HomePage = lazy(() => import('@site/src/features/homePage/HomePage'));
const Overview = lazy(() => import('@site/src/features/overview/Overview'));

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC(outlineHidden: boolean) {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  // CUSTOM: the outline also goes when the page's front matter hides it.
  const hidden = frontMatter.hide_table_of_contents || outlineHidden;
  const canRender = !hidden && toc.length > 0;
  const mobile = canRender ? <DocItemTOCMobile /> : undefined;
  const desktop =
    canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? (
      <DocItemTOCDesktop />
    ) : undefined;
  return {
    hidden,
    mobile,
    desktop,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  // CUSTOM
  const chrome = usePageChrome(frontMatter as PageChromeFrontMatter);
  const docTOC = useDocTOC(chrome.hidden.outline);
  return (
    <HtmlClassNameProvider className={chrome.htmlClassName}>
      <div className="row">
        <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
          <ContentVisibility metadata={metadata} />
          <DocVersionBanner />
          <div className={styles.docItemContainer}>
            <article>
              {!chrome.contentOnly && <DocBreadcrumbs />}
              <DocVersionBadge />
              {docTOC.mobile}
              {/* CUSTOM */}
              {chrome.home && (
                <Suspense fallback={null}>
                  <HomePage frontMatter={frontMatter} />
                </Suspense>
              )}
              <DocItemContent>{children}</DocItemContent>
              {/* CUSTOM */}
              {chrome.overview && (
                <Suspense fallback={null}>
                  <Overview />
                </Suspense>
              )}
              {!chrome.hidden.footer && <DocItemFooter />}
            </article>
            {!chrome.hidden.footer && <DocItemPaginator />}
          </div>
        </div>
        {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
      </div>
    </HtmlClassNameProvider>
  );
}
