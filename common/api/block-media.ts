/**
 * Block media uploads: the files image, file, video, accessible video (with WebVTT captions),
 * audio and media recording blocks point at.
 *
 * `POST /api/course/{coursePath}/block-media/?kind={kind}` — multipart, one part named `file`;
 * write permission on the course. Checked by content and size with the file-upload messages of
 * spec §5 (`UPLOAD_REASONS` in common/uploads.ts) and answered with a `BlockMediaUpload`.
 * Images are re-encoded (WebP, at most 1600 px wide, metadata stripped).
 *
 * `GET /media/course-files/{uuid}.{ext}` serves them with range requests (206, `Accept-Ranges`)
 * and a year of caching (a new upload gets a new key).
 */
export const BLOCK_MEDIA_KINDS = ['image', 'file', 'audio', 'video', 'captions'] as const;
export type BlockMediaKind = (typeof BLOCK_MEDIA_KINDS)[number];

/** The upload address for a course's block media. */
export const blockMediaUploadPath = (coursePath: string, kind: BlockMediaKind): string =>
  `/api/course/${encodeURIComponent(coursePath)}/block-media/?kind=${kind}`;

/** Where a stored block media key is served (`course-files/<name>` → `/media/course-files/<name>`). */
export const blockMediaUrl = (storageKey: string): string => `/media/${storageKey}`;

/** What an upload answers; the editor stores `storageKey` (and name, size, type) in setup data. */
export interface BlockMediaUpload {
  storageKey: string;
  url: string;
  name: string;
  sizeBytes: number;
  contentType: string;
}
