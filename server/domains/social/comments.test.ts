import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment, CommentPage } from '../../../common/api/comment';
import { COMMENTS_PAGE_SIZE } from '../../../common/api/comment';
import type { CoursePage } from '../../../common/api/course-page';
import type { KudosState, Post, SocialPerson } from '../../../common/api/feed';
import { comments, courseProgress, pages } from '../../db/schema';
import { writeBehindOf } from '../../db/write-behind';
import { Hooks } from '../../modules/hook';
import { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { commentCreated, kudosGiven } from './social-hooks';
import { buildPostCourse, commentOnPost, createPost } from './social-test-kit';

const testApp = setUpTestApp();

afterEach(() => vi.restoreAllMocks());

const resultOf = <T>(reply: { body: { result?: unknown } }) => reply.body.result as T;

/** A post course with the classmate's post on the block. */
async function withPost(options: Parameters<typeof buildPostCourse>[1] = {}) {
  const made = await buildPostCourse(testApp, options);
  const post = resultOf<Post>(
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Look</p>'),
  );
  return { ...made, post };
}

const thread = async (agent: TestAgent, postId: string, after?: string) =>
  resultOf<CommentPage>(
    await agent.get(
      `/json/comment/read/getPostComments/${postId}${after ? `?after=${encodeURIComponent(after)}` : ''}`,
    ),
  );

describe('comments on a post', () => {
  it('are written as plain text with no tag left, replies and mentions, and commentCreated carries who to tell', async () => {
    const made = await withPost();
    const emit = vi.spyOn(Hooks.prototype, 'emit');
    const first = await commentOnPost(
      made.learner.agent,
      made.post.id,
      'Nice <script>alert(1)</script><img src=x onerror=alert(2)> work &lt;script&gt;x&lt;/script&gt; & a < b\nsecond line',
    );
    expect(first.status).toBe(200);
    const top = resultOf<Comment>(first);
    expect(top).toMatchObject({
      postId: made.post.id,
      parentId: null,
      author: { userId: made.learner.user.id },
      body: 'Nice  work  & a < b\nsecond line',
      state: 'visible',
      canEdit: true,
      canRemove: true,
    });
    const reply = resultOf<Comment>(
      await commentOnPost(made.classmate.agent, made.post.id, 'Thanks @Ana Putri', {
        parentId: top.id,
        mentions: [made.learner.user.id, made.teacher.user.id],
      }),
    );
    expect(reply.mentions.map((person: SocialPerson) => person.fullName)).toEqual([
      'Ana Putri',
      'Citra Dewi',
    ]);
    const payloads = emit.mock.calls.filter(([hook]) => hook === commentCreated).map((call) => call[3]);
    expect(payloads[1]).toEqual({
      id: reply.id,
      postId: made.post.id,
      postAuthorId: made.classmate.user.id,
      parentId: top.id,
      parentAuthorId: made.learner.user.id,
      authorId: made.classmate.user.id,
      mentions: [made.learner.user.id, made.teacher.user.id],
      excerpt: 'Thanks @Ana Putri',
      courseId: made.course.id,
      coursePath: made.course.path,
      cohortId: made.cohort.id,
      cohortPath: made.cohort.path,
      pageId: made.page.id,
    });
    const read = await thread(made.teacher.agent, made.post.id);
    expect(read.comments.map((comment) => comment.id)).toEqual([top.id, reply.id]);
    const post = resultOf<Post>(await made.learner.agent.get(`/json/feed/read/getPost/${made.post.id}`));
    expect(post.commentsCount).toBe(2);
  });

  it('refuse a mention outside the class, a parent of another thread, and outsiders', async () => {
    const made = await withPost();
    const outside = await commentOnPost(made.learner.agent, made.post.id, 'Hi', {
      mentions: [made.elsewhere.user.id],
    });
    expect(outside).toMatchObject({
      status: 400,
      body: { fields: { mentions: 'Mention only members of this class.' } },
    });
    const other = await withPost();
    const foreign = resultOf<Comment>(await commentOnPost(other.learner.agent, other.post.id, 'Elsewhere'));
    const stray = await commentOnPost(made.learner.agent, made.post.id, 'Hi', { parentId: foreign.id });
    expect(stray).toMatchObject({
      status: 400,
      body: { fields: { parentId: 'Reply to a comment of this thread.' } },
    });
    const mine = resultOf<Comment>(await commentOnPost(made.learner.agent, made.post.id, 'Mine'));
    for (const outsider of [made.elsewhere.agent, other.learner.agent, (await userAgent(testApp)).agent]) {
      expect((await commentOnPost(outsider, made.post.id, 'Hi')).status).toBe(404);
      expect((await outsider.get(`/json/comment/read/getPostComments/${made.post.id}`)).status).toBe(404);
      expect((await outsider.post(`/json/comment/update/editComment/${mine.id}`, { body: 'x' })).status).toBe(
        404,
      );
      expect((await outsider.post(`/json/comment/delete/removeComment/${mine.id}`)).status).toBe(404);
      expect(
        (await outsider.post(`/json/comment/update/setCommentKudos/${mine.id}`, { given: true })).status,
      ).toBe(404);
      expect((await outsider.get(`/json/comment/read/getCommentKudos/${mine.id}`)).status).toBe(404);
      expect(
        (await outsider.post(`/json/feed/update/setPostKudos/${made.post.id}`, { given: true })).status,
      ).toBe(404);
      expect((await outsider.get(`/json/feed/read/getPostKudos/${made.post.id}`)).status).toBe(404);
      const lookup = `/json/comment/lookup/mentionCandidates?cohortPath=${made.cohort.path}&q=a`;
      expect((await outsider.get(lookup)).status).toBe(404);
    }
    expect(
      (await new TestAgent(testApp.app).get(`/json/comment/read/getPostComments/${made.post.id}`)).status,
    ).toBe(401);
  });

  it('are edited by their author only, removed as a placeholder when answered, and deleted otherwise', async () => {
    const made = await withPost();
    const top = resultOf<Comment>(await commentOnPost(made.learner.agent, made.post.id, 'Top'));
    const answer = resultOf<Comment>(
      await commentOnPost(made.classmate.agent, made.post.id, 'Answer', { parentId: top.id }),
    );
    expect(
      (await made.classmate.agent.post(`/json/comment/update/editComment/${top.id}`, { body: 'x' })).status,
    ).toBe(403);
    const edited = resultOf<Comment>(
      await made.learner.agent.post(`/json/comment/update/editComment/${top.id}`, {
        body: '<b>Top</b> again',
      }),
    );
    expect(edited).toMatchObject({ body: 'Top again' });
    expect(edited.editedAt).not.toBeNull();
    expect((await made.classmate.agent.post(`/json/comment/delete/removeComment/${top.id}`)).status).toBe(
      403,
    );

    const removed = resultOf<Comment>(
      await made.learner.agent.post(`/json/comment/delete/removeComment/${top.id}`),
    );
    expect(removed).toMatchObject({ id: top.id, state: 'removed', author: null, body: '', mentions: [] });
    const read = await thread(made.classmate.agent, made.post.id);
    expect(
      read.comments.map((comment) => [comment.id, comment.state, comment.author?.userId ?? null]),
    ).toEqual([
      [top.id, 'removed', null],
      [answer.id, 'visible', made.classmate.user.id],
    ]);
    expect(
      (await made.learner.agent.post(`/json/comment/update/editComment/${top.id}`, { body: 'x' })).status,
    ).toBe(400);

    // The teacher removes the answer: it goes, and the placeholder left with no reply goes with it.
    expect((await made.teacher.agent.post(`/json/comment/delete/removeComment/${answer.id}`)).status).toBe(
      200,
    );
    const { db } = testApp.database;
    expect(await db.select().from(comments).where(eq(comments.postId, made.post.id))).toEqual([]);
  });

  it('read oldest first a page at a time', async () => {
    const made = await withPost();
    const { db } = testApp.database;
    await db.insert(comments).values(
      Array.from({ length: COMMENTS_PAGE_SIZE + 3 }, (_, at) => ({
        courseId: made.course.id,
        cohortId: made.cohort.id,
        postId: made.post.id,
        authorId: made.learner.user.id,
        body: `c${at}`,
        createdAt: new Date(Date.now() - (100 - at) * 1000),
      })),
    );
    const first = await thread(made.classmate.agent, made.post.id);
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.comments[0]!.body).toBe('c0');
    const next = await thread(made.classmate.agent, made.post.id, first.nextCursor!);
    expect(next.comments.map((comment) => comment.body)).toEqual(['c50', 'c51', 'c52']);
    expect(next.nextCursor).toBeNull();
  });

  it('offer class members by a word of their name for mentions', async () => {
    const made = await withPost();
    const lookup = (q: string) =>
      made.learner.agent.get(
        `/json/comment/lookup/mentionCandidates?cohortPath=${made.cohort.path}&q=${encodeURIComponent(q)}`,
      );
    expect(resultOf<SocialPerson[]>(await lookup('har')).map((person) => person.fullName)).toEqual([
      'Budi Hartono',
    ]);
    expect(resultOf<SocialPerson[]>(await lookup('d')).map((person) => person.fullName)).toEqual([
      'Citra Dewi',
    ]);
    // Not the caller, not a learner of another class, and a wildcard is a literal.
    expect(resultOf<SocialPerson[]>(await lookup('')).map((person) => person.fullName)).toEqual([
      'Budi Hartono',
      'Citra Dewi',
    ]);
    expect(resultOf<SocialPerson[]>(await lookup('%'))).toEqual([]);
  });
});

