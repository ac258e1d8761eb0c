import type { BlockMediaKind } from './api/block-media';
import { formatFileSize } from './format/file-size';
import { reasonText } from './reasons';

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

/**
 * The file-upload messages of spec §5, with their variables filled in (codes `upload.*` of
 * common/reasons.ts: one per kind where the kind names its formats, so each translates whole).
 */
export const UPLOAD_REASONS = {
  tooManyFiles: (maxFileNumber: number) => reasonText('upload.tooManyFiles', { max: maxFileNumber }),
  fileTypeNotAccepted: (kind: UploadKind = 'image') => reasonText(`upload.fileType.${kind}`),
  fileTooBig: (maxBytes: number) => reasonText('upload.fileTooBig', { size: formatFileSize(maxBytes) }),
  noFile: (kind: UploadKind = 'image') => reasonText(`upload.noFile.${kind}`),
} as const;
