import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { inspect, promisify } from 'node:util';
import aws4 from 'aws4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forwardRequest,
  S3_TEST_CREDENTIALS,
  S3_TEST_REGION,
  type S3TestServer,
  s3StorageOn,
  startS3TestServer,
} from '../test/s3-test-server';
import type { S3FileStorage, S3StorageOptions } from './s3-storage';

const MIB = 1024 * 1024;
const run = promisify(execFile);
let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server.close());

function storage(overrides: Partial<S3StorageOptions> = {}): S3FileStorage {
  return s3StorageOn(server, overrides);
}

/** The object's headers as the bucket holds them, read with a request signed in the test. */
async function objectHeaders(key: string): Promise<Headers> {
  const url = new URL(`/${server.bucket}/${key}`, server.endpoint);
  const signed = aws4.sign(
    { method: 'HEAD', host: url.host, path: url.pathname, service: 's3', region: S3_TEST_REGION },
    { ...S3_TEST_CREDENTIALS },
  );
  const { Host: _host, ...headers } = signed.headers as Record<string, string>;
  const response = await fetch(url, { method: 'HEAD', headers });
  expect(response.status).toBe(200);
  return response.headers;
}

describe('S3 file storage', () => {
  it('reads back the same bytes it stored, under the content type it was given', async () => {
    const data = Buffer.from([0, 1, 2, 253, 254, 255, ...Buffer.from('image bytes')]);
    await storage().put('avatars/a.webp', data, 'image/webp');
    expect(await storage().get('avatars/a.webp')).toEqual(data);
    const headers = await objectHeaders('avatars/a.webp');
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.get('content-length')).toBe(String(data.length));
  });

  it('replaces what was stored under a key', async () => {
    await storage().put('avatars/b.webp', Buffer.from('first'), 'image/webp');
    await storage().put('avatars/b.webp', Buffer.from('second'), 'image/webp');
    expect((await storage().get('avatars/b.webp'))?.toString()).toBe('second');
  });

  it('streams a byte range with a signed Range header', async () => {
    await storage().put('course-files/v.mp4', Buffer.from('0123456789'), 'video/mp4');
    const range = await storage().readRange('course-files/v.mp4', 3, 7);
    expect((await buffer(range!)).toString()).toBe('34567');
    expect(await storage().readRange('course-files/never-stored.mp4', 0, 1)).toBeUndefined();
  });

  it('answers undefined for an unknown key', async () => {
    expect(await storage().get('avatars/never-stored.webp')).toBeUndefined();
  });

  it('deletes a key, and deleting a missing key is not an error', async () => {
    await storage().put('avatars/c.webp', Buffer.from('image'), 'image/webp');
    await storage().delete('avatars/c.webp');
    expect(await storage().get('avatars/c.webp')).toBeUndefined();
    await storage().delete('avatars/c.webp');
  });

  it('refuses keys that could leave their namespace before sending anything', async () => {
    const before = server.requestCount();
    for (const key of ['../x', 'avatars/../../x', '/etc/passwd', 'a//b', 'A.webp', '', 'a/..']) {
      await expect(storage().get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Unsafe/);
      await expect(storage().delete(key), key).rejects.toThrow(/Unsafe/);
    }
    expect(server.requestCount()).toBe(before);
  });

  it('signs for real: a wrong secret is refused, and the error names neither the secret nor the signature', async () => {
    const secret = 'wrong-secret-that-must-never-be-shown';
    const wrong = storage({ secretAccessKey: secret });
    for (const attempt of [
      () => wrong.put('avatars/d.webp', Buffer.from('image'), 'image/webp'),
      () => wrong.get('avatars/a.webp'),
      () => wrong.delete('avatars/a.webp'),
    ]) {
      const error = (await attempt().catch((caught: unknown) => caught)) as Error;
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toMatch(
        /^S3 (put|get|delete) of avatars\/[ad]\.webp failed: HTTP 403 SignatureDoesNotMatch$/,
      );
      expect(JSON.stringify({ message: error.message, stack: error.stack, cause: error.cause })).not.toMatch(
        /wrong-secret|Signature=|AWS4-HMAC/,
      );
    }
    // The object the wrong secret tried to delete is still there.
    expect(await storage().get('avatars/a.webp')).toBeDefined();
  });

  it('is refused for an access key id the service does not know', async () => {
    await expect(storage({ accessKeyId: 'NOT-A-KEY' }).get('avatars/a.webp')).rejects.toThrow(
      'S3 get of avatars/a.webp failed: HTTP 403 InvalidAccessKeyId',
    );
  });

  it('treats a missing bucket as a failure, not as a missing file', async () => {
    await expect(storage({ bucket: 'no-such-bucket' }).get('avatars/a.webp')).rejects.toThrow(
      'S3 get of avatars/a.webp failed: HTTP 404 NoSuchBucket',
    );
  });

  it('gives up on a service that does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = storage({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(slow.get('avatars/a.webp')).rejects.toThrow(
        'S3 get of avatars/a.webp failed: TimeoutError',
      );
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('names the network failure when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(storage({ endpoint: `http://127.0.0.1:${port}` }).delete('avatars/a.webp')).rejects.toThrow(
      'S3 delete of avatars/a.webp failed: TypeError ECONNREFUSED',
    );
  });

  it('never shows its credentials when logged', () => {
    const logged = storage({ secretAccessKey: 'secret-to-keep-out-of-logs' });
    expect(`${JSON.stringify(logged)} ${inspect(logged, { showHidden: true })}`).not.toContain(
      'secret-to-keep',
    );
  });
});

