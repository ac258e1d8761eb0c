/**
 * WCAG 2 colour contrast for `#rrggbb` colours: the relative luminance of each, their contrast
 * ratio, and the text colour (black or white) that reads best on a background.
 */

/** The contrast WCAG asks of normal text (level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** One sRGB channel (0–255) made linear, as WCAG defines relative luminance. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white); null for any other text. */
export function relativeLuminance(colour: string): number | null {
  const match = HEX_COLOUR.exec(colour.trim());
  if (!match) return null;
  const [red, green, blue] = match.slice(1).map((hex) => linear(Number.parseInt(hex, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21; null when either is not such a colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The text colour for a background, black or white, whichever contrasts more, with that contrast. */
export function readableTextOn(background: string): { text: '#000000' | '#ffffff'; ratio: number } {
  const onBlack = contrastRatio(background, '#000000') ?? 21;
  const onWhite = contrastRatio(background, '#ffffff') ?? 1;
  return onBlack >= onWhite ? { text: '#000000', ratio: onBlack } : { text: '#ffffff', ratio: onWhite };
}
