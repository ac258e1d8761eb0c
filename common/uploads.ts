import { formatFileSize } from './format/file-size';

/** Avatar uploads: one image of these types, at most 5 MB, stored as a 256×256 WebP. */
export const AVATAR_MAX_FILES = 1;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The upload endpoint of the avatar (multipart, field `file`). */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar/';

/** The file-upload messages of spec §5, with their variables filled in. */
export const UPLOAD_REASONS = {
  tooManyFiles: (maxFileNumber: number) => `Too many files (max ${maxFileNumber}).`,
  fileTypeNotAccepted: 'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
  fileTooBig: (maxBytes: number) => `File too big (max ${formatFileSize(maxBytes)}).`,
  noFile: 'Choose an image to upload.',
} as const;
