import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './video-embed';

/**
 * The https origins an embed block may frame: education tools that publish embeddable pages.
 * The server's CSP `frame-src` names exactly these and the video players, so nothing else loads.
 */
export const EMBED_ORIGINS = [
  'https://docs.google.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://h5p.org',
  'https://www.geogebra.org',
  'https://phet.colorado.edu',
  'https://padlet.com',
  'https://www.canva.com',
  'https://app.diagrams.net',
  'https://codepen.io',
  'https://scratch.mit.edu',
] as const;

/** Every origin a page may frame (video blocks and embed blocks), each once, for the CSP. */
export const FRAME_ORIGINS: readonly string[] = [
  ...new Set<string>([...VIDEO_EMBED_ORIGINS, ...EMBED_ORIGINS]),
];

// Scheme, host (no user info, no port) and the rest; the common code has no URL class.
const HTTPS_ADDRESS = /^https:\/\/([a-z0-9.-]+)(\/[^\s]*)?$/i;

/**
 * The address an embed block frames for `address`: a YouTube or Vimeo link (watch, youtu.be or
 * the player's own embed address) as its privacy-enhanced player; else the address itself when it
 * is an https page of an allowed origin; else null (the block then shows a plain link).
 */
export function embedAddress(address: string): string | null {
  const trimmed = address.trim();
  const player = videoEmbedUrl(trimmed);
  if (player) return player;
  const match = HTTPS_ADDRESS.exec(trimmed);
  if (!match) return null;
  const origin = `https://${match[1]!.toLowerCase()}`;
  if (!(EMBED_ORIGINS as readonly string[]).includes(origin)) return null;
  return `${origin}${match[2] ?? '/'}`;
}
