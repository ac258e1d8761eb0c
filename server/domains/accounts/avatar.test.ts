import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH, IMAGE_UPLOAD_MAX_BYTES } from '../../../common/uploads';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { MULTIPART_CONTENT_TYPE, multipartBody, type UploadPart, uploadFile } from '../../test/upload-file';

const testApp = setUpTestApp();

async function upload(agent: TestAgent, files: UploadPart[], csrf = true) {
  if (csrf) return uploadFile(agent, AVATAR_UPLOAD_PATH, ...files);
  const headers = { 'content-type': MULTIPART_CONTENT_TYPE };
  return agent.send({ method: 'POST', url: AVATAR_UPLOAD_PATH, headers, payload: multipartBody(files) });
}

let ip = 0;
async function signedIn() {
  ip++;
  const user = await buildUser(testApp.database.db, { profileName: `avatar-person-${ip}` });
  const agent = new TestAgent(testApp.app, `10.6.0.${ip}`);
  await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
  return { user, agent };
}

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#c2410c' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();

describe('avatar upload', () => {
  it('resizes a real PNG to a 256×256 WebP without metadata, serves it, and replaces the old one', async () => {
    const { agent, user } = await signedIn();
    const first = await upload(agent, [{ filename: 'me.png', contentType: 'image/png', data: await png() }]);
    expect(first.status).toBe(200);
    const { avatarUrl } = first.body.result as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await testApp.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();

    const [profile] = (
      await agent.get(`/json/user/lookup/resources?argName=profileName&initArgsList[]=${user.profileName}`)
    ).body.result as Array<{ avatarUrl: string }>;
    expect(profile?.avatarUrl).toBe(avatarUrl);

    const second = await upload(agent, [{ filename: 'me.png', contentType: 'image/png', data: await png() }]);
    expect(second.status).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('judges the type by the content, not the declared type', async () => {
    const { agent } = await signedIn();
    const reply = await upload(agent, [
      { filename: 'me.png', contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    ]);
    expect(reply).toMatchObject({
      status: 415,
      body: {
        error: 'file_type_not_accepted',
        reason: 'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
      },
    });
    const declaredPdf = await upload(agent, [
      { filename: 'me.pdf', contentType: 'application/pdf', data: await png() },
    ]);
    expect(declaredPdf.body.error).toBe('file_type_not_accepted');
  });

  it('refuses a file over 5 MB with the size in the message', async () => {
    const { agent } = await signedIn();
    const reply = await upload(agent, [
      { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1) },
    ]);
    expect(reply).toMatchObject({
      status: 413,
      body: { error: 'file_too_big', reason: 'File too big (max 5.00 MB).' },
    });
  });

  it('refuses more than one file', async () => {
    const { agent } = await signedIn();
    const image = await png();
    const reply = await upload(agent, [
      { filename: 'a.png', contentType: 'image/png', data: image },
      { filename: 'b.png', contentType: 'image/png', data: image },
    ]);
    expect(reply).toMatchObject({
      status: 400,
      body: { error: 'too_many_files', reason: 'Too many files (max 1).' },
    });
  });

  it('refuses a visitor and a request without the CSRF header', async () => {
    const image = await png();
    const visitor = await upload(new TestAgent(testApp.app), [
      { filename: 'a.png', contentType: 'image/png', data: image },
    ]);
    expect(visitor).toMatchObject({ status: 401, body: { error: 'not_signed_in' } });
    const { agent } = await signedIn();
    const noCsrf = await upload(agent, [{ filename: 'a.png', contentType: 'image/png', data: image }], false);
    expect(noCsrf).toMatchObject({ status: 403, body: { error: 'csrf_failed' } });
  });

  it('answers 404 for unknown keys and never leaves the storage folder', async () => {
    for (const url of [
      '/media/avatars/00000000-0000-0000-0000-000000000000.webp',
      '/media/avatars/..%2F..%2Fetc%2Fpasswd',
      '/media/avatars/../../package.json',
      '/media/avatars/%2e%2e%2fsecret.webp',
    ]) {
      let reply = await testApp.app.inject({ method: 'GET', url });
      // A path without an extension first gets its canonical slash form (http/redirects.ts).
      if (reply.statusCode === 301)
        reply = await testApp.app.inject({ method: 'GET', url: reply.headers.location! });
      expect(reply.statusCode, url).toBe(404);
    }
  });
});
