import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseFileLinks, courses, pages, roleGrants, uploads } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { contentModule } from './module';
import { createPageWithLayout, type NewBlock } from './page-with-layout';

const testApp = setUpTestApp();

/** A stored file recorded as before the upgrade: an upload row of no course. */
async function oldUpload(ownerId: string, purpose: string, storageKey: string) {
  const data = Buffer.from(`file ${storageKey}`);
  await testApp.deps.storage.put(storageKey, data, 'application/octet-stream');
  await testApp.database.db.insert(uploads).values({
    ownerId,
    purpose,
    storageKey,
    contentType: 'application/octet-stream',
    sizeBytes: data.length,
  });
}

/** A hidden course created by `ownerId`, with a page of `pageBlocks`. */
async function courseWithPage(ownerId: string, pageBlocks: readonly NewBlock[]) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp);
  await db.update(courses).set({ createdBy: ownerId }).where(eq(courses.id, course.id));
  const page = await createPageWithLayout(db, {
    courseId: course.id,
    moduleId: module.id,
    path: 'p',
    title: 'Page',
    position: 0,
    authorId: ownerId,
    blocks: pageBlocks,
  });
  return { course, pageId: page.id };
}

const courseImage = () => `${randomUUID()}.webp`;
const courseFile = (ext: string) => `course-files/${randomUUID()}.${ext}`;
const statusOf = async (agent: TestAgent, url: string) =>
  (await testApp.app.inject({ method: 'GET', url, headers: agent.cookieHeader() })).statusCode;
const courseOf = async (storageKeys: string[]) =>
  Object.fromEntries(
    (
      await testApp.database.db
        .select({ storageKey: uploads.storageKey, courseId: uploads.courseId })
        .from(uploads)
        .where(inArray(uploads.storageKey, storageKeys))
    ).map((row) => [row.storageKey, row.courseId]),
  );

describe('course files uploaded before their course was recorded (issue 10 point 14, upgrade)', () => {
  it("are recorded at start-up for their course, so its learners receive them again; a key typed into another's course claims nothing", async () => {
    const { db } = testApp.database;
    const owner = await buildUser(db);
    const [image, banner, thumbnail, oldBlockImage] = [
      courseImage(),
      courseImage(),
      courseImage(),
      courseImage(),
    ];
    const [document, captions, video, unused] = [
      courseFile('pdf'),
      courseFile('vtt'),
      courseFile('mp4'),
      courseFile('pdf'),
    ];
    const { course, pageId } = await courseWithPage(owner.id, [
      { widgetType: 'file', setupData: { storageKey: document } },
      { widgetType: 'accessible_video', setupData: { storageKey: video, captionsKey: captions } },
      { widgetType: 'image', setupData: { storageKey: `courses/${oldBlockImage}` } },
    ]);
    await db.update(courses).set({ imageKey: image, bannerKey: banner }).where(eq(courses.id, course.id));
    await db.update(pages).set({ thumbnailKey: thumbnail }).where(eq(pages.id, pageId));
    for (const [purpose, key] of [
      ['course-image', `courses/${image}`],
      ['course-banner', `courses/${banner}`],
      ['page-thumbnail', `courses/${thumbnail}`],
      ['block-image', `courses/${oldBlockImage}`],
      ['block-media', document],
      ['block-media', captions],
      ['block-media', video],
      ['block-media', unused],
    ] as const) {
      await oldUpload(owner.id, purpose, key);
    }
    // The page was copied into a second course of the owner (where they hold a course role).
    const copy = await courseWithPage(owner.id, [
      { widgetType: 'file', setupData: { storageKey: document } },
    ]);
    await db.update(courses).set({ createdBy: null }).where(eq(courses.id, copy.course.id));
    await db
      .insert(roleGrants)
      .values({ userId: owner.id, scope: 'course', scopePath: copy.course.path, role: 'editor' });
    // Someone else names the owner's unused file in a block of their own course.
    const other = await buildUser(db);
    const foreign = await courseWithPage(other.id, [
      { widgetType: 'file', setupData: { storageKey: unused } },
    ]);

    const learner = (await enrolledAgent(testApp, (await buildClass(testApp, course.id)).id)).agent;
    const copyLearner = (await enrolledAgent(testApp, (await buildClass(testApp, copy.course.id)).id)).agent;
    const foreignLearner = (await enrolledAgent(testApp, (await buildClass(testApp, foreign.course.id)).id))
      .agent;
    const urls = [
      ...[image, banner, thumbnail, oldBlockImage].map((key) => `/media/courses/${key}`),
      ...[document, captions, video].map((key) => `/media/${key}`),
    ];
    for (const url of urls) expect(await statusOf(learner, url), `${url} before`).toBe(404);

    await contentModule.referenceData!(db);

    for (const url of urls) expect(await statusOf(learner, url), url).toBe(200);
    expect(await statusOf(copyLearner, `/media/${document}`)).toBe(200);
    expect(await statusOf(copyLearner, `/media/${video}`)).toBe(404);
    expect(await statusOf(foreignLearner, `/media/${unused}`)).toBe(404);
    expect(await courseOf([document, unused])).toEqual({ [document]: course.id, [unused]: null });
    expect(
      await db.select().from(courseFileLinks).where(eq(courseFileLinks.storageKey, document)),
    ).toMatchObject([{ courseId: copy.course.id }]);

    // Every start runs it again: nothing changes.
    await contentModule.referenceData!(db);
    expect(await courseOf([document, unused])).toEqual({ [document]: course.id, [unused]: null });
    expect(
      await db.select().from(courseFileLinks).where(eq(courseFileLinks.storageKey, document)),
    ).toHaveLength(1);
  });
});
