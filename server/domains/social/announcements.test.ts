import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnnouncementTargets, announcementMediaUploadPath } from '../../../common/api/announcement';
import type { CommentPage } from '../../../common/api/comment';
import type { FeedPage, Post, PostAttachment } from '../../../common/api/feed';
import { feedItems } from '../../db/schema';
import { Hooks } from '../../modules/hook';
import { TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent, userAgent } from '../../test/course-fixtures';
import { buildClass, buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { postCreated } from './social-hooks';
import { buildPostCourse, commentOnPost, getClassFeed } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

afterEach(() => vi.restoreAllMocks());

const announce = (
  agent: TestAgent,
  coursePath: string,
  cohortPath: string | null,
  body: string,
  attachments: PostAttachment[] = [],
) => agent.post('/json/announcement/create', { coursePath, cohortPath, body, attachments });
const postOf = (reply: { body: { result?: unknown } }) => reply.body.result as Post;
const feedOf = (reply: { body: { result?: unknown } }) => reply.body.result as FeedPage;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * The queries of `step` and of the work its commit sets off (the notifications' mail and live
 * streams, heard through NOTIFY a moment later on a PostgreSQL server), counted until the database
 * has been quiet for 200 ms: the same whichever side of the reply that work lands.
 */
async function measureSettled<T>(step: () => Promise<T>): Promise<[T, number]> {
  const [result, count] = await queries.measure(step);
  let total = count;
  for (;;) {
    const later = await queries.count(() => new Promise((resolve) => setTimeout(resolve, 200)));
    if (later === 0) return [result, total];
    total += later;
  }
}

describe('an announcement', () => {
  it('goes from course staff to every class of the course, sanitised, in one insert of feed items', async () => {
    const made = await buildPostCourse(testApp);
    const emit = vi.spyOn(Hooks.prototype, 'emit');
    const [reply, cost] = await measureSettled(() =>
      announce(made.admin, made.course.path, null, '<p>Welcome <script>x()</script>all</p>'),
    );
    expect(reply.status).toBe(200);
    const post = postOf(reply);
    expect(post).toMatchObject({
      type: 'announcement',
      blockId: null,
      cohortPath: null,
      body: '<p>Welcome all</p>',
      hidden: false,
      canEdit: true,
      canRemove: true,
      canModerate: true,
    });
    const items = await testApp.database.db.select().from(feedItems).where(eq(feedItems.postId, post.id));
    expect(items.map((item) => item.cohortId).sort()).toEqual([made.cohort.id, made.otherClass.id].sort());
    const emitted = emit.mock.calls.filter(([hook]) => hook === postCreated).map((call) => call[3]);
    expect(emitted).toEqual([
      expect.objectContaining({
        id: post.id,
        type: 'announcement',
        cohortId: null,
        cohortPath: null,
        pageId: null,
        cohortIds: [made.cohort.id, made.otherClass.id].sort(),
      }),
    ]);
    // A third class costs the same queries: the feed items are one INSERT … SELECT.
    await buildClass(testApp, made.course.id);
    const [again, costAgain] = await measureSettled(() =>
      announce(made.admin, made.course.path, null, '<p>Again</p>'),
    );
    expect(again.status).toBe(200);
    expect(costAgain).toBe(cost);

    for (const [reader, cohortPath] of [
      [made.learner.agent, made.cohort.path],
      [made.elsewhere.agent, made.otherClass.path],
    ] as const) {
      const feed = feedOf(await getClassFeed(reader, cohortPath));
      expect(feed.posts.map((each) => [each.type, each.body, each.canEdit, each.canModerate])).toEqual([
        ['announcement', '<p>Again</p>', false, false],
        ['announcement', '<p>Welcome all</p>', false, false],
      ]);
    }
  });

  it('goes from a class’s teacher to their class only; others are refused or told nothing', async () => {
    const made = await buildPostCourse(testApp);
    const other = await buildPostCourse(testApp);
    const stranger = (await userAgent(testApp)).agent;
    const reply = await announce(
      made.teacher.agent,
      made.course.path,
      made.cohort.path,
      '<p>Quiz on Friday</p>',
    );
    expect(reply.status).toBe(200);
    expect(postOf(reply)).toMatchObject({ cohortPath: made.cohort.path, canEdit: true, canModerate: true });
    expect(feedOf(await getClassFeed(made.learner.agent, made.cohort.path)).posts).toHaveLength(1);
    expect(feedOf(await getClassFeed(made.elsewhere.agent, made.otherClass.path)).posts).toHaveLength(0);

    const cases: Array<[TestAgent, string | null, number]> = [
      [made.teacher.agent, null, 403],
      [made.teacher.agent, made.otherClass.path, 404],
      [made.learner.agent, made.cohort.path, 403],
      [made.learner.agent, null, 403],
      [made.elsewhere.agent, made.cohort.path, 404],
      [other.learner.agent, made.cohort.path, 404],
      [other.learner.agent, null, 404],
      [other.admin, made.cohort.path, 404],
      [stranger, null, 404],
      [stranger, made.cohort.path, 404],
      [new TestAgent(testApp.app), null, 401],
    ];
    for (const [agent, cohortPath, status] of cases) {
      expect(
        (await announce(agent, made.course.path, cohortPath, '<p>No</p>')).status,
        cohortPath ?? 'course',
      ).toBe(status);
    }
    // Platform staff announce anywhere.
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await announce(staff, made.course.path, null, '<p>From the platform</p>')).status).toBe(200);
  });

  it('is refused in a class that has ended (410) and when empty (400, fields.body)', async () => {
    const made = await buildPostCourse(testApp, { cohort: { endDate: new Date(Date.now() - 86_400_000) } });
    expect(
      (await announce(made.teacher.agent, made.course.path, made.cohort.path, '<p>Late</p>')).status,
    ).toBe(410);
    const empty = await announce(made.admin, made.course.path, made.otherClass.path, '<p> </p>');
    expect(empty).toMatchObject({ status: 400, body: { fields: { body: 'Write something to post.' } } });
  });

  it('is commented on per class, given kudos, edited and removed by its author or course staff', async () => {
    const made = await buildPostCourse(testApp);
    const post = postOf(await announce(made.admin, made.course.path, null, '<p>Hello</p>'));
    expect((await commentOnPost(made.learner.agent, post.id, 'From my class')).status).toBe(200);
    expect((await commentOnPost(made.elsewhere.agent, post.id, 'From the other class')).status).toBe(200);
    const thread = async (agent: TestAgent) =>
      (
        (await agent.get(`/json/comment/read/getPostComments/${post.id}`)).body.result as CommentPage
      ).comments.map((comment) => comment.body);
    expect(await thread(made.learner.agent)).toEqual(['From my class']);
    expect(await thread(made.elsewhere.agent)).toEqual(['From the other class']);
    expect(await thread(made.admin)).toEqual(['From my class', 'From the other class']);
    // A teacher of both classes reads and writes in the class they read it in.
    const both = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    await buildEnrolment(testApp, { userId: both.user.id, cohortId: made.otherClass.id, staff: true });
    const threadIn = async (cohortPath: string) =>
      (
        (await both.agent.get(`/json/comment/read/getPostComments/${post.id}?cohortPath=${cohortPath}`)).body
          .result as CommentPage
      ).comments.map((comment) => comment.body);
    expect(await threadIn(made.otherClass.path)).toEqual(['From the other class']);
    expect(await threadIn(made.cohort.path)).toEqual(['From my class']);
    const written = await both.agent.post('/json/comment/create', {
      postId: post.id,
      cohortPath: made.otherClass.path,
      body: 'Thanks, both',
    });
    expect(written.status).toBe(200);
    expect(await threadIn(made.otherClass.path)).toEqual(['From the other class', 'Thanks, both']);
    expect(await thread(made.learner.agent)).toEqual(['From my class']);
    // A learner naming a class they are not in reads nothing of it.
    expect(
      (
        await made.learner.agent.get(
          `/json/comment/read/getPostComments/${post.id}?cohortPath=${made.otherClass.path}`,
        )
      ).status,
    ).toBe(404);
    const [mine] = feedOf(await getClassFeed(made.learner.agent, made.cohort.path)).posts;
    expect(mine).toMatchObject({ id: post.id, commentsCount: 1 });
    // The other class's comment is not the learner's to read.
    const [theirs] = (
      (await made.elsewhere.agent.get(`/json/comment/read/getPostComments/${post.id}`)).body
        .result as CommentPage
    ).comments;
    expect((await made.learner.agent.get(`/json/comment/read/getCommentKudos/${theirs!.id}`)).status).toBe(
      404,
    );

    expect(
      (await made.learner.agent.post(`/json/feed/update/setPostKudos/${post.id}`, { given: true })).status,
    ).toBe(200);
    const edit = (agent: TestAgent) =>
      agent.post(`/json/feed/update/editPost/${post.id}`, { body: '<p>Edited</p>', attachments: [] });
    expect((await edit(made.learner.agent)).status).toBe(403);
    expect((await edit(made.teacher.agent)).status).toBe(403);
    const stranger = (await userAgent(testApp)).agent;
    expect((await edit(stranger)).status).toBe(404);
    expect((await stranger.get(`/json/feed/read/getPost/${post.id}`)).status).toBe(404);
    const other = await buildPostCourse(testApp);
    expect((await other.learner.agent.get(`/json/feed/read/getPost/${post.id}`)).status).toBe(404);
    // Another administrator of the course, not its author.
    const admin2 = await courseAgent(testApp, made.course.path, 'administrator');
    expect(postOf(await edit(admin2))).toMatchObject({ body: '<p>Edited</p>', canEdit: true });
    const remove = (agent: TestAgent) => agent.post(`/json/feed/delete/removePost/${post.id}`, {});
    expect((await remove(made.teacher.agent)).status).toBe(403);
    expect((await remove(made.learner.agent)).status).toBe(403);
    expect((await remove(admin2)).status).toBe(200);
    expect(feedOf(await getClassFeed(made.learner.agent, made.cohort.path)).posts).toEqual([]);
  });

  it('takes media uploaded by those who may announce, served to its readers', async () => {
    const made = await buildPostCourse(testApp);
    const upload = (agent: TestAgent, cohortPath: string | null) =>
      uploadFile(agent, announcementMediaUploadPath(made.course.path, cohortPath), {
        data: pdf,
        filename: 'timetable.pdf',
        contentType: 'application/pdf',
      });
    expect((await upload(made.learner.agent, made.cohort.path)).status).toBe(403);
    expect((await upload(made.teacher.agent, null)).status).toBe(403);
    expect((await upload(made.elsewhere.agent, made.cohort.path)).status).toBe(404);
    expect((await upload((await userAgent(testApp)).agent, null)).status).toBe(404);
    const reply = await upload(made.teacher.agent, made.cohort.path);
    expect(reply.status).toBe(200);
    const attachment = reply.body.result as PostAttachment & { kind: 'file' };
    expect((await made.learner.agent.get(attachment.url)).status).toBe(404);
    const post = await announce(made.teacher.agent, made.course.path, made.cohort.path, '', [attachment]);
    expect(postOf(post).attachments).toMatchObject([{ kind: 'file', uploadId: attachment.uploadId }]);
    expect((await made.learner.agent.get(attachment.url)).status).toBe(200);
    expect((await made.elsewhere.agent.get(attachment.url)).status).toBe(404);
  });
});

