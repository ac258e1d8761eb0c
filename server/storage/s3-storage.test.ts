import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { inspect } from 'node:util';
import aws4 from 'aws4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3_TEST_CREDENTIALS,
  S3_TEST_REGION,
  type S3TestServer,
  s3StorageOn,
  startS3TestServer,
} from '../test/s3-test-server';
import type { S3FileStorage, S3StorageOptions } from './s3-storage';

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
