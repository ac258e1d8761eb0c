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
}

type Operation = 'put' | 'get' | 'delete';

// An avatar is at most a few hundred kilobytes; a minute leaves room for slow links to large files.
const DEFAULT_TIMEOUT_MS = 60_000;

/** Objects in an S3-compatible bucket (AWS S3, MinIO …), one object per key, path-style URLs. */
export class S3FileStorage implements FileStorage {
  private readonly base: URL;
  private readonly bucket: string;
  private readonly region: string;
  private readonly timeoutMs: number;
  // A private field is left out by JSON.stringify and util.inspect, so logging this object never shows the keys.
  readonly #credentials: { accessKeyId: string; secretAccessKey: string };

  constructor(options: S3StorageOptions) {
    this.base = new URL(options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`);
    this.bucket = options.bucket;
    this.region = options.region;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('put', key, data, {
      'Content-Type': contentType,
      'Content-Length': String(data.length),
    });
    if (!response.ok) throw failure('put', key, response.status, await errorCode(response));
    await response.body?.cancel();
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
    const response = await this.send('get', key, undefined, { Range: `bytes=${start}-${end}` });
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

  /** Sign and send one request for `key`; the key is checked before anything leaves the process. */
  private async send(
    operation: Operation,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const url = new URL(`${this.bucket}/${key}`, this.base);
    const signed = aws4.sign(
      {
        method: operation.toUpperCase(),
        host: url.host,
        path: url.pathname,
        service: 's3',
        region: this.region,
        headers,
        ...(body ? { body } : {}),
      },
      this.#credentials,
    );
    // fetch derives Host from the URL, the very value that was signed.
    const { Host: _host, ...sendHeaders } = signed.headers as Record<string, string>;
    try {
      return await fetch(url, {
        method: signed.method,
        headers: sendHeaders,
        ...(body ? { body } : {}),
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
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
}
