import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedPage, PostAttachment } from '../../../common/api/feed';
import { GALLERY_PAGE_SIZE } from '../../../common/api/gallery';
import { blocks, pageSections, pages, posts } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, type PostCourseOptions } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

type Course = Awaited<ReturnType<typeof buildPostCourse>>;

type Uploaded = Exclude<PostAttachment, { kind: 'embed' }>;

const image = (name: string): Uploaded => ({
  kind: 'image',
  uploadId: randomUUID(),
  url: `/api/post-media/${randomUUID()}/`,
  name,
  contentType: 'image/webp',
  sizeBytes: 1000,
});
const video: Uploaded = { ...image('clip.mp4'), kind: 'video', contentType: 'video/mp4' };
const file: Uploaded = { ...image('notes.pdf'), kind: 'file', contentType: 'application/pdf' };
const embed: PostAttachment = { kind: 'embed', url: 'https://www.youtube.com/embed/abc' };

let clock = Date.parse('2026-01-01T00:00:00Z');

/** A post row on `blockId` in the course's class (as a learner's post is stored), a second after the last. */
async function insertPost(
  made: Course,
  authorId: string,
  body: string,
  attachments: PostAttachment[],
  place: { blockId?: string; pageId?: string; cohortId?: string } = {},
) {
  clock += 1000;
  const [row] = await testApp.database.db
    .insert(posts)
    .values({
      type: 'share',
      courseId: made.course.id,
      cohortId: place.cohortId ?? made.cohort.id,
      blockId: place.blockId ?? made.block.id,
      pageId: place.pageId ?? made.page.id,
      authorId,
      body,
      attachments,
      createdAt: new Date(clock),
    })
    .returning();
  return row!;
}

/** A gallery block on the post course's page, drawing from `sourceBlockId` (null: the class). */
async function addGallery(made: Course, sourceBlockId: string | null, pageId = made.page.id) {
  const [section] = await testApp.database.db
    .select({ id: pageSections.id })
    .from(pageSections)
    .where(eq(pageSections.pageId, pageId));
  const [gallery] = await testApp.database.db
    .insert(blocks)
    .values({
      pageId,
      sectionId: section!.id,
      position: 5,
      widgetType: 'gallery',
      setupData: { heading: 'Our pictures', sourceBlockId },
    })
    .returning();
  return gallery!;
}

const getGallery = (agent: TestAgent, blockId: string, cohortPath: string, before?: string) =>
  agent.get(
    `/json/feed/read/getGallery/${blockId}?cohortPath=${encodeURIComponent(cohortPath)}${
      before ? `&before=${encodeURIComponent(before)}` : ''
    }`,
  );

const pageOf = (reply: { status: number; body: { result?: unknown } }) => {
  expect(reply.status).toBe(200);
  return reply.body.result as FeedPage;
};
const bodies = (page: FeedPage) => page.posts.map((post) => post.body);

async function galleryCourse(options: PostCourseOptions = {}) {
  const made = await buildPostCourse(testApp, options);
  const gallery = await addGallery(made, made.block.id);
  return { ...made, gallery };
}

