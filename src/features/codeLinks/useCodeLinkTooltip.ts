import {useCallback, useEffect, useReducer, useRef} from 'react';
import {codeLinkOf, isTouch} from '@site/src/features/codeLinks/codeLinkElements';
import {
  LEAVE_GRACE_MS,
  initialTooltipState,
  isTooltipShown,
  tooltipReducer,
} from '@site/src/features/codeLinks/codeLinkTooltipUtils';

export interface CodeLinkTooltip {
  /** The link whose tooltip shows, or null. */
  link: HTMLAnchorElement | null;
  onTooltipPointerEnter: () => void;
  onTooltipPointerLeave: () => void;
}

/**
 * The tooltip of the code links inside `root`, from one delegated set of
 * listeners (the links are static HTML, not React elements). The link whose
 * tooltip shows gets `anchorClassName` (the tooltip is positioned against
 * it in CSS) and `aria-describedby` pointing at the tooltip. A tap shows
 * nothing: it follows the link.
 */
export function useCodeLinkTooltip({
  root,
  initialLink,
  initialCause,
  tooltipId,
  anchorClassName,
}: {
  root: Document | HTMLElement;
  initialLink: HTMLAnchorElement | null;
  initialCause: 'pointer' | 'focus';
  tooltipId: string;
  anchorClassName: string;
}): CodeLinkTooltip {
  const [state, dispatch] = useReducer(
    tooltipReducer<HTMLAnchorElement>,
    initialTooltipState(initialLink, initialCause),
  );
  const shown = isTooltipShown(state);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const leaveTimers = useRef<{link?: number; tooltip?: number}>({});

  const cancelLeave = useCallback((kind: 'link' | 'tooltip') => {
    window.clearTimeout(leaveTimers.current[kind]);
    leaveTimers.current[kind] = undefined;
  }, []);
  const leaveLater = useCallback(
    (kind: 'link' | 'tooltip') => {
      cancelLeave(kind);
      leaveTimers.current[kind] = window.setTimeout(() => {
        leaveTimers.current[kind] = undefined;
        dispatch({type: kind === 'link' ? 'leaveLink' : 'leaveTooltip'});
      }, LEAVE_GRACE_MS);
    },
    [cancelLeave],
  );

  // The pointer or the focus may have left the first link while this module loaded.
  useEffect(() => {
    if (initialLink && initialCause === 'pointer' && !initialLink.matches(':hover')) {
      dispatch({type: 'leaveLink'});
    }
    if (
      initialLink &&
      initialCause === 'focus' &&
      initialLink.ownerDocument.activeElement !== initialLink
    ) {
      dispatch({type: 'blurLink'});
    }
  }, [initialLink, initialCause]);

  useEffect(() => {
    const timers = leaveTimers.current;
    const onPointerOver = (event: Event) => {
      const link = codeLinkOf(event.target);
      if (link && !isTouch(event)) {
        cancelLeave('link');
        dispatch({type: 'enterLink', link});
      }
    };
    const onPointerOut = (event: Event) => {
      const link = codeLinkOf(event.target);
      const to = (event as PointerEvent).relatedTarget;
      if (link && !(to instanceof Node && link.contains(to))) {
        leaveLater('link');
      }
    };
    const onFocusIn = (event: Event) => {
      const link = codeLinkOf(event.target);
      if (link) {
        dispatch({type: 'focusLink', link});
      }
    };
    const onFocusOut = (event: Event) => {
      if (codeLinkOf(event.target)) {
        dispatch({type: 'blurLink'});
      }
    };
    // Following the link (or leaving the page by it) closes the tooltip.
    const onClick = (event: Event) => {
      if (codeLinkOf(event.target)) {
        dispatch({type: 'dismiss'});
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shownRef.current) {
        dispatch({type: 'dismiss'});
      }
    };
    const doc = root instanceof Document ? root : root.ownerDocument;
    const listeners: [Document | HTMLElement, string, (event: never) => void][] = [
      [root, 'pointerover', onPointerOver],
      [root, 'pointerout', onPointerOut],
      [root, 'focusin', onFocusIn],
      [root, 'focusout', onFocusOut],
      [root, 'click', onClick],
      [doc, 'keydown', onKeyDown],
    ];
    for (const [target, type, listener] of listeners) {
      target.addEventListener(type, listener as EventListener);
    }
    return () => {
      for (const [target, type, listener] of listeners) {
        target.removeEventListener(type, listener as EventListener);
      }
      window.clearTimeout(timers.link);
      window.clearTimeout(timers.tooltip);
    };
  }, [root, cancelLeave, leaveLater]);

  const link = shown ? state.link : null;
  useEffect(() => {
    if (!link) {
      return undefined;
    }
    link.classList.add(anchorClassName);
    link.setAttribute('aria-describedby', tooltipId);
    return () => {
      link.classList.remove(anchorClassName);
      link.removeAttribute('aria-describedby');
    };
  }, [link, anchorClassName, tooltipId]);

  const onTooltipPointerEnter = useCallback(() => {
    cancelLeave('tooltip');
    dispatch({type: 'enterTooltip'});
  }, [cancelLeave]);
  const onTooltipPointerLeave = useCallback(() => leaveLater('tooltip'), [leaveLater]);

  return {link, onTooltipPointerEnter, onTooltipPointerLeave};
}