describe('kudos', () => {
  it('is given once by readers other than the author, emitting kudosGiven only when new', async () => {
    const made = await withPost();
    const emit = vi.spyOn(Hooks.prototype, 'emit');
    const give = (agent: TestAgent, given: boolean) =>
      agent.post(`/json/feed/update/setPostKudos/${made.post.id}`, { given });
    expect(resultOf<KudosState>(await give(made.learner.agent, true))).toEqual({ count: 1, given: true });
    expect(resultOf<KudosState>(await give(made.learner.agent, true))).toEqual({ count: 1, given: true });
    expect(resultOf<KudosState>(await give(made.teacher.agent, true))).toEqual({ count: 2, given: true });
    expect(await give(made.classmate.agent, true)).toMatchObject({
      status: 400,
      body: { error: 'bad_request' },
    });
    const emitted = emit.mock.calls.filter(([hook]) => hook === kudosGiven).map((call) => call[3]);
    expect(emitted).toHaveLength(2);
    expect(emitted[0]).toEqual({
      target: 'post',
      targetId: made.post.id,
      postId: made.post.id,
      ownerId: made.classmate.user.id,
      giverId: made.learner.user.id,
      courseId: made.course.id,
      coursePath: made.course.path,
      cohortId: made.cohort.id,
      cohortPath: made.cohort.path,
      pageId: made.page.id,
    });
    const givers = resultOf<SocialPerson[]>(
      await made.classmate.agent.get(`/json/feed/read/getPostKudos/${made.post.id}`),
    );
    expect(givers.map((person) => person.fullName)).toEqual(['Citra Dewi', 'Ana Putri']);
    expect(resultOf<KudosState>(await give(made.learner.agent, false))).toEqual({ count: 1, given: false });
    const post = resultOf<Post>(await made.learner.agent.get(`/json/feed/read/getPost/${made.post.id}`));
    expect(post).toMatchObject({ kudosCount: 1, kudosGiven: false });

    const comment = resultOf<Comment>(await commentOnPost(made.learner.agent, made.post.id, 'Hi'));
    const onComment = (agent: TestAgent) =>
      agent.post(`/json/comment/update/setCommentKudos/${comment.id}`, { given: true });
    expect(resultOf<KudosState>(await onComment(made.classmate.agent))).toEqual({ count: 1, given: true });
    expect((await onComment(made.learner.agent)).status).toBe(400);
    const commentGivers = resultOf<SocialPerson[]>(
      await made.teacher.agent.get(`/json/comment/read/getCommentKudos/${comment.id}`),
    );
    expect(commentGivers.map((person) => person.fullName)).toEqual(['Budi Hartono']);
  });
});

