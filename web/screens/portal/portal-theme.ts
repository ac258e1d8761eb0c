import type { CSSProperties } from 'react';
import { readableTextOn } from '../../../common/format/contrast';

// The platform's own colours, for a theme colour that is not #rrggbb.
const FALLBACK = { primary: '#0f766e', accent: '#b45309' };
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The portal's colours as CSS custom properties: its primary and accent colours, and the text
 * colour that reads best on the primary (white, or near-black where white would not contrast).
 */
export function portalThemeStyle(theme: { primary: string; accent: string }): CSSProperties {
  const primary = HEX_COLOUR.test(theme.primary) ? theme.primary : FALLBACK.primary;
  const accent = HEX_COLOUR.test(theme.accent) ? theme.accent : FALLBACK.accent;
  const onPrimary = readableTextOn(primary).text === '#ffffff' ? '#ffffff' : '#0f172a';
  return {
    '--portal-primary': primary,
    '--portal-accent': accent,
    '--portal-on-primary': onPrimary,
  } as CSSProperties;
}
