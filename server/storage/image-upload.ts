import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type ResizeOptions } from 'sharp';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_FILES,
  UPLOAD_REASONS,
  type UploadKind,
} from '../../common/uploads';
import { AppError } from '../rpc/app-error';
import { isStorableText, unstorableTextError } from '../rpc/decode';

// Formats an uploaded image may be, judged by the bytes, not the declared type.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A small file can still claim a huge canvas; refuse it before decoding ("decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Register routes that take an uploaded file; multipart parsing is on only inside their scope.
 * The limits fit images; `readOneFile` sets another size limit for the request it reads.
 */
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
  const { data } = await readOneFile(request);
  return imageToWebp(data, { width, height, fit: 'cover', position: 'attention' });
}

/** One uploaded file (its bytes, or where `consume` put them) with the name the browser gave it. */
export interface UploadedFile<Data = Buffer> {
  data: Data;
  filename: string;
}

/**
 * The one file of a multipart request, at most `maxBytes` (the limit overrides the scope's while
 * this request is read, so one scope serves every size), read into memory unless `consume` takes
 * the stream elsewhere. Images are refused early by their declared type too; every kind is judged
 * by its content afterwards.
 */
export async function readOneFile<Data = Buffer>(
  request: FastifyRequest,
  kind: UploadKind = 'image',
  maxBytes = IMAGE_UPLOAD_MAX_BYTES,
  consume: (part: MultipartFile) => Promise<Data> = (part) => part.toBuffer() as Promise<Data>,
): Promise<UploadedFile<Data>> {
  const noFile = UPLOAD_REASONS.noFile(kind);
  if (!request.isMultipart()) throw new AppError('bad_request', noFile);
  let file: UploadedFile<Data> | undefined;
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes } })) {
      if (kind === 'image' && !(IMAGE_UPLOAD_CONTENT_TYPES as readonly string[]).includes(part.mimetype)) {
        part.file.resume();
        throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted(kind));
      }
      if (!isStorableText(part.filename)) {
        part.file.resume();
        throw unstorableTextError('file');
      }
      file = { data: await consume(part), filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('too_many_files', UPLOAD_REASONS.tooManyFiles(IMAGE_UPLOAD_MAX_FILES));
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_big', UPLOAD_REASONS.fileTooBig(maxBytes));
    }
    throw error;
  }
  if (!file) throw new AppError('invalid_input', noFile, { file: noFile });
  return file;
}

/**
 * An uploaded image as a WebP resized by `resize`, turned upright by its EXIF orientation and
 * stripped of metadata; anything sharp does not read as a JPEG, PNG, WebP or GIF is refused.
 */
export async function imageToWebp(data: Buffer, resize: ResizeOptions): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted());
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(resize)
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Recognised as an image, but not decodable (truncated or corrupt).
    throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted());
  }
}
