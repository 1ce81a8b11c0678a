/**
 * The tooltip of a linked option or flag in a code block: which links have
 * one, and when it shows. It shows while the link is hovered or focused, or
 * the tooltip itself is hovered (so the pointer can move onto it), until
 * Escape dismisses it; the next hover or focus brings it back. Pure: the
 * events come from one delegated listener (useCodeLinkTooltip).
 */

/** A code link is an `<a>` in the code's static HTML that carries its option's type. */
export const CODE_LINK_TYPE_ATTRIBUTE = 'data-code-link-type';
/** The first sentence of the option's section, in the page's language (may be absent). */
export const CODE_LINK_DESCRIPTION_ATTRIBUTE = 'data-code-link-description';
export const CODE_LINK_SELECTOR = `a[${CODE_LINK_TYPE_ATTRIBUTE}]`;

/** How long the tooltip stays after the pointer leaves the link or the tooltip, to cross the gap between them. */
export const LEAVE_GRACE_MS = 300;

export interface TooltipState<Link> {
  link: Link | null;
  overLink: boolean;
  overTooltip: boolean;
  focused: boolean;
  dismissed: boolean;
}

export type TooltipEvent<Link> =
  | {type: 'enterLink'; link: Link}
  | {type: 'leaveLink'}
  | {type: 'enterTooltip'}
  | {type: 'leaveTooltip'}
  | {type: 'focusLink'; link: Link}
  | {type: 'blurLink'}
  | {type: 'dismiss'};

export function initialTooltipState<Link>(
  link: Link | null = null,
  cause: 'pointer' | 'focus' = 'pointer',
): TooltipState<Link> {
  return {
    link,
    overLink: link !== null && cause === 'pointer',
    overTooltip: false,
    focused: link !== null && cause === 'focus',
    dismissed: false,
  };
}

export function tooltipReducer<Link>(
  state: TooltipState<Link>,
  event: TooltipEvent<Link>,
): TooltipState<Link> {
  switch (event.type) {
    case 'enterLink':
      return event.link === state.link
        ? {...state, overLink: true, dismissed: false}
        : {...initialTooltipState(event.link, 'pointer')};
    case 'focusLink':
      return event.link === state.link
        ? {...state, focused: true, dismissed: false}
        : {...initialTooltipState(event.link, 'focus')};
    case 'leaveLink':
      return {...state, overLink: false};
    case 'enterTooltip':
      return {...state, overTooltip: true};
    case 'leaveTooltip':
      return {...state, overTooltip: false};
    case 'blurLink':
      return {...state, focused: false};
    case 'dismiss':
      return {...state, dismissed: true};
  }
}

export function isTooltipShown<Link>(state: TooltipState<Link>): boolean {
  return (
    state.link !== null &&
    !state.dismissed &&
    (state.overLink || state.overTooltip || state.focused)
  );
}
