import {act} from 'react';
import {render} from '@testing-library/react';
import {Helmet} from '@site/src/features/pageHead/HeadManager';

async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

function Page({description}: {description: string}) {
  return (
    <Helmet>
      <title>Page - Rslib</title>
      <html className="docs-doc-page" />
      <meta name="description" content={description} />
    </Helmet>
  );
}

describe('Helmet in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title data-rh="true">Page - Rslib</title>' +
      '<meta data-rh="true" name="viewport" content="width=device-width"/>';
  });

  it('keeps the tags the server rendered, and lets inner heads win until they unmount', async () => {
    const serverViewport = document.head.querySelector('meta[name=viewport]');
    const {rerender} = render(
      <>
        <Helmet>
          <title>Rslib</title>
          <html lang="en" className="site" />
          <meta name="viewport" content="width=device-width" />
          <meta name="description" content="Site" />
        </Helmet>
        <Page description="First" />
      </>,
    );
    await nextFrame();
    expect(document.title).toBe('Page - Rslib');
    expect(document.documentElement.getAttribute('class')).toBe('docs-doc-page');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.head.querySelector('meta[name=viewport]')).toBe(serverViewport);
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'First',
    );

    rerender(
      <Helmet>
        <title>Rslib</title>
        <html lang="en" className="site" />
        <meta name="viewport" content="width=device-width" />
        <meta name="description" content="Site" />
      </Helmet>,
    );
    await nextFrame();
    expect(document.title).toBe('Rslib');
    expect(document.documentElement.getAttribute('class')).toBe('site');
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'Site',
    );
  });

  it('writes only a change: a re-render with the same head leaves what scripts set since', async () => {
    const {rerender} = render(<Page description="Same" />);
    await nextFrame();
    document.documentElement.classList.add('landing-scrolled');
    rerender(<Page description="Same" />);
    await nextFrame();
    expect(document.documentElement.classList.contains('landing-scrolled')).toBe(true);
    rerender(<Page description="Changed" />);
    await nextFrame();
    expect(document.documentElement.getAttribute('class')).toBe('docs-doc-page');
  });

  it('removes the attributes it set once no head asks for them', async () => {
    const {unmount} = render(<Page description="Only" />);
    await nextFrame();
    expect(document.documentElement.getAttribute('class')).toBe('docs-doc-page');
    unmount();
    await nextFrame();
    expect(document.documentElement.hasAttribute('class')).toBe(false);
    expect(document.documentElement.hasAttribute('data-rh')).toBe(false);
    expect(document.head.querySelector('meta[name=description]')).toBeNull();
  });
});
