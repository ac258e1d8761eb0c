import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import aws4 from 'aws4';
import { type FileStorage, isSafeStorageKey } from './storage';

/** Where an S3-compatible bucket is and how to sign requests to it. */
export interface S3StorageOptions {
  /** The service's base URL, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long one request may take, start to last byte. */
  timeoutMs?: number;
  /** The size of a part of a multipart upload (S3 takes at least 5 MiB but for the last part). */
  partSizeBytes?: number;
}

/** Each request the storage sends, by the method it takes. */
const METHOD = {
  put: 'PUT',
  get: 'GET',
  delete: 'DELETE',
  'start upload': 'POST',
  'upload part': 'PUT',
  'complete upload': 'POST',
  'abort upload': 'DELETE',
} as const;
type Operation = keyof typeof METHOD;

/** Bytes `start`..`end` (inclusive) of the file at `path`. */
interface FilePart {
  path: string;
  start: number;
  end: number;
}

/** What one request carries besides its key. */
interface Sent {
  /** A stream goes with its SHA-256 in the X-Amz-Content-Sha256 header; a buffer is hashed here. */
  body?: Buffer | Readable;
  headers?: Record<string, string>;
  /** The query string without its `?`, e.g. `uploads` or `partNumber=1&uploadId=…`. */
  query?: string;
}

// An avatar is at most a few hundred kilobytes; a minute leaves room for slow links to large files.
const DEFAULT_TIMEOUT_MS = 60_000;
// Memory held by an upload from disk is one part, whatever the file's size (200 MB videos).
const DEFAULT_PART_SIZE_BYTES = 8 * 1024 * 1024;
const HASH_CHUNK_BYTES = 256 * 1024;

/** Objects in an S3-compatible bucket (AWS S3, MinIO …), one object per key, path-style URLs. */
export class S3FileStorage implements FileStorage {
  private readonly base: URL;
  private readonly bucket: string;
  private readonly region: string;
  private readonly timeoutMs: number;
  private readonly partSizeBytes: number;
  // A private field is left out by JSON.stringify and util.inspect, so logging this object never shows the keys.
  readonly #credentials: { accessKeyId: string; secretAccessKey: string };

