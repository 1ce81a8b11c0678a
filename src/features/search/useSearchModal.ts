import {useCallback, useEffect, useState, useSyncExternalStore} from 'react';
import {useHistory} from '@docusaurus/router';
import {isApplePlatform, platformOf} from '@site/src/utils/platformUtils';
import {listenToSearchShortcut} from '@site/src/features/search/searchShortcut';
import {searchDialogStore} from '@site/src/features/search/searchDialogStore';

const serverSnapshot = () => 0;

/**
 * Open state of the search dialog (`opening`: which opening it is, 0 while
 * closed): Ctrl+K or ⌘K toggles it from anywhere (a press before the page is
 * ready included), `hide` closes it, `navigate` closes it and opens a result;
 * going back or forward closes it too. The dialog itself (`SearchModal`) is
 * modal: the browser keeps the focus in it and gives it back on close.
 */
export function useSearchModal() {
  const opening = useSyncExternalStore(
    searchDialogStore.subscribe,
    searchDialogStore.opening,
    serverSnapshot,
  );
  const open = opening !== 0;
  const [apple, setApple] = useState(false);
  const history = useHistory();

  const show = useCallback(() => searchDialogStore.setOpen(true), []);
  const hide = useCallback(() => searchDialogStore.setOpen(false), []);
  const navigate = useCallback(
    (url: string) => {
      hide();
      history.push(url);
    },
    [hide, history],
  );

  useEffect(
    () =>
      listenToSearchShortcut(window, () => searchDialogStore.setOpen(!searchDialogStore.isOpen())),
    [],
  );

  // Back and forward leave the page the dialog was opened on. (A link followed
  // from the dialog closes it through `navigate`; other navigations keep it:
  // it may have been opened while the next page was loading.)
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    window.addEventListener('popstate', hide);
    return () => window.removeEventListener('popstate', hide);
  }, [open, hide]);

  // The platform is only known in the browser; the server renders "Ctrl".
  useEffect(() => {
    setApple(isApplePlatform(platformOf(navigator)));
  }, []);

  return {open, opening, show, hide, navigate, shortcutModifier: apple ? '⌘' : 'Ctrl'} as const;
}