describe('announcement targets', () => {
  it('list where the caller may announce; a stranger or another class is told nothing', async () => {
    const made = await buildPostCourse(testApp);
    const targets = async (agent: TestAgent, cohortPath: string) => {
      const reply = await agent.get(`/json/announcement/read/getTargets/${encodeURIComponent(cohortPath)}`);
      return reply.status === 200 ? (reply.body.result as AnnouncementTargets) : reply.status;
    };
    const names = [made.cohort, made.otherClass].map((each) => each.path).sort();
    const admin = (await targets(made.admin, made.cohort.path)) as AnnouncementTargets;
    expect(admin.wholeCourse).toBe(true);
    expect(admin.classes.map((each) => each.path).sort()).toEqual(names);
    expect(await targets(made.teacher.agent, made.cohort.path)).toEqual({
      coursePath: made.course.path,
      wholeCourse: false,
      classes: [{ path: made.cohort.path, name: made.cohort.name }],
    });
    expect(await targets(made.learner.agent, made.cohort.path)).toMatchObject({
      wholeCourse: false,
      classes: [],
    });
    expect(await targets(made.elsewhere.agent, made.cohort.path)).toBe(404);
    expect(await targets((await userAgent(testApp)).agent, made.cohort.path)).toBe(404);
    expect(await targets((await buildPostCourse(testApp)).learner.agent, made.cohort.path)).toBe(404);
  });
});
