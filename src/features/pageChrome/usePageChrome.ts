import {useMemo} from 'react';
import {
  PAGE_PARTS,
  hiddenPartsFromFrontMatter,
  pageHiddenClass,
  type PageChromeFrontMatter,
  type PagePart,
} from '@site/src/features/pageChrome/pageChromeUtils';

export interface PageChrome {
  hidden: Record<PagePart, boolean>;
  /** Classes for <html> that hide the parts the page switches off. */
  htmlClassName: string;
  /** `pageType: custom`, `blank` or `home`: no breadcrumbs around the content. */
  contentOnly: boolean;
  /** `pageType: home`: the hero and feature cards of the front matter. */
  home: boolean;
  overview: boolean;
}

/** What of the chrome a doc page shows, from its front matter. */
export function usePageChrome(frontMatter: PageChromeFrontMatter): PageChrome {
  return useMemo(() => {
    const hiddenParts = hiddenPartsFromFrontMatter(frontMatter);
    const hidden = Object.fromEntries(
      PAGE_PARTS.map((part) => [part, hiddenParts.includes(part)]),
    ) as Record<PagePart, boolean>;
    return {
      hidden,
      htmlClassName: hiddenParts.map(pageHiddenClass).join(' '),
      contentOnly: ['custom', 'blank', 'home'].includes(frontMatter.pageType as string),
      home: frontMatter.pageType === 'home',
      overview: frontMatter.overview === true,
    };
  }, [frontMatter]);
}
