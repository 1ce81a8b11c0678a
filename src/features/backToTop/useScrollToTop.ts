import {useCallback, useEffect, useState} from 'react';
import {
  SCROLL_THROTTLE,
  shouldShowScrollToTop,
  throttle,
} from '@site/src/features/backToTop/timingUtils';

/** Whether the scroll-to-top button shows, and the action that scrolls up. */
export function useScrollToTop(): {shown: boolean; scrollToTop: () => void} {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = throttle(() => setShown(shouldShowScrollToTop(window.scrollY)), SCROLL_THROTTLE);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  const scrollToTop = useCallback(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reducedMotion ? 'auto' : 'smooth'});
  }, []);
  return {shown, scrollToTop};
}
