import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import {popoverTransition, type PopoverTrigger} from '@site/src/utils/popoverUtils';

/**
 * State and event handlers of a hover/click/focus popover whose trigger and
 * panel both live inside one root element.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Escape hands focus back to the trigger; that focus must not reopen it.
  const returningFocus = useRef(false);

  const dispatch = useCallback((trigger: PopoverTrigger) => {
    clearTimeout(timer.current);
    const {open: next, delay} = popoverTransition(trigger);
    if (delay === 0) {
      setOpen(next);
    } else {
      timer.current = setTimeout(() => setOpen(next), delay);
    }
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A press anywhere outside closes it, as a menu would.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        dispatch('outside');
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, dispatch]);

  // Escape closes it however it was opened: content shown on hover must be
  // dismissible without moving the pointer or the focus. When focus was
  // inside the panel it goes back to the trigger, so it is not lost.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') {
        return;
      }
      dispatch('escape');
      if (rootRef.current?.contains(document.activeElement)) {
        returningFocus.current = true;
        triggerRef.current?.focus({preventScroll: true});
        returningFocus.current = false;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: () => dispatch('pointerenter'),
    onPointerLeave: () => dispatch('pointerleave'),
    onBlur: (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
        dispatch('focusleave');
      }
    },
  };

  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => dispatch('click'),
    onFocus: () => {
      if (!returningFocus.current) {
        dispatch('focus');
      }
    },
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      dispatch('contextmenu');
    },
  };

  return {open, panelId, rootProps, triggerProps};
}
