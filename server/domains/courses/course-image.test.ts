import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseData, type CourseImageKind, courseImageUploadPath } from '../../../common/api/course';
import { courses } from '../../db/schema';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { MULTIPART_CONTENT_TYPE, multipartBody, uploadFile } from '../../test/upload-file';

let testApp: TestApp;
let owner: TestAgent;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await buildUser(testApp.database.db);
  owner = await signedInAgent(testApp.app, user.email);
  await owner.post('/json/course/create', {
    name: 'Photography',
    code: 'photo-course',
    language: 'en',
    category: 'design',
    courseType: 'SHORT_COURSE',
  });
});
afterAll(() => testApp.close());

const upload = (agent: TestAgent, kind: CourseImageKind, data: Buffer, contentType = 'image/png') =>
  uploadFile(agent, courseImageUploadPath('photo-course', kind), { data, filename: 'a.png', contentType });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('course image uploads', () => {
  it('resizes the image to 1200×675 and the banner to 1920×480, as WebP served under /media/courses/', async () => {
    for (const [kind, width, height] of [
      ['image', 1200, 675],
      ['banner', 1920, 480],
    ] as const) {
      const reply = await upload(owner, kind, await png(800, 800));
      expect(reply.status).toBe(200);
      const { url } = reply.body.result as { url: string };
      expect(url).toMatch(/^\/media\/courses\/[0-9a-f-]+\.webp$/);
      const served = await testApp.app.inject({ method: 'GET', url, headers: owner.cookieHeader() });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const data = (await owner.get('/json/course/read/getCourseData/photo-course')).body.result as CourseData;
    expect(data.imageUrl).toMatch(/^\/media\/courses\//);
    expect(data.bannerUrl).toMatch(/^\/media\/courses\//);
  });

  it('serves course images with range requests, HEAD and a year of caching (in the browser only for a hidden course)', async () => {
    const { url } = (await upload(owner, 'banner', await png(400, 100))).body.result as { url: string };
    const whole = await testApp.app.inject({ method: 'GET', url, headers: owner.cookieHeader() });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const size = whole.rawPayload.length;
    const part = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...owner.cookieHeader(), range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
    const head = await testApp.app.inject({ method: 'HEAD', url, headers: owner.cookieHeader() });
    expect([head.statusCode, head.headers['content-length'], head.payload]).toEqual([200, String(size), '']);
    const beyond = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...owner.cookieHeader(), range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('is served to those who see the course: not found by others while it is hidden, public once displayed', async () => {
    const { url } = (await upload(owner, 'image', await png(40, 40))).body.result as { url: string };
    const visitor = () => testApp.app.inject({ method: 'GET', url });
    const stranger = await signedInAgent(testApp.app, (await buildUser(testApp.database.db)).email);
    expect((await visitor()).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url, headers: stranger.cookieHeader() })).statusCode,
    ).toBe(404);
    const { db } = testApp.database;
    await db.update(courses).set({ displayed: true }).where(eq(courses.path, 'photo-course'));
    const shown = await visitor();
    expect([shown.statusCode, shown.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    await db.update(courses).set({ displayed: false }).where(eq(courses.path, 'photo-course'));
  });

  it('removes the old file when a new image replaces it', async () => {
    const first = ((await upload(owner, 'image', await png(50, 50))).body.result as { url: string }).url;
    await upload(owner, 'image', await png(60, 60));
    expect(
      (await testApp.app.inject({ method: 'GET', url: first, headers: owner.cookieHeader() })).statusCode,
    ).toBe(404);
  });

  it('judges the type by the content', async () => {
    const reply = await upload(owner, 'image', Buffer.from('not an image at all'));
    expect(reply.status).toBe(415);
    expect(reply.body.error).toBe('file_type_not_accepted');
  });

  it('refuses learners, visitors and requests without the CSRF token', async () => {
    const learner = await buildUser(testApp.database.db);
    const learnerAgent = await signedInAgent(testApp.app, learner.email);
    // The course is hidden: to someone without a role in it, it does not exist.
    expect((await upload(learnerAgent, 'image', await png(10, 10))).status).toBe(404);
    expect((await upload(freshAgent(testApp.app), 'banner', await png(10, 10))).status).toBe(401);
    const noCsrf = await owner.send({
      method: 'POST',
      url: courseImageUploadPath('photo-course', 'image'),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
      payload: multipartBody([]),
    });
    expect(noCsrf.status).toBe(403);
  });
});
