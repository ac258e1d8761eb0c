import type { BlockMediaKind } from './api/block-media';
import { formatFileSize } from './format/file-size';

/** Image uploads (avatars, course images and banners): one image of these types, at most 5 MB. */
export const IMAGE_UPLOAD_MAX_FILES = 1;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Avatars are stored as a 256×256 WebP. */
export const AVATAR_SIZE_PX = 256;

/** The upload endpoint of the avatar (multipart, field `file`). */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar/';

/** What is uploaded: an image (avatars, course images, image blocks) or another block media kind. */
export type UploadKind = BlockMediaKind;

// The formats each kind accepts, as the refusal names them.
const ACCEPTED_FORMATS: Record<UploadKind, string> = {
  image: 'a JPEG, PNG, WebP or GIF image',
  file: 'a PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, text or CSV file',
  audio: 'an MP3, M4A, OGG, WebM or WAV audio file',
  video: 'an MP4, WebM or Ogg video',
  captions: 'a WebVTT (.vtt) captions file',
};
const WHAT: Record<UploadKind, string> = {
  image: 'an image',
  file: 'a file',
  audio: 'an audio file',
  video: 'a video',
  captions: 'a captions file',
};

/** The file-upload messages of spec §5, with their variables filled in. */
export const UPLOAD_REASONS = {
  tooManyFiles: (maxFileNumber: number) => `Too many files (max ${maxFileNumber}).`,
  fileTypeNotAccepted: (kind: UploadKind = 'image') =>
    `File type not accepted. Choose ${ACCEPTED_FORMATS[kind]}.`,
  fileTooBig: (maxBytes: number) => `File too big (max ${formatFileSize(maxBytes)}).`,
  noFile: (kind: UploadKind = 'image') => `Choose ${WHAT[kind]} to upload.`,
} as const;
