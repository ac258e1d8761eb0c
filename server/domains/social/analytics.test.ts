import { describe, expect, it } from 'vitest';
import type {
  AnalyticsCommentsPage,
  AnalyticsProgress,
  AnalyticsStudentsPage,
} from '../../../common/api/analytics';
import { ANALYTICS_ACTIVITY_DAYS } from '../../../common/api/analytics';
import type { Post } from '../../../common/api/feed';
import { comments, courseProgress, pageProgress, pages } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { enrolledAgent, userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, commentOnPost, createPost } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const resultOf = <T>(reply: { body: { result?: unknown } }) => reply.body.result as T;

/**
 * Wait until the work that posts and comments set off after their commit (notifications' mail and
 * live streams, heard through NOTIFY a moment later on a PostgreSQL server) is done, so a count
 * holds the read's queries alone.
 */
async function quiet(): Promise<void> {
  while ((await queries.count(() => new Promise((resolve) => setTimeout(resolve, 200)))) > 0);
}
const read = (agent: TestAgent, method: string, cohortPath: string, query = '') =>
  agent.get(`/json/cohort/read/${method}/${encodeURIComponent(cohortPath)}${query}`);

/**
 * A post course where Ana posted twice and commented once, Budi posted once and gave Ana's first
 * post kudos, the teacher commented, and Ana's comment on Budi's post got the teacher's kudos.
 */
async function withActivity() {
  const made = await buildPostCourse(testApp);
  const path = made.cohort.path;
  const first = resultOf<Post>(await createPost(made.learner.agent, made.block.id, path, '<p>One</p>'));
  await createPost(made.learner.agent, made.block.id, path, '<p>Two</p>');
  const theirs = resultOf<Post>(await createPost(made.classmate.agent, made.block.id, path, '<p>Mine</p>'));
  const comment = resultOf<{ id: string }>(
    await commentOnPost(made.learner.agent, theirs.id, 'Nice <b>work</b>'),
  );
  await commentOnPost(made.teacher.agent, first.id, 'Well said');
  await made.classmate.agent.post(`/json/feed/update/setPostKudos/${first.id}`, { given: true });
  await made.teacher.agent.post(`/json/comment/update/setCommentKudos/${comment.id}`, { given: true });
  return { ...made, first, theirs, comment };
}

