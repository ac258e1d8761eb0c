import { describe, expect, it } from 'vitest';
import type { Comment, CommentPage } from '../../../common/api/comment';
import type { FeedPage, Post } from '../../../common/api/feed';
import { REPORTS_PER_HOUR, type Report } from '../../../common/api/moderation';
import { TestAgent } from '../../test/app';
import { courseAgent, userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, commentOnPost, createPost, getClassFeed } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const resultOf = <T>(reply: { body: { result?: unknown } }) => reply.body.result as T;
const hidePost = (agent: TestAgent, postId: string, hidden = true) =>
  agent.post(`/json/feed/update/setPostHidden/${postId}`, { hidden });
const hideComment = (agent: TestAgent, commentId: string, hidden = true) =>
  agent.post(`/json/comment/update/setCommentHidden/${commentId}`, { hidden });
const reportPost = (agent: TestAgent, postId: string, reason = 'spam', note = '') =>
  agent.post(`/json/feed/update/reportPost/${postId}`, { reason, note });
const reportComment = (agent: TestAgent, commentId: string, reason = 'harassment') =>
  agent.post(`/json/comment/update/reportComment/${commentId}`, { reason });
const reportsOf = (agent: TestAgent, cohortPath: string) =>
  agent.get(`/json/feed/read/getClassReports/${encodeURIComponent(cohortPath)}`);
const resolve = (agent: TestAgent, reportId: string, action: 'hide' | 'dismiss') =>
  agent.post(`/json/feed/update/resolveReport/${reportId}`, { action });

/** A post course with a learner's post and a classmate's comment on it. */
async function withPostAndComment() {
  const made = await buildPostCourse(testApp);
  const post = resultOf<Post>(
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>'),
  );
  const comment = resultOf<Comment>(await commentOnPost(made.classmate.agent, post.id, 'Rude words'));
  return { ...made, post, comment };
}

describe('hiding', () => {
  it('a post: by the class’s teachers and course staff; it then reaches its author and staff only', async () => {
    const made = await withPostAndComment();
    const other = await buildPostCourse(testApp);
    const stranger = (await userAgent(testApp)).agent;
    const refusals: Array<[TestAgent, number]> = [
      [made.classmate.agent, 403],
      [made.learner.agent, 403],
      [made.elsewhere.agent, 404],
      [other.learner.agent, 404],
      [other.admin, 404],
      [stranger, 404],
      [new TestAgent(testApp.app), 401],
    ];
    for (const [agent, status] of refusals) expect((await hidePost(agent, made.post.id)).status).toBe(status);
    expect(resultOf(await hidePost(made.teacher.agent, made.post.id))).toEqual({ hidden: true });
    expect(resultOf<FeedPage>(await getClassFeed(made.classmate.agent, made.cohort.path)).posts).toEqual([]);
    expect((await made.classmate.agent.get(`/json/feed/read/getPost/${made.post.id}`)).status).toBe(404);
    const [own] = resultOf<FeedPage>(await getClassFeed(made.learner.agent, made.cohort.path)).posts;
    expect(own).toMatchObject({ id: made.post.id, hidden: true, canModerate: false });
    const [staffView] = resultOf<FeedPage>(await getClassFeed(made.teacher.agent, made.cohort.path)).posts;
    expect(staffView).toMatchObject({ id: made.post.id, hidden: true, canModerate: true });
    // Unhidden by course staff: everyone reads it again.
    expect(resultOf(await hidePost(made.admin, made.post.id, false))).toEqual({ hidden: false });
    expect(resultOf<FeedPage>(await getClassFeed(made.classmate.agent, made.cohort.path)).posts).toHaveLength(
      1,
    );
  });

  it('a comment: others read the placeholder, its author and staff its text', async () => {
    const made = await withPostAndComment();
    expect((await hideComment(made.learner.agent, made.comment.id)).status).toBe(403);
    expect((await hideComment(made.elsewhere.agent, made.comment.id)).status).toBe(404);
    expect((await hideComment((await buildPostCourse(testApp)).learner.agent, made.comment.id)).status).toBe(
      404,
    );
    expect((await hideComment(made.teacher.agent, made.comment.id)).status).toBe(200);
    const thread = async (agent: TestAgent) =>
      resultOf<CommentPage>(await agent.get(`/json/comment/read/getPostComments/${made.post.id}`))
        .comments[0];
    expect(await thread(made.learner.agent)).toMatchObject({ state: 'hidden', body: '', canModerate: false });
    expect(await thread(made.classmate.agent)).toMatchObject({ state: 'hidden', body: 'Rude words' });
    expect(await thread(made.teacher.agent)).toMatchObject({
      state: 'hidden',
      body: 'Rude words',
      canModerate: true,
    });
    expect((await hideComment(made.teacher.agent, made.comment.id, false)).status).toBe(200);
    expect(await thread(made.learner.agent)).toMatchObject({ state: 'visible', body: 'Rude words' });
  });
});

