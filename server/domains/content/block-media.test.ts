import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_MEDIA_MAX_BYTES,
  type BlockMediaKind,
  type BlockMediaUpload,
} from '../../../common/api/block-media';
import type { CoursePage } from '../../../common/api/course-page';
import { UPLOAD_REASONS } from '../../../common/uploads';
import { blocks, courses, modules, pageSections, pages, roleGrants, uploads } from '../../db/schema';
import { createTestApp, freshAgent, type TestAgent, type TestApp } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { type UploadPart, uploadFile } from '../../test/upload-file';
import { enrolInClass, ensureDefaultClass } from '../classes';
import { createCourse, uploadBlockMedia } from './block-media-test-upload';

const COURSE = 'media-course';
let testApp: TestApp;
let owner: TestAgent;
let ownerId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await buildUser(testApp.database.db);
  ownerId = user.id;
  owner = await signedInAgent(testApp.app, user.email);
  await createCourse(owner, COURSE);
});
afterAll(() => testApp.close());

const upload = (agent: TestAgent, kind: BlockMediaKind, ...parts: UploadPart[]) =>
  uploadBlockMedia(agent, COURSE, kind, ...parts);

/** A raw request by the course's owner (bytes, ranges and HEAD, which the test agent does not read). */
const inject = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  testApp.app.inject({ method, url, headers: { ...owner.cookieHeader(), ...headers } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const mp4 = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 7)]);
const webmAudio = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm'), Buffer.alloc(64)]);
const mp3 = () => Buffer.concat([Buffer.from('ID3'), Buffer.alloc(100, 1)]);
const wav = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(40)]);
const pdf = () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');
const docx = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 3)]);
const vtt = () => Buffer.from('\ufeffWEBVTT\n\n00:00.000 --> 00:02.000\nSelamat datang\n');

async function uploaded(kind: BlockMediaKind, part: UploadPart): Promise<BlockMediaUpload> {
  const reply = await upload(owner, kind, part);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result as BlockMediaUpload;
}

describe('block media uploads', () => {
  it('re-encodes images to WebP at most 1600 px wide', async () => {
    const result = await uploaded('image', {
      data: await png(2400, 600),
      filename: 'wide.png',
      contentType: 'image/png',
    });
    expect(result).toMatchObject({ name: 'wide.png', contentType: 'image/webp' });
    expect(result.storageKey).toMatch(/^course-files\/[0-9a-f-]{36}\.webp$/);
    expect(result.url).toBe(`/media/${result.storageKey}`);
    const served = await inject(result.url);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400]);
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('accepts each kind by its content, whatever type the browser declared', async () => {
    const cases: [BlockMediaKind, UploadPart, string, string][] = [
      ['file', { data: pdf(), filename: 'syllabus.pdf' }, 'application/pdf', 'pdf'],
      ['file', { data: docx(), filename: 'notes.docx' }, 'wordprocessingml', 'docx'],
      ['file', { data: Buffer.from('name,score\nAni,90\n'), filename: 'scores.csv' }, 'text/csv', 'csv'],
      ['audio', { data: mp3(), filename: 'talk.mp3', contentType: 'text/plain' }, 'audio/mpeg', 'mp3'],
      ['audio', { data: wav(), filename: 'talk.wav' }, 'audio/wav', 'wav'],
      ['audio', { data: webmAudio(), filename: 'recording.webm' }, 'audio/webm', 'webm'],
      ['video', { data: mp4(), filename: 'lesson.mp4' }, 'video/mp4', 'mp4'],
      ['captions', { data: vtt(), filename: 'lesson.vtt' }, 'text/vtt', 'vtt'],
    ];
    for (const [kind, part, type, ext] of cases) {
      const result = await uploaded(kind, part);
      expect(result.contentType, kind).toContain(type);
      expect(result.storageKey.endsWith(`.${ext}`)).toBe(true);
      expect(result.sizeBytes).toBe(part.data.length);
      expect((await inject(result.url)).rawPayload.equals(part.data)).toBe(true);
    }
  });

  it('refuses a file whose content is not of the kind, naming the accepted formats', async () => {
    for (const [kind, data] of [
      ['video', pdf()],
      ['audio', Buffer.from('just words')],
      ['captions', Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nSRT, not WebVTT\n')],
      ['file', Buffer.from([0, 1, 2, 3, 0xff, 0xfe])],
      ['image', Buffer.from('not an image')],
    ] as const) {
      const reply = await upload(owner, kind, { data, filename: 'x.bin', contentType: 'image/png' });
      expect(reply.status, kind).toBe(415);
      expect(reply.body).toMatchObject({
        error: 'file_type_not_accepted',
        reason: UPLOAD_REASONS.fileTypeNotAccepted(kind),
      });
    }
    expect(UPLOAD_REASONS.fileTypeNotAccepted('image')).toBe(
      'File type not accepted. Choose a JPEG, PNG, WebP or GIF image.',
    );
  });

  it('refuses a file over the kind’s limit and a second file, with the spec’s messages', async () => {
    const big = Buffer.concat([
      Buffer.from('WEBVTT\n\n'),
      Buffer.alloc(BLOCK_MEDIA_MAX_BYTES.captions, 0x61),
    ]);
    const tooBig = await upload(owner, 'captions', { data: big, filename: 'big.vtt' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: 'file_too_big', reason: 'File too big (max 1.00 MB).' });

    const two = await upload(
      owner,
      'file',
      { data: pdf(), filename: 'a.pdf' },
      { data: pdf(), filename: 'b.pdf' },
    );
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ error: 'too_many_files', reason: 'Too many files (max 1).' });
  });

  it('refuses an unknown kind', async () => {
    const reply = await uploadFile(owner, `/api/course/${COURSE}/block-media/?kind=exe`, {
      data: pdf(),
      filename: 'a.pdf',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toHaveProperty('kind');
  });

  it('lets only those who may write the course upload', async () => {
    const part = { data: pdf(), filename: 'a.pdf' };
    expect((await upload(freshAgent(testApp.app), 'file', part)).status).toBe(401);
    const stranger = await buildUser(testApp.database.db);
    expect((await upload(await signedInAgent(testApp.app, stranger.email), 'file', part)).status).toBe(404);
    const promo = await buildUser(testApp.database.db);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: promo.id, scope: 'course', scopePath: COURSE, role: 'course promo admin' });
    expect((await upload(await signedInAgent(testApp.app, promo.email), 'file', part)).status).toBe(403);
    const designer = await buildUser(testApp.database.db);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: designer.id, scope: 'course', scopePath: COURSE, role: 'course design admin' });
    expect((await upload(await signedInAgent(testApp.app, designer.email), 'file', part)).status).toBe(200);
  });
});

