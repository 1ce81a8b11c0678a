/**
 * Navbar dropdowns (the language menu) open on hover through a CSS rule, and
 * the theme closes them only when focus or a press lands outside. Content
 * shown on hover must be dismissible without moving the pointer or the
 * focus, so Escape hides every open dropdown until the pointer leaves it or
 * its trigger is used again. What Escape does loads with the first Escape
 * (navbarMenusEscape.ts), not with every page.
 */
import type {ClientModule} from '@docusaurus/types';
import './dismissNavbarMenus.css';

const dismissNavbarMenus: ClientModule = {};

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      import('./navbarMenusEscape').then(
        ({dismissOpenNavbarMenus}) => dismissOpenNavbarMenus(),
        // Offline: the menus close as the theme closes them, on a press or focus outside.
        () => undefined,
      );
    }
  });
}

export default dismissNavbarMenus;
