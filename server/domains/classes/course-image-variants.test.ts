import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseImageUploadPath } from '../../../common/api/course';
import { courses } from '../../db/schema';
import { variantStorageKey } from '../../storage/image-variants';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { uploadFile } from '../../test/upload-file';

let testApp: TestApp;
let owner: TestAgent;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInAgent(testApp.app, (await buildUser(testApp.database.db)).email);
  await owner.post('/json/course/create', {
    name: 'Pottery',
    code: 'pottery-course',
    language: 'en',
    category: 'design',
    courseType: 'SHORT_COURSE',
  });
});
afterAll(() => testApp.close());

async function uploadCourseImage(): Promise<string> {
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#996633' } })
    .png()
    .toBuffer();
  const reply = await uploadFile(owner, courseImageUploadPath('pottery-course', 'image'), {
    data,
    filename: 'a.png',
    contentType: 'image/png',
  });
  return (reply.body.result as { url: string }).url;
}

const get = (
  url: string,
  headers: Record<string, string> = owner.cookieHeader(),
  method: 'GET' | 'HEAD' = 'GET',
) => testApp.app.inject({ method, url, headers });

describe('course image variants (/media/courses/{key}/w{width}.{format})', () => {
  it('serves the image narrower and as AVIF or WebP, made once and kept, with the same caching', async () => {
    const url = await uploadCourseImage();
    const key = url.split('/').pop()!;
    for (const [name, format, width] of [
      ['w400.avif', 'heif', 400],
      ['w800.webp', 'webp', 800],
      // Never enlarged: the image is 1200 pixels wide.
      ['w1200.avif', 'heif', 1200],
    ] as const) {
      const reply = await get(`${url}/${name}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe(`image/${name.split('.')[1]}`);
      expect(reply.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(reply.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        format,
        width,
        Math.round((width * 675) / 1200),
      ]);
    }
    const stored = variantStorageKey(`courses/${key}`, { width: 400, format: 'avif' });
    expect(stored).toBe(`courses/variants/${key.replace('.webp', '')}-w400.avif`);
    const kept = await testApp.deps.storage.get(stored);
    expect(kept?.length).toBeGreaterThan(0);
    // A second request sends the stored copy; HEAD answers its size.
    const again = await get(`${url}/w400.avif`);
    expect(again.rawPayload).toEqual(kept);
    const head = await get(`${url}/w400.avif`, owner.cookieHeader(), 'HEAD');
    expect([head.statusCode, head.headers['content-length']]).toEqual([200, String(kept!.length)]);
  });

  it('answers 404 for a variant it does not make and to those who do not see the course', async () => {
    const url = await uploadCourseImage();
    for (const name of ['w401.avif', 'w400.png', 'x.avif'])
      expect((await get(`${url}/${name}`)).statusCode).toBe(404);
    expect((await get(`/media/courses/00000000-0000-0000-0000-000000000000.webp/w400.avif`)).statusCode).toBe(
      404,
    );
    // A hidden course's image: not for a visitor; once displayed, public like the image itself.
    expect((await get(`${url}/w400.webp`, {})).statusCode).toBe(404);
    await testApp.database.db
      .update(courses)
      .set({ displayed: true })
      .where(eq(courses.path, 'pottery-course'));
    const shown = await get(`${url}/w400.webp`, {});
    expect([shown.statusCode, shown.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    await testApp.database.db
      .update(courses)
      .set({ displayed: false })
      .where(eq(courses.path, 'pottery-course'));
  });

  it('removes the variants with the image when a new one replaces it', async () => {
    const first = await uploadCourseImage();
    expect((await get(`${first}/w400.webp`)).statusCode).toBe(200);
    const stored = variantStorageKey(`courses/${first.split('/').pop()}`, { width: 400, format: 'webp' });
    expect(await testApp.deps.storage.get(stored)).toBeDefined();
    await uploadCourseImage();
    expect(await testApp.deps.storage.get(stored)).toBeUndefined();
    expect((await get(`${first}/w400.webp`)).statusCode).toBe(404);
  });
});
