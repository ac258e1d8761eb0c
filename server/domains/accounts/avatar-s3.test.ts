import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH } from '../../../common/uploads';
import { S3FileStorage } from '../../storage/s3-storage';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  S3_TEST_CREDENTIALS,
  S3_TEST_REGION,
  type S3TestServer,
  startS3TestServer,
} from '../../test/s3-test-server';
import { signedInAgent } from '../../test/signed-in-agent';

let s3: S3TestServer;
let storage: S3FileStorage;
let testApp: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = new S3FileStorage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: S3_TEST_REGION,
    ...S3_TEST_CREDENTIALS,
  });
  testApp = await createTestApp({ storage });
});
afterAll(async () => {
  await testApp.close();
  await s3.close();
});

async function uploadPng(agent: TestAgent) {
  const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const boundary = '----kelas-s3-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return agent.send({
    method: 'POST',
    url: AVATAR_UPLOAD_PATH,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrftoken': await agent.csrfToken(),
    },
    payload,
  });
}

describe('avatars on S3 storage', () => {
  it('stores an upload in the bucket, serves it from there, and deletes it when replaced', async () => {
    const user = await buildUser(testApp.database.db, { profileName: 'avatar-on-s3' });
    const agent = await signedInAgent(testApp.app, user.email);

    const first = await uploadPng(agent);
    expect(first.status).toBe(200);
    const { avatarUrl } = first.body.result as { avatarUrl: string };
    const key = avatarUrl.replace('/media/avatars/', 'avatars/');
    expect(await storage.get(key)).toBeDefined();

    const served = await testApp.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });

    expect((await uploadPng(agent)).status).toBe(200);
    expect(await storage.get(key)).toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });
});
