/**
 * Wraps the classic theme's Navbar/MobileSidebar (Docusaurus 3.10): the menu
 * also closes when the window grows to the 768 px breakpoint. (Docusaurus
 * already closes it on route changes.) The menu's code loads only where it can
 * show, at mobile widths: Docusaurus renders nothing there until the page has
 * hydrated and measured the window, so it loads right after, and never on a
 * wide screen.
 */
import {lazy, Suspense, useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommonInternal';
import {MOBILE_MENU_BREAKPOINT} from '@site/src/utils/layoutUtils';

const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function MobileSidebarWrapper(): ReactNode {
  // The menu's open state is only exposed through theme-common's internal hooks.
  const {shown, shouldRender, toggle} = useNavbarMobileSidebar();
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
  if (!shouldRender) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
