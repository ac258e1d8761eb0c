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

const MB = 1024 * 1024;

/** The largest file of each kind (spec §5 "file too big"); one file per request. */
export const BLOCK_MEDIA_MAX_BYTES: Record<BlockMediaKind, number> = {
  image: 10 * MB,
  file: 25 * MB,
  audio: 50 * MB,
  video: 200 * MB,
  captions: 1 * MB,
};

/** Files per upload request. */
export const BLOCK_MEDIA_MAX_FILES = 1;

/**
 * The `accept` hint of each kind's file input (the server judges the content; this only filters
 * the browser's file chooser).
 */
export const BLOCK_MEDIA_ACCEPT: Record<BlockMediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  file: '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.zip,.txt,.csv',
  audio: 'audio/mpeg,audio/mp4,audio/ogg,audio/webm,audio/wav,.mp3,.m4a,.ogg,.webm,.wav',
  video: 'video/mp4,video/webm,video/ogg,.mp4,.m4v,.webm,.ogv',
  captions: 'text/vtt,.vtt',
};

/**
 * The download address of a stored file: the original name travels in `?name=`, which the server
 * puts in `Content-Disposition` (the `uploads` row keeps no name).
 */
export const blockMediaDownloadUrl = (url: string, name: string): string =>
  name ? `${url}?name=${encodeURIComponent(name)}` : url;

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
