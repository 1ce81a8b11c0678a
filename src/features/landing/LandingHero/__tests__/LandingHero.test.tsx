import {render, screen} from '@testing-library/react';
import LandingHero from '@site/src/features/landing/LandingHero';

describe('LandingHero', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the star field asks it about reduced motion.
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
  });

  it('falls back to its default texts when given none, with the oval and without stars', () => {
    render(<LandingHero />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rspack');
    expect(screen.getByText('The fast Rust-based web bundler')).toBeInTheDocument();
    expect(screen.getByText('Seamlessly replace webpack with compatible API')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Get Started'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Learn More'})).toBeInTheDocument();
    expect(screen.getByTestId('hero-oval')).toBeInTheDocument();
    expect(screen.queryByTestId('star-field')).not.toBeInTheDocument();
  });

  it('draws 35 stars, star i sized i/20 + 3 px, when asked', () => {
    render(<LandingHero showStars showOvalBg={false} />);
    const stars = screen.getByTestId('star-field').querySelectorAll<SVGElement>('[data-star]');
    expect(stars).toHaveLength(35);
    // Placed by SVG attributes, not inline styles.
    const box = (star: SVGElement) => star.querySelector('svg')!;
    expect(box(stars[0]!).getAttribute('width')).toBe('3');
    expect(box(stars[20]!).getAttribute('width')).toBe('4');
    expect(box(stars[0]!).getAttribute('y')).toBe('91.4%');
    expect(box(stars[0]!).getAttribute('x')).toBe('22.9%');
    expect(stars[0]!.getAttribute('style')).toBeNull();
    expect(screen.queryByTestId('hero-oval')).not.toBeInTheDocument();
  });

  it('links Get Started and the repository when given', () => {
    const onClickGetStarted = jest.fn();
    render(
      <LandingHero
        title="Rslib"
        getStartedButtonText="Quick Start"
        getStartedLink="/guide/start/quick-start"
        onClickGetStarted={onClickGetStarted}
        githubURL="https://github.com/web-infra-dev/rslib"
      />,
    );
    const start = screen.getByRole('link', {name: 'Quick Start'});
    expect(start).toHaveAttribute('href', '/guide/start/quick-start');
    start.click();
    expect(onClickGetStarted).toHaveBeenCalled();
    const github = screen.getByRole('link', {name: 'GitHub'});
    expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rslib');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls the click handlers of the buttons', () => {
    const onClickGetStarted = jest.fn();
    const onClickLearnMore = jest.fn();
    render(
      <LandingHero onClickGetStarted={onClickGetStarted} onClickLearnMore={onClickLearnMore} />,
    );
    screen.getByRole('button', {name: 'Get Started'}).click();
    screen.getByRole('button', {name: 'Learn More'}).click();
    expect(onClickGetStarted).toHaveBeenCalledTimes(1);
    expect(onClickLearnMore).toHaveBeenCalledTimes(1);
  });
});
