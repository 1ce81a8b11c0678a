/**
 * A hover popover (the tools switcher, the social links' overflow): opens on hover with no delay,
 * closes 0.1 s after the pointer leaves, opens on click, focus and context
 * menu, closes on Escape, on a click outside and when focus leaves it.
 */
export const POPOVER_ENTER_DELAY = 0;
export const POPOVER_LEAVE_DELAY = 100;

export type PopoverTrigger =
  | 'pointerenter'
  | 'pointerleave'
  | 'click'
  | 'focus'
  | 'contextmenu'
  | 'escape'
  | 'outside'
  | 'focusleave';

export interface PopoverTransition {
  /** The state to move to. */
  open: boolean;
  /** How long to wait (ms) before moving; a later trigger cancels the wait. */
  delay: number;
}

export function popoverTransition(trigger: PopoverTrigger): PopoverTransition {
  switch (trigger) {
    case 'pointerenter':
      return {open: true, delay: POPOVER_ENTER_DELAY};
    case 'pointerleave':
      return {open: false, delay: POPOVER_LEAVE_DELAY};
    case 'click':
    case 'focus':
    case 'contextmenu':
      return {open: true, delay: 0};
    case 'escape':
    case 'outside':
    case 'focusleave':
      return {open: false, delay: 0};
  }
}
