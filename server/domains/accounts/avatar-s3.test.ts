import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH } from '../../../common/uploads';
import type { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { createS3TestApp, type S3TestApp } from '../../test/s3-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { uploadFile } from '../../test/upload-file';

let testApp: S3TestApp;
beforeAll(async () => {
  testApp = await createS3TestApp();
});
afterAll(() => testApp.close());

async function uploadPng(agent: TestAgent) {
  const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return uploadFile(agent, AVATAR_UPLOAD_PATH, { data: image, filename: 'me.png', contentType: 'image/png' });
}

describe('avatars on S3 storage', () => {
  it('stores an upload in the bucket, serves it from there, and deletes it when replaced', async () => {
    const user = await buildUser(testApp.database.db, { profileName: 'avatar-on-s3' });
    const agent = await signedInAgent(testApp.app, user.email);

    const first = await uploadPng(agent);
    expect(first.status).toBe(200);
    const { avatarUrl } = first.body.result as { avatarUrl: string };
    const key = avatarUrl.replace('/media/avatars/', 'avatars/');
    expect(await testApp.storage.get(key)).toBeDefined();

    const served = await testApp.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });

    expect((await uploadPng(agent)).status).toBe(200);
    expect(await testApp.storage.get(key)).toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });
});