/** A file of `megabytes` MiB in the test's temporary folder, each MiB filled with its own byte. */
async function patternedFile(megabytes: number): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'kelas-s3-upload-')), 'video.mp4');
  const file = await open(path, 'w');
  for (let mebibyte = 0; mebibyte < megabytes; mebibyte++)
    await file.write(Buffer.alloc(MIB, mebibyte % 251));
  await file.close();
  return path;
}

describe('S3 uploads from disk', () => {
  it('sends a file larger than a part as a multipart upload and keeps its bytes and type', async () => {
    const path = await patternedFile(20);
    const before = server.requests().length;
    await storage().putFile('course-files/long.mp4', path, 'video/mp4');
    const sent = server.requests().slice(before);
    expect(sent[0]).toBe(`POST /${server.bucket}/course-files/long.mp4?uploads`);
    // 20 MiB in parts of 8 MiB: three parts, then the completion.
    expect(sent.slice(1, 4).map((line) => /partNumber=(\d+)/.exec(line)?.[1])).toEqual(['1', '2', '3']);
    expect(sent[4]).toMatch(/^POST \/kelas-test\/course-files\/long\.mp4\?uploadId=/);
    expect(sent).toHaveLength(5);
    // Compared with equals(): toEqual walks a Buffer index by index.
    expect((await storage().get('course-files/long.mp4'))?.equals(await readFile(path))).toBe(true);
    const headers = await objectHeaders('course-files/long.mp4');
    expect(headers.get('content-type')).toBe('video/mp4');
    expect(headers.get('content-length')).toBe(String(20 * MIB));
  });

  it('sends a file of one part in one PUT', async () => {
    const path = await patternedFile(1);
    const before = server.requests().length;
    await storage().putFile('course-files/short.mp4', path, 'video/mp4');
    expect(server.requests().slice(before)).toEqual([`PUT /${server.bucket}/course-files/short.mp4`]);
    expect((await storage().get('course-files/short.mp4'))?.equals(await readFile(path))).toBe(true);
  });

  it('holds one part in memory, not the file: a 100 MiB upload grows the process by far less', async () => {
    const path = await patternedFile(100);
    const growth = async (mode: 'file' | 'whole', key: string) => {
      const { stdout } = await run(process.execPath, [
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(new URL('../test/s3-upload-probe.ts', import.meta.url)),
        server.endpoint,
        server.bucket,
        key,
        path,
        mode,
      ]);
      return (JSON.parse(stdout) as { growth: number }).growth;
    };
    const streamed = await growth('file', 'course-files/big.mp4');
    // Parts streamed from disk (measured here: 23 to 36 MiB, not growing from 20 to 200 MiB files,
    // the rest being garbage not yet collected), against the whole file read into memory.
    expect(streamed).toBeLessThan(50 * MIB);
    expect(await growth('whole', 'course-files/big-whole.mp4')).toBeGreaterThan(100 * MIB);
    expect((await objectHeaders('course-files/big.mp4')).get('content-length')).toBe(String(100 * MIB));
    const edge = await storage().readRange('course-files/big.mp4', 8 * MIB - 2, 8 * MIB + 1);
    expect([...(await buffer(edge!))]).toEqual([7, 7, 8, 8]);
  }, 180_000); // two 100 MiB uploads to s3rver: 45 s alone here, far more beside the rest of the suite

  it('aborts the upload when a part is refused, and names the step that failed', async () => {
    const path = await patternedFile(9);
    // A front of the test server that refuses the second part.
    const refusing = createServer((incoming, outgoing) => {
      if (incoming.url?.includes('partNumber=2')) {
        incoming.resume();
        outgoing.writeHead(500, { 'content-type': 'application/xml' });
        outgoing.end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      incoming.pipe(forwardRequest(incoming, outgoing, new URL(server.endpoint).port));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = refusing.address() as AddressInfo;
      const before = server.requests().length;
      const failing = storage({ endpoint: `http://127.0.0.1:${port}`, partSizeBytes: 5 * MIB });
      await expect(failing.putFile('course-files/broken.mp4', path, 'video/mp4')).rejects.toThrow(
        'S3 upload part of course-files/broken.mp4 failed: HTTP 500 InternalError',
      );
      const sent = server.requests().slice(before);
      expect(sent.map((line) => line.split('?')[0])).toEqual([
        `POST /${server.bucket}/course-files/broken.mp4`,
        `PUT /${server.bucket}/course-files/broken.mp4`,
        `DELETE /${server.bucket}/course-files/broken.mp4`,
      ]);
      expect(sent[2]).toMatch(/\?uploadId=[0-9a-f]+$/);
      expect(await storage().get('course-files/broken.mp4')).toBeUndefined();
    } finally {
      refusing.closeAllConnections();
      refusing.close();
    }
  });
});
