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

// What a download name may not carry: control and format characters (a right-to-left override
// makes `report‮fdp.exe` read as `reportexe.pdf`) and path separators.
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}/\\]/gu;
const MAX_NAME_LENGTH = 200;

/**
 * The name a stored file is downloaded under: `requested` (the upload's original name, carried by
 * the link) cleaned, when it keeps the stored file's extension; otherwise the stored name. A link
 * may so give a file its readable name, never another type's (`invoice.pdf` stays a `.pdf`).
 */
export function downloadName(requested: unknown, storedName: string): string {
  if (typeof requested !== 'string') return storedName;
  const cleaned = requested.replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const extension = storedName.slice(storedName.lastIndexOf('.')).toLowerCase();
  const keepsType =
    cleaned.toLowerCase().endsWith(extension) && cleaned.length > extension.length && extension.length > 1;
  return keepsType && cleaned.length <= MAX_NAME_LENGTH ? cleaned : storedName;
}
