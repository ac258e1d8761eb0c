import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_REASONS } from '../../../common/uploads';
import { uploads } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { buildCourseOfPages } from './page-admin-test-kit';

const testApp = setUpTestApp();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#663399' } })
    .png()
    .toBuffer();

const upload = async (agent: TestAgent, pageId: string, data: Buffer, contentType = 'image/png') =>
  uploadFile(agent, `/api/page/${pageId}/thumbnail/`, { data, filename: 'thumb.png', contentType });

const served = (url: string, agent: TestAgent) =>
  testApp.app.inject({ method: 'GET', url, headers: agent.cookieHeader() });

async function uploaded(agent: TestAgent, pageId: string): Promise<string> {
  const reply = await upload(agent, pageId, await png(900, 900));
  expect(reply.body).not.toHaveProperty('error');
  return (reply.body.result as { thumbnailUrl: string }).thumbnailUrl;
}

describe('page thumbnails', () => {
  it('stores a 640×360 WebP, serves it with the course images and shows it in the settings', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    const url = await uploaded(designer, pageIds[0]!);
    expect(url).toMatch(/^\/media\/courses\/[0-9a-f-]+\.webp$/);
    const file = await served(url, designer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    const settings = await designer.get(`/json/page/read/getPageSettings/${pageIds[0]}`);
    expect(settings.body.result).toMatchObject({ thumbnailUrl: url });
  });

  it('removes the old file after a new upload, on removeThumbnail and when the page is deleted', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const first = await uploaded(admin, pageIds[0]!);
    const second = await uploaded(admin, pageIds[0]!);
    expect((await served(first, admin)).statusCode).toBe(404);
    expect((await served(second, admin)).statusCode).toBe(200);

    const removed = await admin.post(`/json/page/update/updatePageSettings/${pageIds[0]}`, {
      title: 'Kept',
      path: 'first',
      removeThumbnail: true,
    });
    expect(removed.body.result).toMatchObject({ title: 'Kept', thumbnailUrl: null });
    expect((await served(second, admin)).statusCode).toBe(404);

    const third = await uploaded(admin, pageIds[1]!);
    expect((await admin.post(`/json/page/delete/deletePage/${pageIds[1]}`)).status).toBe(200);
    expect((await served(third, admin)).statusCode).toBe(404);
    const key = `courses/${third.split('/').at(-1)}`;
    expect(await testApp.database.db.select().from(uploads).where(eq(uploads.storageKey, key))).toEqual([]);
    expect(await testApp.deps.storage.get(key)).toBeUndefined();
  });

  it('refuses a file that is not an image, and one too big, with the spec §5 messages', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const declared = await upload(admin, pageIds[0]!, Buffer.from('hello'), 'text/plain');
    expect(declared.status).toBe(415);
    expect(declared.body).toMatchObject({
      error: 'file_type_not_accepted',
      reason: UPLOAD_REASONS.fileTypeNotAccepted(),
    });
    const disguised = await upload(admin, pageIds[0]!, Buffer.from('not an image at all'));
    expect(disguised.status).toBe(415);
    const big = await upload(admin, pageIds[0]!, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      error: 'file_too_big',
      reason: UPLOAD_REASONS.fileTooBig(IMAGE_UPLOAD_MAX_BYTES),
    });
    const settings = await admin.get(`/json/page/read/getPageSettings/${pageIds[0]}`);
    expect(settings.body.result).toMatchObject({ thumbnailUrl: null });
  });

  it('refuses learners and promo admins (403), visitors (401) and unknown pages (404)', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { displayed: true });
    const image = await png(20, 20);
    expect((await upload(await courseAgent(testApp, course.path), pageIds[0]!, image)).status).toBe(403);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    expect((await upload(promo, pageIds[0]!, image)).status).toBe(403);
    expect((await upload(freshAgent(testApp.app), pageIds[0]!, image)).status).toBe(401);
    expect((await upload(promo, '0f8fad5b-d9cb-469f-a165-70867728950e', image)).status).toBe(404);
  });
});
