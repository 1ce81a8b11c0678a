import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {isApplePlatform, isSearchShortcut} from '@site/src/features/search/searchShortcutUtils';

/**
 * Open state of the search modal: Ctrl+K or Cmd+K toggles it from
 * anywhere, `hide` closes it (Escape, a click outside) and hands the focus back
 * to where it was; `navigate` closes it and opens a result.
 */
export function useSearchModal() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  // Where the focus was before opening, to return it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [apple, setApple] = useState(false);
  const history = useHistory();
  const {pathname} = useLocation();

  const show = useCallback(() => {
    if (openRef.current) {
      return;
    }
    const active = document.activeElement;
    returnFocusTo.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
    openRef.current = true;
    setOpen(true);
  }, []);

  const hide = useCallback(({restoreFocus = true}: {restoreFocus?: boolean} = {}) => {
    if (!openRef.current) {
      return;
    }
    openRef.current = false;
    setOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (restoreFocus && target?.isConnected) {
      // After React removed the dialog, so nothing steals it back.
      requestAnimationFrame(() => target.focus());
    }
  }, []);

  const navigate = useCallback(
    (url: string) => {
      hide({restoreFocus: false});
      history.push(url);
    },
    [hide, history],
  );

  // The platform is only known in the browser; the server renders "Ctrl".
  useEffect(() => {
    const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
    setApple(isApplePlatform(nav.userAgentData?.platform || nav.platform || ''));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.isComposing) {
        return;
      }
      event.preventDefault();
      if (openRef.current) {
        hide();
      } else {
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, hide]);

  // A route change (a result opened, back/forward) closes it.
  useEffect(() => {
    hide({restoreFocus: false});
  }, [pathname, hide]);

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return {open, show, hide, navigate, shortcutModifier: apple ? '⌘' : 'Ctrl'} as const;
}
