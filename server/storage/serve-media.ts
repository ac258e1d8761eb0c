import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, REASONS } from '../rpc/app-error';
import { type ByteRange, parseByteRange } from './byte-range';
import { attachmentDisposition, isInlineMedia } from './content-disposition';
import type { RecordedUpload } from './recorded-upload';
import type { FileStorage } from './storage';

/** The bytes of `range`, streamed when the storage reads ranges, else sliced from the whole file. */
async function bytesOf(
  storage: FileStorage,
  key: string,
  range: ByteRange,
): Promise<Readable | Buffer | undefined> {
  if (storage.readRange) return storage.readRange(key, range.start, range.end);
  return (await storage.get(key))?.subarray(range.start, range.end + 1);
}

/**
 * Send a recorded file with range support (a single `Range` answered 206, an unsatisfiable one
 * 416), a year of caching (a new upload gets a new key; in the browser only when the file is not
 * for everyone: `shared: false`) and, for documents, as a download named `downloadName`. The size
 * comes from the `uploads` row, so HEAD and 416 read no file.
 */
export async function serveMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  media: RecordedUpload,
  downloadName: string,
  { shared = true }: { shared?: boolean } = {},
): Promise<FastifyReply> {
  const size = media.sizeBytes;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', `${shared ? 'public' : 'private'}, max-age=31536000, immutable`)
    .header('x-content-type-options', 'nosniff')
    .type(media.contentType);
  if (!isInlineMedia(media.contentType)) {
    reply.header('content-disposition', attachmentDisposition(downloadName, 'download'));
  }
  const asked = parseByteRange(request.headers.range, size);
  if (asked === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const range = asked ?? { start: 0, end: size - 1 };
  if (asked) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', String(range.end - range.start + 1));
  if (request.method === 'HEAD') return reply.send();
  const bytes = await bytesOf(storage, media.storageKey, range);
  if (!bytes) throw new AppError('not_found', REASONS.notFound);
  return reply.send(bytes);
}