describe('reports', () => {
  it('are made by readers with a reason, listed to the class’s staff in constant queries, and resolved', async () => {
    const made = await withPostAndComment();
    const other = await buildPostCourse(testApp);
    const stranger = (await userAgent(testApp)).agent;
    expect((await reportPost(made.learner.agent, made.post.id)).status).toBe(400);
    expect((await reportPost(made.classmate.agent, made.post.id, 'boring')).status).toBe(400);
    for (const agent of [made.elsewhere.agent, other.learner.agent, stranger]) {
      expect((await reportPost(agent, made.post.id)).status).toBe(404);
      expect((await reportComment(agent, made.comment.id)).status).toBe(404);
      expect((await reportsOf(agent, made.cohort.path)).status).toBe(404);
    }
    expect((await reportsOf(made.learner.agent, made.cohort.path)).status).toBe(403);

    const [, emptyCost] = await queries.measure(() => reportsOf(made.teacher.agent, made.cohort.path));
    expect(resultOf(await reportPost(made.classmate.agent, made.post.id, 'spam'))).toEqual({
      reported: true,
    });
    // Reporting again while open changes the reason: still one report.
    await reportPost(made.classmate.agent, made.post.id, 'other', 'Copied from a website');
    const [listed, oneCost] = await queries.measure(() => reportsOf(made.teacher.agent, made.cohort.path));
    expect(resultOf<Report[]>(listed)).toMatchObject([
      {
        reason: 'other',
        note: 'Copied from a website',
        reporter: { userId: made.classmate.user.id },
        target: {
          kind: 'post',
          postId: made.post.id,
          commentId: null,
          author: { userId: made.learner.user.id },
          excerpt: 'Mine',
          hidden: false,
          canHide: true,
        },
      },
    ]);
    await reportComment(made.learner.agent, made.comment.id);
    await reportPost(made.teacher.agent, made.post.id, 'inappropriate');
    const [three, threeCost] = await queries.measure(() => reportsOf(made.teacher.agent, made.cohort.path));
    expect(resultOf<Report[]>(three)).toHaveLength(3);
    expect(threeCost).toBe(oneCost);
    expect(oneCost).toBe(emptyCost);

    const reports = resultOf<Report[]>(three);
    const onComment = reports.find((each) => each.target.kind === 'comment')!;
    const onPost = reports.filter((each) => each.target.kind === 'post');
    expect((await resolve(made.learner.agent, onComment.id, 'hide')).status).toBe(403);
    expect((await resolve(made.elsewhere.agent, onComment.id, 'hide')).status).toBe(404);
    expect(resultOf(await resolve(made.teacher.agent, onComment.id, 'hide'))).toEqual({ resolved: 1 });
    const thread = resultOf<CommentPage>(
      await made.learner.agent.get(`/json/comment/read/getPostComments/${made.post.id}`),
    );
    expect(thread.comments[0]).toMatchObject({ state: 'hidden', body: '' });
    // Dismissing one report of the post closes both of its reports; a resolved one is gone.
    expect(resultOf(await resolve(made.admin, onPost[0]!.id, 'dismiss'))).toEqual({ resolved: 2 });
    expect((await resolve(made.admin, onPost[1]!.id, 'dismiss')).status).toBe(404);
    expect(resultOf<Report[]>(await reportsOf(made.teacher.agent, made.cohort.path))).toEqual([]);
    expect(resultOf<FeedPage>(await getClassFeed(made.classmate.agent, made.cohort.path)).posts).toHaveLength(
      1,
    );
  });

  it('of a course-wide announcement are hidden by course staff only', async () => {
    const made = await buildPostCourse(testApp);
    const post = resultOf<Post>(
      await made.admin.post('/json/announcement/create', {
        coursePath: made.course.path,
        cohortPath: null,
        body: '<p>Hello</p>',
        attachments: [],
      }),
    );
    expect((await reportPost(made.learner.agent, post.id, 'inappropriate')).status).toBe(200);
    expect((await hidePost(made.teacher.agent, post.id)).status).toBe(403);
    const [report] = resultOf<Report[]>(await reportsOf(made.teacher.agent, made.cohort.path));
    expect(report!.target).toMatchObject({ kind: 'post', canHide: false });
    expect((await resolve(made.teacher.agent, report!.id, 'hide')).status).toBe(403);
    expect(resultOf(await resolve(made.admin, report!.id, 'hide'))).toEqual({ resolved: 1 });
    expect(resultOf<FeedPage>(await getClassFeed(made.elsewhere.agent, made.otherClass.path)).posts).toEqual(
      [],
    );
  });

  it('are limited per reporter', async () => {
    const made = await withPostAndComment();
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    for (let count = 0; count < REPORTS_PER_HOUR; count++) {
      expect((await reportPost(made.classmate.agent, made.post.id)).status).toBe(200);
    }
    expect((await reportPost(made.classmate.agent, made.post.id)).status).toBe(429);
    expect((await reportPost(staff, made.post.id)).status).toBe(200);
  });
});