  constructor(options: S3StorageOptions) {
    this.base = new URL(options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`);
    this.bucket = options.bucket;
    this.region = options.region;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.partSizeBytes = options.partSizeBytes ?? DEFAULT_PART_SIZE_BYTES;
    this.#credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('put', key, {
      body: data,
      headers: { 'Content-Type': contentType, 'Content-Length': String(data.length) },
    });
    if (!response.ok) throw failure('put', key, response.status, await errorCode(response));
    await response.body?.cancel();
  }

  /**
   * Store the file at `path` a part at a time (S3 multipart upload), each part streamed from disk
   * (read once for its SHA-256, which the signature covers, and once to send), so memory does not
   * grow with the file (200 MB videos); a file of one part goes in one PUT. A failed upload is
   * aborted, so the service drops the parts it kept.
   */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    if (size <= this.partSizeBytes) return this.put(key, await readFile(path), contentType);
    const uploadId = await this.startUpload(key, contentType);
    try {
      const etags: string[] = [];
      for (let start = 0; start < size; start += this.partSizeBytes) {
        const part = { path, start, end: Math.min(size, start + this.partSizeBytes) - 1 };
        etags.push(await this.uploadPart(key, uploadId, etags.length + 1, part));
      }
      await this.completeUpload(key, uploadId, etags);
    } catch (error) {
      await this.abortUpload(key, uploadId);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('get', key);
    if (response.ok) {
      // The timeout still runs while the body arrives, so reading it can fail like the request.
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw transportFailure('get', key, error);
      }
    }
    const code = await errorCode(response);
    // A missing bucket is a broken configuration, not a missing file.
    if (response.status === 404 && code !== 'NoSuchBucket') return undefined;
    throw failure('get', key, response.status, code);
  }

  /**
   * A `Range` GET streamed through. The request's timeout covers the body too, so a reader that
   * takes longer than it gets a shortened reply; media elements then ask for the rest.
   */
  async readRange(key: string, start: number, end: number): Promise<Readable | undefined> {
    const response = await this.send('get', key, { headers: { Range: `bytes=${start}-${end}` } });
    if (response.ok && response.body) return Readable.fromWeb(response.body as WebReadableStream);
    const code = await errorCode(response);
    if (response.status === 404 && code !== 'NoSuchBucket') return undefined;
    throw failure('get', key, response.status, code);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('delete', key);
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const code = await errorCode(response);
    // S3 answers 204 for a missing key; some compatible servers answer 404 NoSuchKey instead.
    if (response.status === 404 && code === 'NoSuchKey') return;
    throw failure('delete', key, response.status, code);
  }

  /** CreateMultipartUpload: the upload id the parts are sent under. */
  private async startUpload(key: string, contentType: string): Promise<string> {
    const response = await this.send('start upload', key, {
      query: 'uploads',
      headers: { 'Content-Type': contentType },
    });
    const text = await this.replyText('start upload', key, response);
    const uploadId = /<UploadId>([^<]{1,1024})<\/UploadId>/.exec(text)?.[1];
    if (!uploadId) throw failure('start upload', key, response.status, 'NoUploadId');
    return uploadId;
  }

  /** UploadPart of bytes `start`..`end` (inclusive) of a file: the part's ETag, which completing names. */
  private async uploadPart(key: string, uploadId: string, number: number, part: FilePart): Promise<string> {
    const response = await this.send('upload part', key, {
      query: `partNumber=${number}&uploadId=${encodeURIComponent(uploadId)}`,
      body: createReadStream(part.path, part),
      headers: {
        'Content-Length': String(part.end - part.start + 1),
        'X-Amz-Content-Sha256': await sha256Of(part),
      },
    });
    await this.replyText('upload part', key, response);
    const etag = response.headers.get('etag');
    if (!etag) throw failure('upload part', key, response.status, 'NoETag');
    return etag;
  }

  /** CompleteMultipartUpload, which S3 may refuse in a 200 reply: its text is checked too. */
  private async completeUpload(key: string, uploadId: string, etags: readonly string[]): Promise<void> {
    const parts = etags.map(
      (etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
    );
    const body = Buffer.from(`<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`);
    const response = await this.send('complete upload', key, {
      query: `uploadId=${encodeURIComponent(uploadId)}`,
      body,
      headers: { 'Content-Type': 'application/xml', 'Content-Length': String(body.length) },
    });
    const text = await this.replyText('complete upload', key, response);
    if (text.includes('<Error>')) throw failure('complete upload', key, response.status, codeIn(text));
  }

  /** AbortMultipartUpload, best effort: the upload's own failure is what the caller hears of. */
  private async abortUpload(key: string, uploadId: string): Promise<void> {
    try {
      const response = await this.send('abort upload', key, {
        query: `uploadId=${encodeURIComponent(uploadId)}`,
      });
      await response.body?.cancel();
    } catch {
      // A bucket lifecycle rule for incomplete multipart uploads removes what is left (docs/operations.md).
    }
  }

  /** The text of a successful reply; a failure named by its S3 code otherwise. */
  private async replyText(operation: Operation, key: string, response: Response): Promise<string> {
    if (!response.ok) throw failure(operation, key, response.status, await errorCode(response));
    try {
      return await response.text();
    } catch (error) {
      throw transportFailure(operation, key, error);
    }
  }

  /** Sign and send one request for `key`; the key is checked before anything leaves the process. */
  private async send(operation: Operation, key: string, sent: Sent = {}): Promise<Response> {
    const { body, headers = {}, query } = sent;
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const url = new URL(`${this.bucket}/${key}${query ? `?${query}` : ''}`, this.base);
    const signed = aws4.sign(
      {
        method: METHOD[operation],
        host: url.host,
        path: `${url.pathname}${url.search}`,
        service: 's3',
        region: this.region,
        headers,
        ...(Buffer.isBuffer(body) ? { body } : {}),
      },
      this.#credentials,
    );
    // fetch derives Host from the URL, the very value that was signed.
    const { Host: _host, ...sendHeaders } = signed.headers as Record<string, string>;
    try {
      return await fetch(url, {
        method: signed.method,
        headers: sendHeaders,
        // A stream is sent as it is read (half duplex: the reply comes after the whole body).
        // fetch pulls a Node stream as an async iterable, chunk by chunk (Readable.toWeb reads ahead).
        ...(body ? { body: body as unknown as RequestInit['body'], duplex: 'half' } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw transportFailure(operation, key, error);
    }
  }
}

// Names the operation, key, status and S3 error code: never a header of the request or the reply's text.
function failure(operation: Operation, key: string, status: number, code: string | undefined): Error {
  return new Error(`S3 ${operation} of ${key} failed: HTTP ${status}${code ? ` ${code}` : ''}`);
}

// The name (TimeoutError …) and system code (ECONNREFUSED …) say enough; nothing else is echoed.
function transportFailure(operation: Operation, key: string, error: unknown): Error {
  const name = error instanceof Error ? error.name : 'Error';
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return new Error(
    `S3 ${operation} of ${key} failed: ${typeof code === 'string' ? `${name} ${code}` : name}`,
  );
}

/**
 * The `<Code>` of an S3 error reply. The rest of the reply is dropped: S3 echoes the string it
 * signed, the access key id and the signature it was given.
 */
async function errorCode(response: Response): Promise<string | undefined> {
  return codeIn(await response.text().catch(() => ''));
}

function codeIn(text: string): string | undefined {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
}

/** The SHA-256 of a part of a file, read through one small buffer. */
async function sha256Of({ path, start, end }: FilePart): Promise<string> {
  const digest = createHash('sha256');
  const chunk = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
  const file = await open(path, 'r');
  try {
    for (let position = start; position <= end; ) {
      const { bytesRead } = await file.read(chunk, 0, Math.min(chunk.length, end - position + 1), position);
      if (bytesRead === 0) throw new Error(`${path} ended before byte ${end}`);
      digest.update(chunk.subarray(0, bytesRead));
      position += bytesRead;
    }
  } finally {
    await file.close();
  }
  return digest.digest('hex');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
