/** WCAG 2 colour contrast, for checking the palettes this site ships. */

/** `#rgb` or `#rrggbb` → [r, g, b] in 0–255; anything else throws, so a typo in a palette fails its test. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const digits =
    match[1]!.length === 3
      ? match[1]!
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
