import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import CodeLinkTooltipLoader from '..';

const mockTooltipLoaded = jest.fn();
jest.mock('@site/src/features/codeLinks/CodeLinkTooltip', () => {
  mockTooltipLoaded();
  return jest.requireActual('@site/src/features/codeLinks/CodeLinkTooltip');
});

function staticCode(): {link: HTMLAnchorElement; plain: HTMLElement} {
  const pre = document.createElement('pre');
  pre.innerHTML =
    '<code><span class="token">export</span> { ' +
    '<a href="/config/lib/format" data-code-link-type="Format">format</a> }</code>';
  document.body.append(pre);
  return {link: pre.querySelector('a')!, plain: pre.querySelector('span')!};
}

/** Whether the pointer is over the link, as `:hover` tells (jsdom has no pointer). */
function pointerOn(link: HTMLAnchorElement, hovered: boolean) {
  const matches = Element.prototype.matches;
  jest
    .spyOn(link, 'matches')
    .mockImplementation((selector) =>
      selector === ':hover' ? hovered : matches.call(link, selector),
    );
}

describe('CodeLinkTooltipLoader', () => {
  let code: ReturnType<typeof staticCode>;

  beforeEach(() => {
    code = staticCode();
  });

  afterEach(() => {
    cleanup();
    code.link.closest('pre')!.remove();
  });

  it('loads nothing until a code link is hovered or focused, then loads on the first focus and shows that link’s', async () => {
    render(<CodeLinkTooltipLoader />);
    fireEvent.pointerOver(code.plain);
    act(() => document.body.focus());
    expect(mockTooltipLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => code.link.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Type Format');
    expect(mockTooltipLoaded).toHaveBeenCalledTimes(1);
    // From then on the loaded module's listeners answer.
    act(() => code.link.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => code.link.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('loads the tooltip on the first hover of a code link and shows it while the pointer stays', async () => {
    pointerOn(code.link, true);
    render(<CodeLinkTooltipLoader />);
    fireEvent.pointerOver(code.link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Type Format');
  });

  it('shows nothing when the pointer left the link while the tooltip loaded', async () => {
    pointerOn(code.link, false);
    render(<CodeLinkTooltipLoader />);
    fireEvent.pointerOver(code.link);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
