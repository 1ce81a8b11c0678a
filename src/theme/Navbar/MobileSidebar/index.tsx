/**
 * Wraps the classic theme's Navbar/MobileSidebar (Docusaurus 3.10): the menu
 * also closes when the window grows to the 768 px breakpoint. (Docusaurus
 * already closes it on route changes.)
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommonInternal';
import {MOBILE_MENU_BREAKPOINT} from '@site/src/utils/layoutUtils';

export default function MobileSidebarWrapper(): ReactNode {
  // The menu's open state is only exposed through theme-common's internal hooks.
  const {shown, toggle} = useNavbarMobileSidebar();
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
  return <MobileSidebar />;
}