describe('the students tab', () => {
  it('counts each learner’s posts, comments and kudos received, most active first, with the class’s totals', async () => {
    const made = await withActivity();
    const page = resultOf<AnalyticsStudentsPage>(
      await read(made.teacher.agent, 'getAnalyticsStudents', made.cohort.path),
    );
    expect(
      page.students.map((row) => [row.person.fullName, row.posts, row.comments, row.kudosReceived]),
    ).toEqual([
      ['Ana Putri', 2, 1, 2],
      ['Budi Hartono', 1, 0, 0],
    ]);
    expect(page.students[0]!.lastContributedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    // The teacher's comment is not a learner's: the totals are the learners'.
    expect(page.totals).toEqual({ contributors: 2, posts: 3, comments: 1, kudos: 2 });

    const byName = resultOf<AnalyticsStudentsPage>(
      await read(made.admin, 'getAnalyticsStudents', made.cohort.path, '?sort=name&order=desc'),
    );
    expect(byName.students.map((row) => row.person.fullName)).toEqual(['Budi Hartono', 'Ana Putri']);
    const pastTheEnd = resultOf<AnalyticsStudentsPage>(
      await read(made.teacher.agent, 'getAnalyticsStudents', made.cohort.path, '?page=3'),
    );
    expect(pastTheEnd).toMatchObject({ students: [], total: 2, totals: { posts: 3 } });
  });

  it('answers in the same number of queries for a class of 2 or 25 learners', async () => {
    const made = await withActivity();
    await quiet();
    const small = await queries.count(() =>
      read(made.teacher.agent, 'getAnalyticsStudents', made.cohort.path),
    );
    for (let index = 0; index < 23; index++) {
      const learner = await enrolledAgent(testApp, made.cohort.id, { fullName: `Learner ${index}` });
      await createPost(learner.agent, made.block.id, made.cohort.path, `<p>${index}</p>`);
    }
    await quiet();
    const [page, large] = await queries.measure(() =>
      read(made.teacher.agent, 'getAnalyticsStudents', made.cohort.path),
    );
    expect(resultOf<AnalyticsStudentsPage>(page).students).toHaveLength(25);
    expect(large).toBe(small);
  });
});

describe('the progress tab', () => {
  it('bands the learners by completion and counts each page’s views and completions in outline order', async () => {
    const made = await withActivity();
    const { db } = testApp.database;
    const [second] = await db
      .insert(pages)
      .values({
        courseId: made.course.id,
        moduleId: made.page.moduleId,
        path: 'next',
        title: 'Next',
        position: 1,
      })
      .returning();
    const now = new Date();
    await db.insert(pageProgress).values([
      { userId: made.learner.user.id, pageId: made.page.id, courseId: made.course.id, completedAt: now },
      { userId: made.learner.user.id, pageId: second!.id, courseId: made.course.id, completedAt: now },
      { userId: made.classmate.user.id, pageId: made.page.id, courseId: made.course.id },
      // Another class's learner and the teacher do not count.
      { userId: made.elsewhere.user.id, pageId: made.page.id, courseId: made.course.id, completedAt: now },
      { userId: made.teacher.user.id, pageId: second!.id, courseId: made.course.id, completedAt: now },
    ]);
    await db.insert(courseProgress).values([
      { userId: made.learner.user.id, courseId: made.course.id, completedPages: 2, totalPages: 2 },
      { userId: made.classmate.user.id, courseId: made.course.id, completedPages: 0, totalPages: 2 },
    ]);
    const progress = resultOf<AnalyticsProgress>(
      await read(made.teacher.agent, 'getAnalyticsProgress', made.cohort.path),
    );
    expect(progress).toMatchObject({ coursePath: made.course.path, learners: 2, averagePercent: 50 });
    expect(progress.bands).toEqual([
      { band: 'notStarted', learners: 1 },
      { band: 'under25', learners: 0 },
      { band: 'under50', learners: 0 },
      { band: 'under75', learners: 0 },
      { band: 'under100', learners: 0 },
      { band: 'complete', learners: 1 },
    ]);
    expect(progress.pages.map((page) => [page.pagePath, page.viewed, page.completed])).toEqual([
      ['share', 2, 1],
      ['next', 1, 1],
    ]);
  });
});

describe('the comments tab', () => {
  it('lists the class’s comments newest first, hidden ones flagged and removed ones left out, with 30 days of activity', async () => {
    const made = await withActivity();
    const { db } = testApp.database;
    await db.insert(comments).values([
      {
        courseId: made.course.id,
        cohortId: made.cohort.id,
        pageId: made.page.id,
        authorId: made.classmate.user.id,
        body: 'On the page',
        hiddenAt: new Date(),
      },
      {
        courseId: made.course.id,
        cohortId: made.cohort.id,
        pageId: made.page.id,
        authorId: made.classmate.user.id,
        body: 'Gone',
        removedAt: new Date(),
      },
      // Another class's comment on the same page.
      {
        courseId: made.course.id,
        cohortId: made.otherClass.id,
        pageId: made.page.id,
        authorId: made.elsewhere.user.id,
        body: 'Elsewhere',
      },
    ]);
    await quiet();
    const [reply, firstQueries] = await queries.measure(() =>
      read(made.teacher.agent, 'getAnalyticsComments', made.cohort.path),
    );
    const page = resultOf<AnalyticsCommentsPage>(reply);
    expect(
      page.comments.map((comment) => [comment.excerpt, comment.on, comment.pagePath, comment.hidden]),
    ).toEqual([
      ['On the page', 'page', 'share', true],
      ['Well said', 'post', 'share', false],
      ['Nice work', 'post', 'share', false],
    ]);
    expect(page.comments[0]).toMatchObject({
      coursePath: made.course.path,
      pageTitle: 'Share',
      postId: null,
    });
    expect(page.comments[1]!.postId).toBe(made.first.id);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.activity).toHaveLength(ANALYTICS_ACTIVITY_DAYS);
    expect(page.activity.at(-1)).toMatchObject({ posts: 3, comments: 3 });
    expect(page.activity.slice(0, -1).every((day) => day.posts === 0 && day.comments === 0)).toBe(true);
    expect(page.activity[0]!.date < page.activity.at(-1)!.date).toBe(true);

    for (let index = 0; index < 12; index++)
      await commentOnPost(made.classmate.agent, made.first.id, `More ${index}`);
    await quiet();
    const [second, secondQueries] = await queries.measure(() =>
      read(made.teacher.agent, 'getAnalyticsComments', made.cohort.path, '?page=2'),
    );
    expect(resultOf<AnalyticsCommentsPage>(second)).toMatchObject({ total: 15, page: 2 });
    expect(resultOf<AnalyticsCommentsPage>(second).comments).toHaveLength(5);
    expect(secondQueries).toBe(firstQueries);
  });
});

