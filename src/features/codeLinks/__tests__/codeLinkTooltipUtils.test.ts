import {
  CODE_LINK_SELECTOR,
  type TooltipEvent,
  initialTooltipState,
  isTooltipShown,
  tooltipReducer,
} from '../codeLinkTooltipUtils';

type Link = 'format' | 'bundle';

function shownAfter(events: TooltipEvent<Link>[], start = initialTooltipState<Link>()) {
  const state = events.reduce(tooltipReducer<Link>, start);
  return isTooltipShown(state) ? state.link : null;
}

describe('tooltipReducer', () => {
  it('shows nothing at first', () => {
    expect(shownAfter([])).toBeNull();
  });

  it('shows the tooltip of the link the first hover or focus was on', () => {
    expect(shownAfter([], initialTooltipState<Link>('format', 'pointer'))).toBe('format');
    expect(shownAfter([], initialTooltipState<Link>('format', 'focus'))).toBe('format');
  });

  it('shows while the link is hovered and hides when the pointer leaves it', () => {
    expect(shownAfter([{type: 'enterLink', link: 'format'}])).toBe('format');
    expect(shownAfter([{type: 'enterLink', link: 'format'}, {type: 'leaveLink'}])).toBeNull();
  });

  it('stays while the pointer is on the tooltip itself, after leaving the link', () => {
    const onTooltip: TooltipEvent<Link>[] = [
      {type: 'enterLink', link: 'format'},
      {type: 'enterTooltip'},
      {type: 'leaveLink'},
    ];
    expect(shownAfter(onTooltip)).toBe('format');
    expect(shownAfter([...onTooltip, {type: 'leaveTooltip'}])).toBeNull();
  });

  it('shows while the link has focus, whatever the pointer does', () => {
    const focused: TooltipEvent<Link>[] = [
      {type: 'focusLink', link: 'format'},
      {type: 'enterLink', link: 'format'},
      {type: 'leaveLink'},
    ];
    expect(shownAfter(focused)).toBe('format');
    expect(shownAfter([...focused, {type: 'blurLink'}])).toBeNull();
  });

  it('hides on dismiss although hovered and focused, until the next hover or focus', () => {
    const dismissed: TooltipEvent<Link>[] = [
      {type: 'focusLink', link: 'format'},
      {type: 'enterLink', link: 'format'},
      {type: 'dismiss'},
    ];
    expect(shownAfter(dismissed)).toBeNull();
    expect(
      shownAfter([...dismissed, {type: 'leaveLink'}, {type: 'enterLink', link: 'format'}]),
    ).toBe('format');
    expect(
      shownAfter([...dismissed, {type: 'blurLink'}, {type: 'focusLink', link: 'format'}]),
    ).toBe('format');
  });

  it('moves to another link when it is hovered or focused', () => {
    expect(
      shownAfter([
        {type: 'enterLink', link: 'format'},
        {type: 'enterLink', link: 'bundle'},
      ]),
    ).toBe('bundle');
    expect(
      shownAfter([
        {type: 'focusLink', link: 'format'},
        {type: 'dismiss'},
        {type: 'focusLink', link: 'bundle'},
      ]),
    ).toBe('bundle');
  });

  it('does not let the pointer leaving the previous link hide the next one', () => {
    expect(
      shownAfter([
        {type: 'enterLink', link: 'format'},
        {type: 'enterLink', link: 'bundle'},
        {type: 'focusLink', link: 'bundle'},
        {type: 'leaveLink'},
      ]),
    ).toBe('bundle');
  });
});

describe('CODE_LINK_SELECTOR', () => {
  it('selects anchors that carry a type', () => {
    expect(CODE_LINK_SELECTOR).toBe('a[data-code-link-type]');
  });
});
