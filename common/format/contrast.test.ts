import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('measures the WCAG reference pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The WCAG example pairs: #777777 on white is just under 4.5, #767676 just over.
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(relativeLuminance('red')).toBeNull();
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });

  it('reads a dark accent with white text, where the old fixed slate-900 text failed', () => {
    expect(contrastRatio('#0f172a', '#1d4ed8')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(readableTextOn('#1d4ed8')).toEqual({ text: '#ffffff', ratio: expect.closeTo(6.7, 1) });
    expect(readableTextOn('#fbbf24').text).toBe('#000000');
  });

  it('is symmetric, and black or white always reaches at least 4.58:1', () => {
    const colour = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a) as number, 10);
        expect(readableTextOn(a).ratio).toBeGreaterThan(4.58);
      }),
    );
  });
});
