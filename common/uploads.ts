import { formatFileSize } from './format/file-size';

/** Image uploads (avatars, course images and banners): one image of these types, at most 5 MB. */
export const IMAGE_UPLOAD_MAX_FILES = 1;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Avatars are stored as a 256×256 WebP. */
export const AVATAR_SIZE_PX = 256;

/** The upload endpoint of the avatar (multipart, field `file`). */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar/';

/** The file-upload messages of spec §5, with their variables filled in. */
export const UPLOAD_REASONS = {
  tooManyFiles: (maxFileNumber: number) => `Too many files (max ${maxFileNumber}).`,
  fileTypeNotAccepted: 'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
  fileTooBig: (maxBytes: number) => `File too big (max ${formatFileSize(maxBytes)}).`,
  noFile: 'Choose an image to upload.',
} as const;
