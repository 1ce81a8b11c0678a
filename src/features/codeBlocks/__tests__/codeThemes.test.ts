import {darkCodeTheme, lightCodeTheme} from '@site/src/features/codeBlocks/codeThemes';
import {contrastRatio, parseHexColor, relativeLuminance} from './colorContrast';

describe('colour contrast', () => {
  it('parses short and long hex colours and rejects anything else', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#af5200')).toEqual([175, 82, 0]);
    expect(() => parseHexColor('red')).toThrow('Not a hex colour: red');
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;
  const colours = [
    theme.plain.color!,
    ...theme.styles.flatMap((style) => (style.style.color ? [style.style.color] : [])),
  ];

  it.each(colours)('keeps %s at 4.5:1 or more on its background', (colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});
