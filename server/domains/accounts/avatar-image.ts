import sharp from 'sharp';
import { AVATAR_SIZE_PX, UPLOAD_REASONS } from '../../../common/uploads';
import { AppError } from '../../rpc/app-error';

// Formats sharp reads that an avatar may be: JPEG, PNG, WebP and GIF, judged by the bytes.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A small file can still claim a huge canvas; refuse it before decoding ("decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turn uploaded bytes into the stored avatar: a 256×256 WebP cropped to the centre, turned upright
 * by its EXIF orientation and stripped of metadata (sharp writes none unless asked). The type is
 * judged by the content, whatever the upload declared.
 */
export async function toAvatarImage(data: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted);
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Declared as an image and recognised, but not decodable (truncated or corrupt).
    throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted);
  }
}
