import {act, fireEvent, render, screen} from '@testing-library/react';
import SocialLinks, {
  SocialLinksBar,
  type SocialLink,
} from '@site/src/features/socialLinks/SocialLinks';

const link = (name: string): SocialLink => ({
  href: `https://example.org/${name}`,
  label: `${name} community`,
  icon: <svg aria-hidden="true" />,
});

describe('SocialLinks', () => {
  it('shows the site three links in the bar, each opening in a new tab, with no popup', () => {
    render(<SocialLinks />);
    const links = screen.getAllByRole('link');
    expect(links.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Rslib on GitHub',
      'Rspack on X',
      'Rspack community on Discord',
    ]);
    for (const element of links) {
      expect(element).toHaveAttribute('target', '_blank');
      expect(element).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("draws GitHub and X with theme-classic's icons, without their inline style", () => {
    render(<SocialLinks />);
    const [github, x] = screen.getAllByRole('link').map((element) => element.querySelector('svg')!);
    expect(github).toHaveAttribute('data-icon', 'github');
    expect(x).toHaveAttribute('data-icon', 'x');
    for (const icon of [github!, x!]) {
      expect(icon).not.toHaveAttribute('style');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveClass('themeIcon');
    }
  });

  it('puts links past the third in a popup that hovering opens and Escape closes', () => {
    render(<SocialLinksBar links={['a', 'b', 'c', 'd', 'e'].map(link)} />);
    expect(screen.getAllByRole('link', {hidden: false})).toHaveLength(3);
    const more = screen.getByRole('button', {name: 'More community links'});
    const popup = screen.getByRole('dialog', {hidden: true});
    expect(popup).not.toBeVisible();

    act(() => {
      fireEvent.pointerEnter(more.parentElement!);
    });
    expect(popup).toBeVisible();
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(Array.from(popup.querySelectorAll('a')).map((element) => element.textContent)).toEqual([
      'd community',
      'e community',
    ]);

    // Escape dismisses it without the pointer leaving or the focus moving.
    const focused = document.activeElement;
    act(() => {
      fireEvent.keyDown(document, {key: 'Escape'});
    });
    expect(popup).not.toBeVisible();
    expect(document.activeElement).toBe(focused);
  });
});
