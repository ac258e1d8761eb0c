import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockFeed, Post } from '../../../common/api/feed';
import { blockCompletions, comments, feedItems, kudos, posts, rateLimitCounters } from '../../db/schema';
import { Hooks } from '../../modules/hook';
import { TestAgent } from '../../test/app';
import { courseAgent, userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { postCreated } from './social-hooks';
import { buildPostCourse, commentOnPost, createPost, getBlockFeed } from './social-test-kit';

const testApp = setUpTestApp();

afterEach(() => vi.restoreAllMocks());

const postOf = (reply: { body: { result?: unknown } }) => reply.body.result as Post;
const feedOf = (reply: { body: { result?: unknown } }) => reply.body.result as BlockFeed;

describe('a post on a post block', () => {
  it('is written by a learner of the class, sanitised, with its feed item, progress and postCreated', async () => {
    const made = await buildPostCourse(testApp, { progress: true });
    const emit = vi.spyOn(Hooks.prototype, 'emit');
    const reply = await createPost(
      made.learner.agent,
      made.block.id,
      made.cohort.path.toUpperCase(),
      '<p>Hello <script>alert(1)</script><img src=x onerror="alert(2)"><strong>class</strong></p>',
    );
    expect(reply.status).toBe(200);
    const post = postOf(reply);
    expect(post).toMatchObject({
      type: 'share',
      blockId: made.block.id,
      cohortPath: made.cohort.path,
      author: { userId: made.learner.user.id, fullName: 'Ana Putri' },
      body: '<p>Hello <strong>class</strong></p>',
      commentsCount: 0,
      kudosCount: 0,
      kudosGiven: false,
      hidden: false,
      canEdit: true,
      canRemove: true,
    });
    const { db } = testApp.database;
    expect(await db.select().from(feedItems).where(eq(feedItems.postId, post.id))).toMatchObject([
      { cohortId: made.cohort.id },
    ]);
    const done = await db
      .select()
      .from(blockCompletions)
      .where(
        and(eq(blockCompletions.userId, made.learner.user.id), eq(blockCompletions.blockId, made.block.id)),
      );
    expect(done).toHaveLength(1);
    const emitted = emit.mock.calls.filter(([hook]) => hook === postCreated).map((call) => call[3]);
    expect(emitted).toEqual([
      {
        id: post.id,
        type: 'share',
        authorId: made.learner.user.id,
        excerpt: 'Hello class',
        courseId: made.course.id,
        coursePath: made.course.path,
        cohortId: made.cohort.id,
        cohortPath: made.cohort.path,
        pageId: made.page.id,
        cohortIds: [made.cohort.id],
      },
    ]);
  });

  it('is refused to strangers and other classes (404), staff of the class (403), visitors (401)', async () => {
    const made = await buildPostCourse(testApp);
    const other = await buildPostCourse(testApp);
    const stranger = (await userAgent(testApp)).agent;
    const cases: Array<[TestAgent, number]> = [
      [stranger, 404],
      [made.elsewhere.agent, 404],
      [other.learner.agent, 404],
      [made.teacher.agent, 403],
      [made.admin, 403],
      [await courseAgent(testApp, null, null, { isStaff: true }), 403],
      [new TestAgent(testApp.app), 401],
    ];
    for (const [agent, status] of cases) {
      expect((await createPost(agent, made.block.id, made.cohort.path, '<p>Hi</p>')).status).toBe(status);
    }
    // The other class's learner names their own class, which is not this block's course's: 404.
    expect(
      (await createPost(other.learner.agent, made.block.id, other.cohort.path, '<p>Hi</p>')).status,
    ).toBe(404);
    expect(await testApp.database.db.select().from(posts).where(eq(posts.blockId, made.block.id))).toEqual(
      [],
    );
  });

  it('is refused on another block (400), an empty body (400 with the field), a hidden block (404), an ended class (410)', async () => {
    const made = await buildPostCourse(testApp);
    const onProse = await createPost(made.learner.agent, made.prose.id, made.cohort.path, '<p>Hi</p>');
    expect(onProse).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    const empty = await createPost(
      made.learner.agent,
      made.block.id,
      made.cohort.path,
      '<p> <script>x</script></p>',
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { body: 'Write something to post.' } },
    });
    const hidden = await buildPostCourse(testApp, { accessType: 'staff' });
    expect(
      (await createPost(hidden.learner.agent, hidden.block.id, hidden.cohort.path, '<p>Hi</p>')).status,
    ).toBe(404);
    const ended = await buildPostCourse(testApp, { cohort: { endDate: new Date(Date.now() - 86_400_000) } });
    expect(
      await createPost(ended.learner.agent, ended.block.id, ended.cohort.path, '<p>Hi</p>'),
    ).toMatchObject({
      status: 410,
      body: { error: 'class_ended' },
    });
    const locked = await buildPostCourse(testApp, { page: { unlockAfterDays: 5 } });
    expect(
      (await createPost(locked.learner.agent, locked.block.id, locked.cohort.path, '<p>Hi</p>')).status,
    ).toBe(403);
  });

  it('stops at maxPosts with 409 post_limit_reached, and the feed says so', async () => {
    const made = await buildPostCourse(testApp, { maxPosts: 2 });
    for (const text of ['one', 'two']) {
      expect(
        (await createPost(made.learner.agent, made.block.id, made.cohort.path, `<p>${text}</p>`)).status,
      ).toBe(200);
    }
    const third = await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>three</p>');
    expect(third).toMatchObject({
      status: 409,
      body: { error: 'post_limit_reached', reason: 'You have made all 2 posts this block takes.' },
    });
    expect(feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path))).toMatchObject({
      postNum: 2,
      maxPosts: 2,
      canPost: false,
    });
    // The classmate's count is their own.
    expect(feedOf(await getBlockFeed(made.classmate.agent, made.block.id, made.cohort.path))).toMatchObject({
      postNum: 0,
      canPost: true,
    });
  });

  it('counts posts and comments together against POSTS_PER_HOUR (429)', async () => {
    const made = await buildPostCourse(testApp);
    const first = postOf(await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Hi</p>'));
    await testApp.database.db
      .update(rateLimitCounters)
      .set({ count: 60 })
      .where(eq(rateLimitCounters.key, `social-write:${made.learner.user.id}`));
    expect(
      (await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Again</p>')).status,
    ).toBe(429);
    expect((await commentOnPost(made.learner.agent, first.id, 'And a comment')).status).toBe(429);
    // The classmate has a window of their own.
    expect(
      (await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Hi</p>')).status,
    ).toBe(200);
  });

  it('is edited by its author only, and removed by its author, the class’s teachers or course administrators', async () => {
    const made = await buildPostCourse(testApp);
    const mine = postOf(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>First</p>'),
    );
    const edited = await made.learner.agent.post(`/json/feed/update/editPost/${mine.id}`, {
      body: '<p>Second <a href="javascript:alert(1)">link</a></p>',
    });
    expect(postOf(edited)).toMatchObject({ body: '<p>Second <a>link</a></p>' });
    expect(postOf(edited).editedAt).not.toBeNull();
    expect(
      (await made.classmate.agent.post(`/json/feed/update/editPost/${mine.id}`, { body: 'x' })).status,
    ).toBe(403);
    expect(
      (await made.teacher.agent.post(`/json/feed/update/editPost/${mine.id}`, { body: 'x' })).status,
    ).toBe(403);
    expect(
      (await made.elsewhere.agent.post(`/json/feed/update/editPost/${mine.id}`, { body: 'x' })).status,
    ).toBe(404);
    expect((await made.classmate.agent.post(`/json/feed/delete/removePost/${mine.id}`)).status).toBe(403);
    expect((await made.elsewhere.agent.post(`/json/feed/delete/removePost/${mine.id}`)).status).toBe(404);

    // Removal takes its feed items, comments and kudos with it.
    await commentOnPost(made.classmate.agent, mine.id, 'Nice');
    await made.classmate.agent.post(`/json/feed/update/setPostKudos/${mine.id}`, { given: true });
    expect((await made.teacher.agent.post(`/json/feed/delete/removePost/${mine.id}`)).body).toEqual({
      result: { removed: true },
    });
    const { db } = testApp.database;
    expect(await db.select().from(posts).where(eq(posts.id, mine.id))).toEqual([]);
    expect(await db.select().from(feedItems).where(eq(feedItems.postId, mine.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.postId, mine.id))).toEqual([]);
    expect(await db.select().from(kudos).where(eq(kudos.postId, mine.id))).toEqual([]);
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${mine.id}`)).status).toBe(404);

    for (const remover of [made.learner.agent, made.admin]) {
      const again = postOf(
        await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Again</p>'),
      );
      expect((await remover.post(`/json/feed/delete/removePost/${again.id}`)).status).toBe(200);
    }
  });
});
