import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import CodeLinkTooltip from '..';
import {LEAVE_GRACE_MS} from '../../codeLinkTooltipUtils';

/** A code block as the build writes it: static HTML, links carrying their type and description. */
function staticCode(): {format: HTMLAnchorElement; bundle: HTMLAnchorElement; other: HTMLElement} {
  const pre = document.createElement('pre');
  pre.innerHTML =
    '<code>export default { lib: [{ ' +
    `<a href="/config/lib/format" data-code-link-type="'esm' | 'cjs'" data-code-link-description="format chooses the module format.">format</a>: 'esm', ` +
    '<a href="/config/lib/bundle" data-code-link-type="boolean">bundle</a>: false }] };' +
    '</code><button type="button">Copy</button>';
  document.body.append(pre);
  const [format, bundle] = Array.from(pre.querySelectorAll('a'));
  return {format, bundle, other: pre.querySelector('button')!};
}

/** A pointer event with its pointer type (jsdom has no PointerEvent). */
function pointer(
  element: Element,
  type: 'pointerover' | 'pointerout',
  pointerType: string,
  relatedTarget: Element | null = null,
) {
  const event = new MouseEvent(type, {bubbles: true, relatedTarget});
  Object.defineProperty(event, 'pointerType', {value: pointerType});
  act(() => {
    element.dispatchEvent(event);
  });
}

function hover(element: Element) {
  pointer(element, 'pointerover', 'mouse');
}

function unhover(element: Element, to: Element = document.body) {
  pointer(element, 'pointerout', 'mouse', to);
}

function afterGrace() {
  act(() => {
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
  });
}

describe('CodeLinkTooltip', () => {
  let links: ReturnType<typeof staticCode>;

  beforeEach(() => {
    jest.useFakeTimers();
    links = staticCode();
    render(<CodeLinkTooltip root={document} initialLink={null} initialCause="pointer" />);
  });

  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    links.format.closest('pre')!.remove();
    delete (globalThis as {__translations?: unknown}).__translations;
  });

  it('shows the type and the description of a hovered link, which it describes', () => {
    expect(screen.queryByRole('tooltip')).toBeNull();
    hover(links.format);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent("Type 'esm' | 'cjs'");
    expect(tooltip).toHaveTextContent('format chooses the module format.');
    expect(links.format).toHaveAttribute('aria-describedby', tooltip.id);
    expect(links.format).toHaveAccessibleDescription(
      "Type 'esm' | 'cjs' format chooses the module format.",
    );
  });

  it('shows only the type of a link without description', () => {
    hover(links.bundle);
    expect(screen.getByRole('tooltip').textContent).toBe('Type boolean');
  });

  it('stays while the pointer crosses to the tooltip and rests on it, and goes when it leaves both', () => {
    hover(links.format);
    unhover(links.format);
    const tooltip = screen.getByRole('tooltip');
    fireEvent.pointerEnter(tooltip);
    afterGrace();
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    fireEvent.pointerLeave(tooltip);
    afterGrace();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(links.format).not.toHaveAttribute('aria-describedby');
  });

  it('goes a moment after the pointer leaves the link, not at once', () => {
    hover(links.format);
    unhover(links.format);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    afterGrace();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays when the pointer leaves the link and comes back within the moment', () => {
    hover(links.format);
    unhover(links.format);
    hover(links.format);
    afterGrace();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows on keyboard focus and goes on blur', () => {
    act(() => links.bundle.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Type boolean');
    act(() => links.other.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes on Escape without moving the focus or needing the pointer to move', () => {
    act(() => links.format.focus());
    hover(links.format);
    fireEvent.keyDown(links.format, {key: 'Escape'});
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(links.format);
    // The next hover brings it back.
    unhover(links.format);
    afterGrace();
    hover(links.format);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('leaves other keys alone', () => {
    hover(links.format);
    fireEvent.keyDown(document, {key: 'Enter'});
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('follows the pointer from one link to the next', () => {
    hover(links.format);
    unhover(links.format, links.bundle);
    hover(links.bundle);
    afterGrace();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Type boolean');
    expect(links.format).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing for a tap, which follows the link', () => {
    pointer(links.format, 'pointerover', 'touch');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the link is followed', () => {
    hover(links.format);
    fireEvent.click(links.format);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is placed by its stylesheet: no inline style on the tooltip or the link', () => {
    hover(links.format);
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(links.format.className).toBe('anchor');
  });

  it('translates its label', () => {
    (globalThis as {__translations?: Record<string, string>}).__translations = {
      'codeLinks.tooltip.type': '类型',
    };
    links.format.setAttribute('data-code-link-description', 'format 决定产物格式。');
    hover(links.format);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      "类型 'esm' | 'cjs'format 决定产物格式。",
    );
  });
});
