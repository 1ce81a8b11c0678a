/**
 * Wraps the classic theme's Navbar/MobileSidebar (Docusaurus 3.10): the menu
 * also closes when the window grows to the 768 px breakpoint. (Docusaurus
 * already closes it on route changes.)
 *
 * The menu renders the first time the reader opens it, not before. Docusaurus
 * renders it, closed, as soon as a hydrated page measures a mobile window: the
 * whole doc sidebar laid out off screen, a long task right after a phone's page
 * hydrates, for a menu most visits never open. Its code still loads right after
 * hydration at mobile widths (and never on a wide screen), so the first tap
 * only renders it.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommonInternal';
import {MOBILE_MENU_BREAKPOINT} from '@site/src/utils/layoutUtils';

const loadMobileSidebar = () => import('@theme-original/Navbar/MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

export default function MobileSidebarWrapper(): ReactNode {
  // The menu's open state is only exposed through theme-common's internal hooks.
  const {shown, shouldRender, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) {
    // Set during render, so React renders again before committing: the menu mounts
    // with this very tap, and stays mounted (and animates) once opened.
    setOpened(true);
  }
  useEffect(() => {
    if (shouldRender) {
      void loadMobileSidebar();
    }
  }, [shouldRender]);
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    // Only a change counts: between 768 px and Docusaurus' 996 px the menu can still be opened.
    const closeWhenWide = () => {
      if (wide.matches) {
        toggle();
      }
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [shown, toggle]);
  if (!shouldRender || !opened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
