import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3FileStorage, type S3StorageOptions } from '../storage/s3-storage';

/** The only credentials s3rver knows; the front checks signatures made with this secret. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The region the front expects in a signature's scope. */
export const S3_TEST_REGION = 'us-east-1';

/** A fake S3 service on loopback, as a test reaches it. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Requests that reached the front, signed or not. */
  requestCount(): number;
  /** Each request that reached the front as its method and address, e.g. `POST /bucket/key?uploads`. */
  requests(): readonly string[];
  close(): Promise<void>;
}

/**
 * Start s3rver (a real S3 wire-protocol server) with one empty bucket, behind a front that checks
 * each request's AWS Signature Version 4 against the secret and the body, because s3rver 3.7.1
 * accepts any well-formed V4 signature from a known access key id without computing it.
 */
export async function startS3TestServer(bucket = 'kelas-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'kelas-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: false,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const backend = await s3rver.run();
  const seen: string[] = [];
  const front = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    void handle(incoming, outgoing, backend.port);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requestCount: () => seen.length,
    requests: () => seen,
    close: async () => {
      await closeServer(front);
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3FileStorage on the test server's bucket, signing with the test credentials and region. */
export function s3StorageOn(server: S3TestServer, overrides: Partial<S3StorageOptions> = {}): S3FileStorage {
  return new S3FileStorage({
    endpoint: server.endpoint,
    bucket: server.bucket,
    region: S3_TEST_REGION,
    ...S3_TEST_CREDENTIALS,
    ...overrides,
  });
}

async function handle(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  backendPort: number,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const problem = signatureProblem(incoming, body);
  if (problem) {
    outgoing.writeHead(403, { 'content-type': 'application/xml' });
    outgoing.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${problem}</Code></Error>`);
    return;
  }
  forwardRequest(incoming, outgoing, backendPort).end(body);
}

/** A request like `incoming` to a server on loopback `port`, its reply piped to `outgoing`; send its body. */
export function forwardRequest(incoming: IncomingMessage, outgoing: ServerResponse, port: number | string) {
  return request(
    { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
    (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(outgoing);
    },
  );
}

/** Why a request's V4 signature is refused (an S3 error code), computed as AWS documents it. */
function signatureProblem(incoming: IncomingMessage, body: Buffer): string | undefined {
  const authorization = incoming.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== S3_TEST_CREDENTIALS.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(incoming.headers['x-amz-date'] ?? '');
  const payloadHash = String(incoming.headers['x-amz-content-sha256'] ?? '');
  const names = signedHeaders!.split(';');
  if (!amzDate.startsWith(date!) || region !== S3_TEST_REGION) return 'AuthorizationHeaderMalformed';
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return 'AccessDenied';
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const [path, query = ''] = (incoming.url ?? '/').split('?');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(incoming.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    incoming.method,
    path,
    canonicalQuery(query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = Buffer.from(`AWS4${S3_TEST_CREDENTIALS.secretAccessKey}`);
  for (const part of [date!, region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'SignatureDoesNotMatch';
}

/** The query's parameters sorted by name, each `name=value` (`uploads` is `uploads=`), URI-encoded. */
function canonicalQuery(query: string): string {
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...new URLSearchParams(query)]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
