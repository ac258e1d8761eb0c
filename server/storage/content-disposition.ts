// Types a browser shows in the page (the media elements, images and captions); all else is a download.
const INLINE = /^(image|audio|video)\/|^text\/vtt\b/;

/** Is a file of this type shown in the page rather than downloaded? */
export const isInlineMedia = (contentType: string): boolean => INLINE.test(contentType);

/**
 * `attachment; filename="…"` for a download under the name it was uploaded with: the quoted name
 * keeps printable ASCII without quotes or backslashes, `filename*` carries the exact UTF-8 name.
 */
export function attachmentDisposition(name: string, fallback: string): string {
  const cleaned =
    name
      .replace(/[\p{Cc}/\\]/gu, '')
      .trim()
      .slice(0, 200) || fallback;
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}
