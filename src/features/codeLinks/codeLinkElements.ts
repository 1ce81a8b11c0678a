import {CODE_LINK_SELECTOR} from '@site/src/features/codeLinks/codeLinkTooltipUtils';

/** The code link an event happened in, if any. */
export function codeLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(CODE_LINK_SELECTOR) : null;
}

/** A tap follows the link: it shows no tooltip. */
export function isTouch(event: Event): boolean {
  return (event as PointerEvent).pointerType === 'touch';
}
