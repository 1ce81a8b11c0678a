import {useCallback, useState} from 'react';
import {useScrollPosition} from '@site/src/internals/themeCommonInternal';
import {shouldShowScrollToTop} from '@site/src/features/backToTop/scrollToTopUtils';

/**
 * Whether the scroll-to-top button shows, and the action that scrolls up.
 * Docusaurus' scroll hook calls the handler on each scroll event (passive, and
 * not while a tab switch restores the scroll position); the handler only
 * compares, and React renders again only when the answer changes, which is
 * rarer than any throttle would allow.
 */
export function useScrollToTop(): {shown: boolean; scrollToTop: () => void} {
  const [shown, setShown] = useState(false);
  useScrollPosition(({scrollY}) => setShown(shouldShowScrollToTop(scrollY)));
  const scrollToTop = useCallback(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reducedMotion ? 'auto' : 'smooth'});
  }, []);
  return {shown, scrollToTop};
}