describe('serving block media', () => {
  let video: BlockMediaUpload;
  beforeAll(async () => {
    video = await uploaded('video', { data: mp4(), filename: 'lesson.mp4' });
  });

  it('sends the whole file with range support and a year of caching', async () => {
    const reply = await inject(video.url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(reply.rawPayload.length).toBe(mp4().length);
  });

  it('answers a range with 206 and Content-Range, and an unsatisfiable one with 416', async () => {
    const size = mp4().length;
    const first = await inject(video.url, { range: 'bytes=0-11' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-11/${size}`);
    expect(first.rawPayload.equals(mp4().subarray(0, 12))).toBe(true);
    const open = await inject(video.url, { range: 'bytes=100-' });
    expect(open.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(open.rawPayload.length).toBe(size - 100);
    const suffix = await inject(video.url, { range: 'bytes=-8' });
    expect(suffix.rawPayload.equals(mp4().subarray(size - 8))).toBe(true);
    const beyond = await inject(video.url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await inject(video.url, {}, 'HEAD');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.headers['content-type']).toBe('video/mp4');
    expect(reply.headers['content-length']).toBe(String(mp4().length));
    expect(reply.rawPayload.length).toBe(0);
  });

  it('sends documents as downloads under their original name', async () => {
    const file = await uploaded('file', { data: pdf(), filename: 'Silabus kelas.pdf' });
    const reply = await inject(`${file.url}?name=${encodeURIComponent('Silabus "kelas".pdf')}`);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="Silabus 'kelas'\.pdf"/);
    const unnamed = await inject(file.url);
    expect(unnamed.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"/);
  });

  it('renames a download only to a clean name of the same type, else keeps the stored name', async () => {
    const file = await uploaded('file', { data: pdf(), filename: 'notes.pdf' });
    const nameOf = async (name: string) =>
      (await inject(`${file.url}?name=${encodeURIComponent(name)}`)).headers['content-disposition'];
    const stored = /^attachment; filename="[0-9a-f-]{36}\.pdf"/;
    expect(await nameOf('Notes.PDF')).toMatch(/^attachment; filename="Notes\.PDF"/);
    expect(await nameOf('../../etc/Notes\u202Efdp.pdf')).toMatch(/^attachment; filename="etcNotesfdp\.pdf"/);
    for (const name of ['invoice.exe', 'invoice.pdf.exe', 'invoice', '.pdf', `${'x'.repeat(300)}.pdf`]) {
      expect(await nameOf(name), name).toMatch(stored);
    }
  });

  it('answers 404 for a key no upload recorded', async () => {
    expect((await inject('/media/course-files/00000000-0000-4000-8000-000000000000.mp4')).statusCode).toBe(
      404,
    );
    expect((await inject('/media/course-files/..%2Fsecret.txt')).statusCode).toBe(404);
  });
});

describe('who receives a course file', () => {
  const status = async (url: string, agent?: TestAgent) =>
    (await testApp.app.inject({ method: 'GET', url, headers: agent ? agent.cookieHeader() : {} })).statusCode;

  it('is whoever may read its course: not a visitor or a stranger who knows its address', async () => {
    const file = await uploaded('file', { data: pdf(), filename: 'answers.pdf' });
    const { db } = testApp.database;
    const [course] = await db.select().from(courses).where(eq(courses.path, COURSE));
    const stranger = await signedInAgent(testApp.app, (await buildUser(db)).email);
    expect(await status(file.url)).toBe(404);
    expect(await status(file.url, stranger)).toBe(404);
    expect((await testApp.app.inject({ method: 'HEAD', url: file.url })).statusCode).toBe(404);

    const cohort = await ensureDefaultClass(db, course!, null);
    const learner = await buildUser(db);
    await enrolInClass(db, { cohortId: cohort.id, userId: learner.id, source: 'open', status: 'active' });
    expect(await status(file.url, await signedInAgent(testApp.app, learner.email))).toBe(200);
    expect(await status(file.url, owner)).toBe(200);

    await db.update(courses).set({ guestAccess: true, displayed: true }).where(eq(courses.id, course!.id));
    expect(await status(file.url)).toBe(200);
    await db.update(courses).set({ guestAccess: false, displayed: false }).where(eq(courses.id, course!.id));
  });

  it("of no recorded course (uploaded before courses were recorded) is its uploader's and staff's only", async () => {
    const file = await uploaded('file', { data: pdf(), filename: 'old.pdf' });
    const { db } = testApp.database;
    await db.update(uploads).set({ courseId: null }).where(eq(uploads.storageKey, file.storageKey));
    const member = await courseAgent(testApp, COURSE, 'administrator');
    expect(await status(file.url, member)).toBe(404);
    expect(await status(file.url, owner)).toBe(200);
    expect(await status(file.url, await courseAgent(testApp, null, null, { isStaff: true }))).toBe(200);
  });
});

describe('page read', () => {
  it('gives every media key of a block its address, old image keys included', async () => {
    const { db } = testApp.database;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.path, COURSE));
    const courseId = course!.id;
    const [module] = await db
      .insert(modules)
      .values({ courseId, title: 'Media module', position: 0 })
      .returning();
    const [page] = await db
      .insert(pages)
      .values({ courseId, moduleId: module!.id, path: 'media-page', title: 'Media page', position: 0 })
      .returning();
    const [section] = await db
      .insert(pageSections)
      .values({ pageId: page!.id, position: 0, settings: {} })
      .returning();
    const videoKey = 'course-files/11111111-1111-4111-8111-111111111111.mp4';
    const captionsKey = 'course-files/22222222-2222-4222-8222-222222222222.vtt';
    const setups = [
      { widgetType: 'accessible_video', setupData: { storageKey: videoKey, captionsKey } },
      { widgetType: 'video', setupData: { source: 'upload', url: '', storageKey: videoKey } },
      { widgetType: 'image', setupData: { storageKey: 'courses/33333333-3333-4333-8333-333333333333.webp' } },
      { widgetType: 'audio', setupData: { storageKey: null } },
    ];
    await db
      .insert(blocks)
      .values(
        setups.map((setup, position) => ({ pageId: page!.id, sectionId: section!.id, position, ...setup })),
      );
    const reply = await owner.get(`/json/course/read/getPage/${COURSE}?pagePath=media-page`);
    const [accessible, linked, image, audio] = (reply.body.result as CoursePage).sections[0]!.blocks;
    expect(accessible!.setupData).toMatchObject({
      url: `/media/${videoKey}`,
      captionsUrl: `/media/${captionsKey}`,
    });
    expect(linked!.setupData).toMatchObject({ url: '', fileUrl: `/media/${videoKey}` });
    expect(image!.setupData.url).toBe('/media/courses/33333333-3333-4333-8333-333333333333.webp');
    expect(audio!.setupData.url).toBeNull();
    expect(ownerId).toBeTruthy();
  });
});
