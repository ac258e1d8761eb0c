/** The origins a video block may embed from (the server's CSP frame-src and the web renderer agree). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

// The allow-list: whole addresses of the known players, each capturing the video's id. The common
// code has no URL class (no DOM or Node types), and anchored patterns leave no host ambiguity.
const YOUTUBE = [
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{11})(?:[&#]|$)/,
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:embed|shorts)\/([\w-]{11})(?:[?#/]|$)/,
  /^https?:\/\/youtu\.be\/([\w-]{11})(?:[?#/]|$)/,
];
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d{1,12})(?:[?#/]|$)/;

/**
 * The privacy-enhanced embed address of a YouTube or Vimeo link (youtube-nocookie.com,
 * player.vimeo.com without tracking), or null for any other address, which stays a plain link.
 */
export function videoEmbedUrl(address: string): string | null {
  for (const pattern of YOUTUBE) {
    const id = pattern.exec(address)?.[1];
    if (id) return `${VIDEO_EMBED_ORIGINS[0]}/embed/${id}`;
  }
  const vimeo = VIMEO.exec(address)?.[1];
  return vimeo ? `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeo}?dnt=1` : null;
}