describe('a gallery', () => {
  it('shows the posts with an image or a video, newest first, not those with only files, embeds or text', async () => {
    const made = await galleryCourse();
    await insertPost(made, made.learner.user.id, '<p>Photo</p>', [image('beach.webp')]);
    await insertPost(made, made.classmate.user.id, '<p>Text only</p>', []);
    await insertPost(made, made.classmate.user.id, '<p>File</p>', [file]);
    await insertPost(made, made.classmate.user.id, '<p>Embed</p>', [embed]);
    await insertPost(made, made.classmate.user.id, '<p>Video</p>', [file, video]);
    for (const reader of [made.learner.agent, made.classmate.agent, made.teacher.agent, made.admin]) {
      const page = pageOf(await getGallery(reader, made.gallery.id, made.cohort.path));
      expect(bodies(page)).toEqual(['<p>Video</p>', '<p>Photo</p>']);
      expect(page.nextCursor).toBeNull();
    }
    const [video1] = pageOf(await getGallery(made.learner.agent, made.gallery.id, made.cohort.path)).posts;
    expect(video1).toMatchObject({
      author: { fullName: 'Budi Hartono' },
      attachments: [{ kind: 'file' }, { kind: 'video' }],
      commentsCount: 0,
      kudosCount: 0,
      canEdit: false,
      canRemove: false,
    });
  });

  it('draws from its post block only, or from every post block of the course in the class', async () => {
    const made = await galleryCourse();
    const [other] = await testApp.database.db
      .insert(blocks)
      .values({
        pageId: made.page.id,
        sectionId: made.section.id,
        position: 2,
        widgetType: 'post',
        setupData: { prompt: '', type: 'share', maxPosts: 0 },
      })
      .returning();
    await insertPost(made, made.classmate.user.id, '<p>Here</p>', [image('a.webp')]);
    await insertPost(made, made.classmate.user.id, '<p>There</p>', [image('b.webp')], { blockId: other!.id });
    // A post in the other class of the course is never this class's.
    await insertPost(made, made.elsewhere.user.id, '<p>Elsewhere</p>', [image('c.webp')], {
      cohortId: made.otherClass.id,
    });
    expect(bodies(pageOf(await getGallery(made.learner.agent, made.gallery.id, made.cohort.path)))).toEqual([
      '<p>Here</p>',
    ]);
    const whole = await addGallery(made, null);
    expect(bodies(pageOf(await getGallery(made.learner.agent, whole.id, made.cohort.path)))).toEqual([
      '<p>There</p>',
      '<p>Here</p>',
    ]);
    expect(bodies(pageOf(await getGallery(made.elsewhere.agent, whole.id, made.otherClass.path)))).toEqual([
      '<p>Elsewhere</p>',
    ]);
    // A source that is not a post block of the gallery's page (the page copied elsewhere) shows nothing.
    const [copy] = await testApp.database.db
      .insert(pages)
      .values({
        courseId: made.course.id,
        moduleId: made.page.moduleId,
        path: 'copy',
        title: 'Copy',
        position: 1,
      })
      .returning();
    await testApp.database.db.insert(pageSections).values({ pageId: copy!.id, position: 0 });
    const copied = await addGallery(made, made.block.id, copy!.id);
    expect(pageOf(await getGallery(made.learner.agent, copied.id, made.cohort.path)).posts).toEqual([]);
  });

  it('follows the block feed’s rules: the staff scheme, a hidden post', async () => {
    const made = await galleryCourse({ scheme: 'staff' });
    await insertPost(made, made.learner.user.id, '<p>Mine</p>', [image('m.webp')]);
    await insertPost(made, made.classmate.user.id, '<p>Theirs</p>', [image('t.webp')]);
    expect(bodies(pageOf(await getGallery(made.learner.agent, made.gallery.id, made.cohort.path)))).toEqual([
      '<p>Mine</p>',
    ]);
    expect(
      pageOf(await getGallery(made.teacher.agent, made.gallery.id, made.cohort.path)).posts,
    ).toHaveLength(2);

    const shared = await galleryCourse();
    await insertPost(shared, shared.learner.user.id, '<p>Shown</p>', [image('s.webp')]);
    const hidden = await insertPost(shared, shared.classmate.user.id, '<p>Hidden</p>', [image('h.webp')]);
    await testApp.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.id));
    expect(
      bodies(pageOf(await getGallery(shared.learner.agent, shared.gallery.id, shared.cohort.path))),
    ).toEqual(['<p>Shown</p>']);
    for (const reader of [shared.classmate.agent, shared.teacher.agent]) {
      const [first] = pageOf(await getGallery(reader, shared.gallery.id, shared.cohort.path)).posts;
      expect(first).toMatchObject({ id: hidden.id, hidden: true });
    }
  });

  it('withholds the others’ posts until the learner has posted, and until the due date', async () => {
    const made = await galleryCourse({ condition: 'after_posting' });
    await insertPost(made, made.classmate.user.id, '<p>Theirs</p>', [image('t.webp')]);
    expect(pageOf(await getGallery(made.learner.agent, made.gallery.id, made.cohort.path)).posts).toEqual([]);
    // Posting a text-only post on the block is posting: the others' pictures appear.
    await insertPost(made, made.learner.user.id, '<p>Mine, no picture</p>', []);
    expect(bodies(pageOf(await getGallery(made.learner.agent, made.gallery.id, made.cohort.path)))).toEqual([
      '<p>Theirs</p>',
    ]);

    const start = new Date(Date.now() - 2 * 86_400_000);
    const due = await galleryCourse({
      condition: 'after_due_date',
      page: { dueAfterDays: 3 },
      cohort: { startDate: start },
    });
    await insertPost(due, due.classmate.user.id, '<p>Theirs</p>', [image('t.webp')]);
    expect(pageOf(await getGallery(due.learner.agent, due.gallery.id, due.cohort.path)).posts).toEqual([]);
    await testApp.database.db.execute(
      sql`UPDATE cohorts SET start_date = start_date - interval '7 days' WHERE id = ${due.cohort.id}`,
    );
    expect(bodies(pageOf(await getGallery(due.learner.agent, due.gallery.id, due.cohort.path)))).toEqual([
      '<p>Theirs</p>',
    ]);
  });

  it(`pages ${GALLERY_PAGE_SIZE} posts at a time with a cursor, in the same number of queries for 1 post and for a full page`, async () => {
    const made = await galleryCourse();
    await insertPost(made, made.classmate.user.id, '<p>0</p>', [image('0.webp')]);
    const [one, oneQueries] = await queries.measure(() =>
      getGallery(made.learner.agent, made.gallery.id, made.cohort.path),
    );
    expect(pageOf(one).posts).toHaveLength(1);
    for (let at = 1; at <= GALLERY_PAGE_SIZE + 3; at++) {
      const author = at % 2 === 0 ? made.classmate.user.id : made.teacher.user.id;
      await insertPost(made, author, `<p>${at}</p>`, [image(`${at}.webp`)]);
    }
    const [first, firstQueries] = await queries.measure(() =>
      getGallery(made.learner.agent, made.gallery.id, made.cohort.path),
    );
    const page1 = pageOf(first);
    expect(page1.posts).toHaveLength(GALLERY_PAGE_SIZE);
    expect(bodies(page1)[0]).toBe(`<p>${GALLERY_PAGE_SIZE + 3}</p>`);
    expect(firstQueries).toBe(oneQueries);
    const page2 = pageOf(
      await getGallery(made.learner.agent, made.gallery.id, made.cohort.path, page1.nextCursor!),
    );
    expect(bodies(page2)).toEqual(['<p>3</p>', '<p>2</p>', '<p>1</p>', '<p>0</p>']);
    expect(page2.nextCursor).toBeNull();
    const forged = await getGallery(
      made.learner.agent,
      made.gallery.id,
      made.cohort.path,
      'bm90IGEgY3Vyc29y',
    );
    expect(forged).toMatchObject({ status: 400, body: { fields: { before: expect.any(String) } } });
  });

  it('is not found by strangers, other classes, other courses, or for a block that is not a gallery', async () => {
    const made = await galleryCourse();
    await insertPost(made, made.classmate.user.id, '<p>Theirs</p>', [image('t.webp')]);
    const other = await buildPostCourse(testApp);
    for (const outsider of [(await userAgent(testApp)).agent, made.elsewhere.agent, other.learner.agent]) {
      expect((await getGallery(outsider, made.gallery.id, made.cohort.path)).status).toBe(404);
    }
    // Naming their own class finds their class's posts only (none); another course's class, nothing.
    expect(
      pageOf(await getGallery(made.elsewhere.agent, made.gallery.id, made.otherClass.path)).posts,
    ).toEqual([]);
    expect((await getGallery(other.learner.agent, made.gallery.id, other.cohort.path)).status).toBe(404);
    expect((await getGallery(made.learner.agent, made.block.id, made.cohort.path)).status).toBe(404);
    expect((await getGallery(made.learner.agent, made.prose.id, made.cohort.path)).status).toBe(404);
    expect((await made.learner.agent.get(`/json/feed/read/getGallery/${made.gallery.id}`)).status).toBe(400);
    expect((await getGallery(freshAgent(testApp.app), made.gallery.id, made.cohort.path)).status).toBe(401);
  });

  it('is refused on a page not yet open in the learner’s schedule', async () => {
    const made = await galleryCourse({ page: { unlockAfterDays: 5 }, cohort: { startDate: new Date() } });
    const reply = await getGallery(made.learner.agent, made.gallery.id, made.cohort.path);
    expect(reply.status).toBe(403);
    expect(pageOf(await getGallery(made.teacher.agent, made.gallery.id, made.cohort.path)).posts).toEqual([]);
  });
});
