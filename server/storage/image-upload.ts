import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_FILES,
  UPLOAD_REASONS,
} from '../../common/uploads';
import { AppError } from '../rpc/app-error';

// Formats an uploaded image may be, judged by the bytes, not the declared type.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A small file can still claim a huge canvas; refuse it before decoding ("decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;

/** Register routes that take an uploaded image; multipart parsing is on only inside their scope. */
export async function withImageUploads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: IMAGE_UPLOAD_MAX_FILES,
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
      },
    });
    routes(scope);
  });
}

/**
 * The one image of a multipart request, as a `width`×`height` WebP: cropped around what draws the
 * eye, turned upright by its EXIF orientation, stripped of metadata. Every refusal carries the
 * file-upload message of spec §5 that fits it.
 */
export async function readUploadedImage(
  request: FastifyRequest,
  width: number,
  height: number,
): Promise<Buffer> {
  return toWebp(await readOneFile(request), width, height);
}

async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', UPLOAD_REASONS.noFile);
  let data: Buffer | undefined;
  try {
    for await (const part of request.files()) {
      if (!(IMAGE_UPLOAD_CONTENT_TYPES as readonly string[]).includes(part.mimetype)) {
        part.file.resume();
        throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted);
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('too_many_files', UPLOAD_REASONS.tooManyFiles(IMAGE_UPLOAD_MAX_FILES));
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_big', UPLOAD_REASONS.fileTooBig(IMAGE_UPLOAD_MAX_BYTES));
    }
    throw error;
  }
  if (!data) throw new AppError('invalid_input', UPLOAD_REASONS.noFile, { file: UPLOAD_REASONS.noFile });
  return data;
}

async function toWebp(data: Buffer, width: number, height: number): Promise<Buffer> {
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
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Recognised as an image, but not decodable (truncated or corrupt).
    throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted);
  }
}
