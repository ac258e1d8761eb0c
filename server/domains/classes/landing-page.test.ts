import { describe, expect, it } from 'vitest';
import type { CourseLandingPage, RecentCourse } from '../../../common/api/catalogue';
import { courses, modules, pages, roleGrants } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let counter = 0;
/** A course with `moduleCount` modules of `pagesPerModule` pages each, inserted out of order. */
async function buildCourse(moduleCount: number, pagesPerModule: number, displayed = true) {
  const { db } = testApp.database;
  counter++;
  const creator = await buildUser(db, { fullName: 'Dewi Lestari', profileName: `dewi-${counter}` });
  const [course] = await db
    .insert(courses)
    .values({
      path: `course-${counter}`,
      name: `Course ${counter}`,
      objective: 'Learn things',
      outcomes: ['One', 'Two'],
      category: 'data',
      courseType: 'SHORT_COURSE',
      displayed,
      bannerKey: 'banner.png',
      createdBy: creator.id,
    })
    .returning();
  const moduleRows = await db
    .insert(modules)
    .values(
      Array.from({ length: moduleCount }, (_, i) => ({
        courseId: course!.id,
        title: `Module ${moduleCount - i}`,
        position: moduleCount - i,
      })),
    )
    .returning();
  const pageValues = moduleRows.flatMap((module) =>
    Array.from({ length: pagesPerModule }, (_, i) => ({
      courseId: course!.id,
      moduleId: module.id,
      path: `${module.title.replace(' ', '-').toLowerCase()}-page-${i}`,
      title: `${module.title} page ${pagesPerModule - i}`,
      position: pagesPerModule - i,
    })),
  );
  if (pageValues.length > 0) await db.insert(pages).values(pageValues);
  return { course: course!, creator };
}

const landing = (agent: TestAgent, path: string) => agent.get(`/json/course/read/getLandingPage/${path}`);

describe('read catalogue getLandingPage', () => {
  it('returns the course with its outline in order and its creator', async () => {
    const { course } = await buildCourse(2, 2);
    const reply = await landing(new TestAgent(testApp.app), course.path);
    expect(reply.status).toBe(200);
    const page = reply.body.result as CourseLandingPage;
    expect(page).toMatchObject({
      name: course.name,
      objective: 'Learn things',
      outcomes: ['One', 'Two'],
      imageUrl: null,
      bannerUrl: '/media/courses/banner.png',
      creator: { fullName: 'Dewi Lestari', profileName: course.path.replace('course', 'dewi') },
      courseType: 'SHORT_COURSE',
    });
    expect(page.modules.map((module) => [module.title, module.pages.map((p) => p.title)])).toEqual([
      ['Module 1', ['Module 1 page 1', 'Module 1 page 2']],
      ['Module 2', ['Module 2 page 1', 'Module 2 page 2']],
    ]);
    expect(page.modules[0]!.pages[0]!.path).toBe('module-1-page-1');
  });

  it('takes the same number of queries for a small and a large outline', async () => {
    const small = await buildCourse(1, 1);
    const large = await buildCourse(6, 8);
    const visitor = new TestAgent(testApp.app);
    const smallQueries = await queries.count(() => landing(visitor, small.course.path));
    const [reply, largeQueries] = await queries.measure(() => landing(visitor, large.course.path));
    expect(largeQueries).toBe(smallQueries);
    expect((reply.body.result as CourseLandingPage).modules).toHaveLength(6);
  });

  it('hides a course that is not displayed from strangers but not from its administrators', async () => {
    const { course, creator } = await buildCourse(1, 0, false);
    expect((await landing(new TestAgent(testApp.app), course.path)).status).toBe(401);
    const stranger = await buildUser(testApp.database.db);
    expect((await landing(await signedInAgent(testApp.app, stranger.email), course.path)).status).toBe(404);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: creator.id, scope: 'course', scopePath: course.path, role: 'administrator' });
    expect((await landing(await signedInAgent(testApp.app, creator.email), course.path)).status).toBe(200);
    expect((await landing(new TestAgent(testApp.app), 'no-such-course')).status).toBe(401);
  });
});

describe('recently visited courses', () => {
  it('lists the visited courses newest first, limited, and a revisit moves a course up', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const visited = [await buildCourse(1, 0), await buildCourse(1, 0), await buildCourse(1, 0)];
    for (const { course } of visited) await landing(agent, course.path);
    await landing(agent, visited[0]!.course.path);
    const reply = await agent.get('/json/user/read/getRecentlyVisitedCourses/me?limit=2');
    expect(reply.status).toBe(200);
    expect((reply.body.result as RecentCourse[]).map((course) => course.path)).toEqual([
      visited[0]!.course.path,
      visited[2]!.course.path,
    ]);
    const all = await agent.get('/json/user/read/getRecentlyVisitedCourses/me');
    expect(all.body.result).toHaveLength(3);
    const tooMany = await agent.get('/json/user/read/getRecentlyVisitedCourses/me?limit=21');
    expect(tooMany).toMatchObject({
      status: 400,
      body: { fields: { limit: 'Ask for at most 20 courses.' } },
    });
  });

  it('lists no pages for a course whose pages were not visited, and needs a course', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const { course } = await buildCourse(1, 1);
    const reply = await agent.get(
      `/json/user/read/getRecentlyVisitedPagesForCourse/me?coursePath=${course.path}`,
    );
    expect(reply).toMatchObject({ status: 200, body: { result: [] } });
    const missing = await agent.get('/json/user/read/getRecentlyVisitedPagesForCourse/me');
    expect(missing).toMatchObject({ status: 400, body: { fields: { coursePath: 'Name a course.' } } });
  });
});
