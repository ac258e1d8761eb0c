import sharp from 'sharp';
import {
  CERTIFICATE_IMAGE_BOUNDS,
  CERTIFICATION_REASONS,
  type CertificateImageKind,
} from '../../../common/api/certification';
import { AppError } from '../../rpc/app-error';

// The formats pdfkit embeds, judged by the bytes, never by the file's name or declared type.
const EMBEDDED_FORMATS = new Set(['png', 'jpeg']);
// A small file can still claim a huge canvas; refuse it before decoding ("decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;

const notAccepted = () =>
  new AppError('file_type_not_accepted', CERTIFICATION_REASONS.imageType, {
    file: CERTIFICATION_REASONS.imageType,
  });

/**
 * An uploaded logo or signature as the PNG a certificate embeds: a PNG or JPEG by its bytes,
 * turned upright, shrunk to fit its kind's bounds (never enlarged), its transparency kept and its
 * metadata dropped. Anything else, or an image that does not decode, is refused with the reason.
 */
export async function certificateImagePng(data: Buffer, kind: CertificateImageKind): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !EMBEDDED_FORMATS.has(format)) throw notAccepted();
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...CERTIFICATE_IMAGE_BOUNDS[kind], fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // Recognised as a PNG or JPEG, but not decodable (truncated or corrupt).
    throw notAccepted();
  }
}
