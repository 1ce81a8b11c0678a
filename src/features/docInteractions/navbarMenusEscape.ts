/**
 * What Escape does to the navbar's open dropdowns (see dismissNavbarMenus.ts,
 * which loads this on the first Escape).
 */
const DISMISSED_ATTRIBUTE = 'data-menu-dismissed';

/** The dropdowns whose menu shows now: hovered, opened by the keyboard or holding focus. */
function openNavbarMenus(): Element[] {
  return Array.from(document.querySelectorAll('.dropdown--hoverable')).filter(
    (menu) =>
      menu.matches(':hover') ||
      menu.classList.contains('dropdown--show') ||
      menu.contains(document.activeElement),
  );
}

function restoreOnLeave(menu: Element): void {
  const controller = new AbortController();
  const restore = () => {
    menu.removeAttribute(DISMISSED_ATTRIBUTE);
    controller.abort();
  };
  const {signal} = controller;
  menu.addEventListener('pointerleave', restore, {signal});
  menu.addEventListener('click', restore, {signal});
  menu.addEventListener(
    'keydown',
    (event) => {
      const {key} = event as KeyboardEvent;
      if (key === 'Enter' || key === ' ') {
        restore();
      }
    },
    {signal},
  );
}

/** Hides every open navbar dropdown, and gives focus back to the trigger of one that held it. */
export function dismissOpenNavbarMenus(): void {
  for (const menu of openNavbarMenus()) {
    // The hover rule would keep showing it under a resting pointer.
    if (menu.matches(':hover') && !menu.hasAttribute(DISMISSED_ATTRIBUTE)) {
      menu.setAttribute(DISMISSED_ATTRIBUTE, '');
      restoreOnLeave(menu);
    }
    const trigger = menu.querySelector<HTMLElement>('[aria-haspopup]');
    if (menu.contains(document.activeElement) && trigger) {
      trigger.focus({preventScroll: true});
    }
    if (menu.classList.contains('dropdown--show')) {
      // The theme's dropdown closes its opened state when focus moves
      // outside it; tell it so, as Escape ends the menu like that would.
      document.body.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    }
  }
}
