import { describe, expect, it } from 'vitest';
import type { RecentCourse, RecentPage } from '../../../common/api/catalogue';
import type { CourseActivity, MyProgressEntry } from '../../../common/api/progress';
import { blocks, pageSections } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildEnrolment } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildProgressCourse } from './progress-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const readPage = (agent: TestAgent, coursePath: string, pagePath: string) =>
  agent.get(`/json/course/read/getPage/${coursePath}?pagePath=${pagePath}`);
const complete = (agent: TestAgent, blockId: string) =>
  agent.post('/json/progress/execute/completeBlock', { blockId });
const uncomplete = (agent: TestAgent, blockId: string) =>
  agent.post('/json/progress/execute/uncompleteBlock', { blockId });

async function myProgress(agent: TestAgent) {
  const reply = await agent.get('/json/progress/lookup/myProgress');
  expect(reply.status).toBe(200);
  return reply.body.result as MyProgressEntry[];
}

async function activity(agent: TestAgent, coursePath: string, userId?: string) {
  const reply = await agent.get(
    `/json/progress/lookup/courseActivity?coursePath=${coursePath}${userId ? `&userId=${userId}` : ''}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.result as CourseActivity;
}

const statuses = (result: CourseActivity) => result.pages.map((page) => [page.path, page.status]);

describe('progress arithmetic', () => {
  it('counts a viewed page without contributing blocks as complete, over the outline pages only', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    const [before] = await myProgress(agent);
    expect(before).toMatchObject({ coursePath: course.path, cohortPath: cohort.path, progress: 0 });
    expect(before!.summaries).toEqual({ completedPages: 0, totalPages: 2, lastActiveAt: null });

    expect((await readPage(agent, course.path, 'two')).status).toBe(200);
    expect((await readPage(agent, course.path, 'one')).status).toBe(200);
    const [after] = await myProgress(agent);
    expect(after!.progress).toBe(50);
    expect(after!.summaries).toMatchObject({ completedPages: 1, totalPages: 2 });
    expect(after!.summaries.lastActiveAt).not.toBeNull();
    expect(statuses(await activity(agent, course.path))).toEqual([
      ['one', 'in_progress'],
      ['two', 'completed'],
    ]);
  });

  it('completes a page only when every contributing block is done, and undoes it', async () => {
    const { course, cohort, blocks: made } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    await readPage(agent, course.path, 'one');

    const partly = await complete(agent, made.first.id);
    expect(partly.status).toBe(200);
    expect(partly.body.result).toMatchObject({ done: true, progress: 0, summaries: { completedPages: 0 } });
    const [onePartly] = (await activity(agent, course.path)).pages;
    expect(onePartly).toMatchObject({ status: 'in_progress', contributorsDone: 1, contributorsTotal: 2 });

    expect((await complete(agent, made.second.id)).body.result).toMatchObject({ progress: 50 });
    await readPage(agent, course.path, 'two');
    expect((await myProgress(agent))[0]!.progress).toBe(100);
    // Doing a block twice changes nothing.
    expect((await complete(agent, made.second.id)).body.result).toMatchObject({ progress: 100 });

    const undone = await uncomplete(agent, made.first.id);
    expect(undone.body.result).toMatchObject({ done: false, progress: 50 });
  });

  it('does not complete a page whose blocks are done before it is viewed', async () => {
    const { course, cohort, blocks: made } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    await complete(agent, made.first.id);
    await complete(agent, made.second.id);
    expect(statuses(await activity(agent, course.path))[0]).toEqual(['one', 'not_started']);
    await readPage(agent, course.path, 'one');
    expect((await myProgress(agent))[0]!.summaries.completedPages).toBe(1);
  });

  it('lowers completion when a contributing block is added to a completed page', async () => {
    const { db } = testApp.database;
    const { course, cohort, pages: made, blocks: madeBlocks } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    await readPage(agent, course.path, 'two');
    expect((await myProgress(agent))[0]!.progress).toBe(50);

    const [section] = await db.insert(pageSections).values({ pageId: made.two.id, position: 0 }).returning();
    await db.insert(blocks).values({
      pageId: made.two.id,
      sectionId: section!.id,
      position: 0,
      widgetType: 'rich_text',
      isProgressContributor: true,
    });
    expect(statuses(await activity(agent, course.path))).toEqual([
      ['one', 'not_started'],
      ['two', 'in_progress'],
    ]);
    // The stored progress follows at the learner's next recorded step.
    expect((await complete(agent, madeBlocks.first.id)).body.result).toMatchObject({ progress: 0 });
  });

  it('records nothing for a reader who is not a learner of the course', async () => {
    const { course } = await buildProgressCourse(testApp);
    const editor = await courseAgent(testApp, course.path, 'administrator');
    expect((await readPage(editor, course.path, 'two')).status).toBe(200);
    expect(await myProgress(editor)).toEqual([]);
  });
});

describe("what is next on a learner's home", () => {
  it('names the first outline page not completed yet, then none once every page is', async () => {
    const { course, cohort, blocks: made } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    expect((await myProgress(agent))[0]!.nextPage).toEqual({ path: 'one', title: 'Page one' });
    await readPage(agent, course.path, 'two');
    expect((await myProgress(agent))[0]!.nextPage).toEqual({ path: 'one', title: 'Page one' });
    await readPage(agent, course.path, 'one');
    await complete(agent, made.first.id);
    await complete(agent, made.second.id);
    // The loose page is outside the outline: nothing is next.
    expect((await myProgress(agent))[0]!.nextPage).toBeNull();
  });

  it('reads every class with its next page in one query, whatever their number', async () => {
    const { cohort } = await buildProgressCourse(testApp);
    const { agent, user } = await enrolledAgent(testApp, cohort.id);
    const one = await queries.count(() => myProgress(agent));
    for (let i = 0; i < 3; i++) {
      const other = await buildProgressCourse(testApp);
      await buildEnrolment(testApp, { userId: user.id, cohortId: other.cohort.id });
    }
    const [entries, four] = await queries.measure(() => myProgress(agent));
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.nextPage?.path === 'one')).toBe(true);
    expect(four).toBe(one);
  });
});

describe('where a learner left off', () => {
  it('is the course and page they read last, even without opening the landing page', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    await readPage(agent, course.path, 'two');
    const courses = await agent.get('/json/user/read/getRecentlyVisitedCourses/me?limit=1');
    expect((courses.body.result as RecentCourse[]).map((each) => each.path)).toEqual([course.path]);
    const pages = await agent.get(
      `/json/user/read/getRecentlyVisitedPagesForCourse/me?coursePath=${course.path}&limit=1`,
    );
    expect((pages.body.result as RecentPage[]).map((each) => each.path)).toEqual(['two']);
  });
});

describe('reading a page keeps its query count', () => {
  it('uses at most 5 queries for a learner, on the first view and later ones', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    const first = await queries.count(() => readPage(agent, course.path, 'one'));
    const again = await queries.count(() => readPage(agent, course.path, 'one'));
    expect(first).toBeLessThanOrEqual(5);
    expect(again).toBeLessThanOrEqual(5);
  });
});

describe('completeBlock permissions', () => {
  it('refuses a stranger, a reader who is not a learner, a learner of another course and a block that does not count', async () => {
    const { course, cohort, blocks: made } = await buildProgressCourse(testApp);
    const other = await buildProgressCourse(testApp);
    expect((await complete(freshAgent(testApp.app), made.first.id)).status).toBe(401);

    const editor = await courseAgent(testApp, course.path, 'administrator');
    expect((await complete(editor, made.first.id)).status).toBe(403);

    const { agent: facilitator } = await enrolledAgent(testApp, cohort.id, { staff: true });
    expect((await complete(facilitator, made.first.id)).status).toBe(403);

    const { agent: elsewhere } = await enrolledAgent(testApp, other.cohort.id);
    expect((await complete(elsewhere, made.first.id)).status).toBe(404);

    const { agent: learner } = await enrolledAgent(testApp, cohort.id);
    expect((await complete(learner, made.plain.id)).status).toBe(400);
    expect((await complete(learner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('hides a block shared with staff only', async () => {
    const { db } = testApp.database;
    const { cohort, pages: made, section } = await buildProgressCourse(testApp);
    const [staffOnly] = await db
      .insert(blocks)
      .values({
        pageId: made.one.id,
        sectionId: section.id,
        position: 9,
        widgetType: 'rich_text',
        isProgressContributor: true,
        settings: { sharing: { accessType: 'staff' } },
      })
      .returning();
    const { agent } = await enrolledAgent(testApp, cohort.id);
    expect((await complete(agent, staffOnly!.id)).status).toBe(404);
  });
});

describe('courseActivity', () => {
  it("shows a learner's activity to their facilitator, not to another learner, in constant queries", async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { user, agent } = await enrolledAgent(testApp, cohort.id, { fullName: 'Ada Learner' });
    await readPage(agent, course.path, 'two');
    const { agent: facilitator } = await enrolledAgent(testApp, cohort.id, { staff: true });
    // The learner's view is written behind the read: the first look at their activity writes it.
    await activity(facilitator, course.path, user.id);
    const [seen, count] = await queries.measure(() => activity(facilitator, course.path, user.id));
    expect(seen.learner).toEqual({ userId: user.id, fullName: 'Ada Learner' });
    expect(seen.progress).toBe(50);
    expect(count).toBeLessThanOrEqual(3);

    const { agent: classmate } = await enrolledAgent(testApp, cohort.id);
    const refused = await classmate.get(
      `/json/progress/lookup/courseActivity?coursePath=${course.path}&userId=${user.id}`,
    );
    expect(refused.status).toBe(404);
    expect(
      (await freshAgent(testApp.app).get(`/json/progress/lookup/courseActivity?coursePath=${course.path}`))
        .status,
    ).toBe(401);
  });
});

describe('pageCompletions', () => {
  it("gives a learner the page's blocks they have done, and others nothing", async () => {
    const { cohort, pages: made, blocks: madeBlocks, course } = await buildProgressCourse(testApp);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    await complete(agent, madeBlocks.second.id);
    const url = `/json/progress/lookup/pageCompletions?pageId=${made.one.id}`;
    expect((await agent.get(url)).body.result).toEqual({
      isLearner: true,
      doneBlockIds: [madeBlocks.second.id],
    });
    const editor = await courseAgent(testApp, course.path, 'administrator');
    expect((await editor.get(url)).body.result).toEqual({ isLearner: false, doneBlockIds: [] });
    expect((await freshAgent(testApp.app).get(url)).status).toBe(401);
  });
});