describe('comments on a page', () => {
  it('are taken only where the page allows them, and a required one completes the learner’s page', async () => {
    const made = await buildPostCourse(testApp);
    const { db } = testApp.database;
    const write = (agent: TestAgent, body = 'On the page') =>
      agent.post('/json/comment/create', { pageId: made.page.id, cohortPath: made.cohort.path, body });
    expect(await write(made.learner.agent)).toMatchObject({
      status: 403,
      body: { reason: 'Comments are turned off on this page.' },
    });

    // The course's administrator turns comments on and requires one, in the page settings.
    const settings = await made.admin.post(`/json/page/update/updatePageSettings/${made.page.id}`, {
      title: 'Share',
      path: 'share',
      canPostComments: true,
      isCommentRequired: true,
    });
    expect(settings.body.result).toMatchObject({ canPostComments: true, isCommentRequired: true });

    const read = async () =>
      resultOf<CoursePage>(
        await made.learner.agent.get(`/json/course/read/getPage/${made.course.path}?pagePath=share`),
      );
    expect(await read()).toMatchObject({
      canPostComments: true,
      isCommentRequired: true,
      hasUserCommented: false,
    });
    // The view (written behind the read) does not complete the page: it asks for a comment.
    await writeBehindOf(testApp.database).settle(db);
    const progress = async () =>
      (await db.select().from(courseProgress).where(eq(courseProgress.userId, made.learner.user.id)))[0];
    expect(await progress()).toMatchObject({ completedPages: 0, totalPages: 1 });

    expect((await write(made.elsewhere.agent)).status).toBe(404);
    expect((await write(made.learner.agent)).status).toBe(200);
    expect(await read()).toMatchObject({ hasUserCommented: true });
    expect(await progress()).toMatchObject({ completedPages: 1, totalPages: 1 });

    expect((await write(made.teacher.agent, 'Teacher here')).status).toBe(200);
    const pageThread = resultOf<CommentPage>(
      await made.teacher.agent.get(
        `/json/comment/read/getPageComments/${made.page.id}?cohortPath=${made.cohort.path}`,
      ),
    );
    expect(pageThread.comments.map((comment) => comment.body)).toEqual(['On the page', 'Teacher here']);
    expect(
      (
        await made.elsewhere.agent.get(
          `/json/comment/read/getPageComments/${made.page.id}?cohortPath=${made.cohort.path}`,
        )
      ).status,
    ).toBe(404);
    await db.update(pages).set({ canPostComments: false }).where(eq(pages.id, made.page.id));
    expect((await write(made.learner.agent)).status).toBe(403);
  });
});
