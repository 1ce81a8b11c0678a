import {render, screen} from '@testing-library/react';
import HomePage from '@site/src/features/homePage/HomePage';

describe('HomePage', () => {
  it('shows the fallback hero when the front matter has none', () => {
    render(<HomePage frontMatter={{}} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('modern');
    expect(screen.getAllByText('modern ssg')).toHaveLength(2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the hero, its actions, a 375×375 image and the feature cards with their spans', () => {
    render(
      <HomePage
        frontMatter={{
          hero: {
            name: 'Rslib',
            text: 'Libraries\nmade simple',
            tagline: 'On Rsbuild',
            actions: [
              {text: 'Start', link: '/guide/start/'},
              {text: 'Config', link: '/config/', theme: 'alt'},
            ],
            image: {src: {light: '/img/l.svg', dark: '/img/d.svg'}, alt: 'Logo'},
          },
          features: [
            {title: 'Fast', details: 'Rspack inside', icon: '⚡', link: '/guide/start/features'},
            {title: 'Typed', details: 'Declaration files', span: 6},
          ],
        }}
      />,
    );
    expect(screen.getByText('Libraries')).toBeInTheDocument();
    expect(screen.getByText('made simple')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('href', '/guide/start/');
    expect(screen.getByRole('link', {name: 'Config'}).className).toMatch(/alt/);
    const image = screen.getByRole('img', {name: 'Logo'});
    expect(image).toHaveAttribute('width', '375');
    expect(image).toHaveAttribute('height', '375');
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.className).toMatch(/span4/);
    expect(cards[1]!.className).toMatch(/span6/);
    expect(screen.getByRole('link', {name: /Fast/})).toHaveAttribute(
      'href',
      '/guide/start/features',
    );
  });
});
