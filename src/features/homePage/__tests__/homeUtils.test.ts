import {
  DEFAULT_HERO,
  featureSpan,
  normalizeFeatures,
  normalizeHero,
} from '@site/src/features/homePage/homeUtils';

describe('normalizeHero', () => {
  it('falls back to the default hero ("modern ssg") when the front matter has none', () => {
    expect(normalizeHero(undefined)).toEqual({
      name: DEFAULT_HERO.name,
      textLines: ['modern ssg'],
      tagline: 'modern ssg',
      actions: [],
      image: undefined,
    });
    expect(normalizeHero('not an object').textLines).toEqual(['modern ssg']);
  });

  it('splits the text into lines and keeps the actions with their theme', () => {
    const hero = normalizeHero({
      name: 'Rslib',
      text: 'Build libraries\nwith Rsbuild',
      tagline: 'Fast',
      actions: [
        {text: 'Start', link: '/guide/start/'},
        {text: 'GitHub', link: 'https://github.com/web-infra-dev/rslib', theme: 'alt'},
        {text: 'No link'},
        'nonsense',
      ],
    });
    expect(hero.textLines).toEqual(['Build libraries', 'with Rsbuild']);
    expect(hero.actions).toEqual([
      {text: 'Start', link: '/guide/start/', theme: 'brand'},
      {text: 'GitHub', link: 'https://github.com/web-infra-dev/rslib', theme: 'alt'},
    ]);
  });

  it('reads an image as one source or a light/dark pair, with srcset and sizes lists', () => {
    expect(normalizeHero({image: {src: '/img/hero.svg', alt: 'Hero'}}).image).toEqual({
      light: '/img/hero.svg',
      dark: '/img/hero.svg',
      alt: 'Hero',
      srcSet: undefined,
      sizes: undefined,
    });
    expect(
      normalizeHero({
        image: {
          src: {light: '/img/l.png', dark: '/img/d.png'},
          srcset: ['/img/l.png 1x', '/img/l@2x.png 2x'],
          sizes: '375px',
        },
      }).image,
    ).toEqual({
      light: '/img/l.png',
      dark: '/img/d.png',
      alt: '',
      srcSet: '/img/l.png 1x, /img/l@2x.png 2x',
      sizes: '375px',
    });
    expect(normalizeHero({image: {alt: 'no source'}}).image).toBeUndefined();
  });
});

describe('featureSpan', () => {
  it('accepts 2, 3, 4 and 6 and defaults to 4', () => {
    expect([2, 3, 4, 6].map(featureSpan)).toEqual([2, 3, 4, 6]);
    expect(featureSpan(undefined)).toBe(4);
    expect(featureSpan(5)).toBe(4);
    expect(featureSpan('6')).toBe(4);
  });
});

describe('normalizeFeatures', () => {
  it('keeps cards with a title and drops the rest', () => {
    expect(
      normalizeFeatures([
        {title: 'Fast', details: 'Rust inside', icon: '⚡', link: '/guide/start/', span: 6},
        {details: 'no title'},
        null,
      ]),
    ).toEqual([
      {title: 'Fast', details: 'Rust inside', icon: '⚡', link: '/guide/start/', span: 6},
    ]);
    expect(normalizeFeatures('nope')).toEqual([]);
  });
});
