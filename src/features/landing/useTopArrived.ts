import {useEffect, useState} from 'react';
import {isTopArrived} from '@site/src/utils/layoutUtils';

/**
 * Whether the page is scrolled less than the top-bar threshold. Also puts
 * `landing-scrolled` on <html> while it is not, for the navbar's CSS, and
 * takes it off when the page unmounts so doc pages keep an opaque bar.
 */
export function useTopArrived(): boolean {
  const [topArrived, setTopArrived] = useState(true);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTopArrived(isTopArrived(window.scrollY)));
    };
    setTopArrived(isTopArrived(window.scrollY));
    window.addEventListener('scroll', update, {passive: true});
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  useEffect(() => {
    document.documentElement.classList.toggle('landing-scrolled', !topArrived);
    return () => document.documentElement.classList.remove('landing-scrolled');
  }, [topArrived]);
  return topArrived;
}
