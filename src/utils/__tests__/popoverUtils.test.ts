import {popoverTransition} from '@site/src/utils/popoverUtils';

describe('popoverTransition', () => {
  it('opens at once on hover, click, focus and context menu', () => {
    for (const trigger of ['pointerenter', 'click', 'focus', 'contextmenu'] as const) {
      expect(popoverTransition(trigger)).toEqual({open: true, delay: 0});
    }
  });

  it('closes 0.1 s after the pointer leaves', () => {
    expect(popoverTransition('pointerleave')).toEqual({open: false, delay: 100});
  });

  it('closes at once on Escape, a click outside, and focus leaving', () => {
    for (const trigger of ['escape', 'outside', 'focusleave'] as const) {
      expect(popoverTransition(trigger)).toEqual({open: false, delay: 0});
    }
  });
});