describe('the analytics of every class of a course', () => {
  it('count the learners, posts and comments of all its classes for the course’s staff', async () => {
    const made = await withActivity();
    // The other class's learner posts and comments too.
    const theirs = resultOf<Post>(
      await createPost(made.elsewhere.agent, made.block.id, made.otherClass.path, '<p>Elsewhere</p>'),
    );
    await commentOnPost(made.elsewhere.agent, theirs.id, 'Over here');
    const course = (method: string, query = '') =>
      made.admin.get(`/json/course/read/${method}/${made.course.path}${query}`);

    const students = resultOf<AnalyticsStudentsPage>(await course('getCourseAnalyticsStudents'));
    expect(students.students.map((row) => [row.person.fullName, row.posts, row.comments])).toEqual([
      ['Ana Putri', 2, 1],
      ['Dian Sastro', 1, 1],
      ['Budi Hartono', 1, 0],
    ]);
    expect(students).toMatchObject({ total: 3, totals: { contributors: 3, posts: 4, comments: 2 } });

    const comments = resultOf<AnalyticsCommentsPage>(await course('getCourseAnalyticsComments'));
    expect(comments.comments.map((comment) => [comment.excerpt, comment.className])).toEqual([
      ['Over here', made.otherClass.name],
      ['Well said', made.cohort.name],
      ['Nice work', made.cohort.name],
    ]);
    expect(comments.activity.at(-1)).toMatchObject({ posts: 4, comments: 3 });
    const progress = resultOf<AnalyticsProgress>(await course('getCourseAnalyticsProgress'));
    expect(progress).toMatchObject({ learners: 3, coursePath: made.course.path });

    // A class's teacher is not the course's staff; its learners neither.
    for (const agent of [made.teacher.agent, made.learner.agent]) {
      expect(
        await agent.get(`/json/course/read/getCourseAnalyticsStudents/${made.course.path}`),
      ).toMatchObject({
        status: 403,
        body: { reason: 'Only the course’s staff see the analytics of all its classes.' },
      });
    }
  });
});

describe('who reads the analytics', () => {
  it('is the class’s teachers and the course’s roles; learners are told why not, others find nothing', async () => {
    const made = await buildPostCourse(testApp);
    for (const method of ['getAnalyticsStudents', 'getAnalyticsProgress', 'getAnalyticsComments']) {
      expect((await read(made.teacher.agent, method, made.cohort.path)).status).toBe(200);
      expect((await read(made.admin, method, made.cohort.path)).status).toBe(200);
      expect(await read(made.learner.agent, method, made.cohort.path)).toMatchObject({
        status: 403,
        body: { reason: 'Only the class’s teachers and the course’s staff see its analytics.' },
      });
      for (const outsider of [made.elsewhere.agent, (await userAgent(testApp)).agent]) {
        expect((await read(outsider, method, made.cohort.path)).status).toBe(404);
      }
      expect((await read(new TestAgent(testApp.app), method, made.cohort.path)).status).toBe(401);
    }
  });

  it('refuses a malformed sort or page with a reason', async () => {
    const made = await buildPostCourse(testApp);
    expect(
      await read(made.teacher.agent, 'getAnalyticsStudents', made.cohort.path, '?sort=age'),
    ).toMatchObject({
      status: 400,
    });
    expect((await read(made.teacher.agent, 'getAnalyticsComments', made.cohort.path, '?page=0')).status).toBe(
      400,
    );
  });
});
