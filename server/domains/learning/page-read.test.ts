import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecentCourse, RecentPage } from '../../../common/api/catalogue';
import type { CoursePage } from '../../../common/api/course-page';
import {
  blocks,
  courses,
  modules,
  pageSections,
  pages,
  pageVisits,
  sessions,
  uploads,
} from '../../db/schema';
import { writeBehindOf } from '../../db/write-behind';
import { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { buildClass, buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { contentModule } from '../content';

const queries = new QueryCounter();
/** Every statement sent, in order (the write test reads the ones a page read sends). */
const sent: string[] = [];
const testApp = setUpTestApp(
  {},
  {
    onQuery: (text) => {
      queries.onQuery();
      sent.push(text);
    },
  },
);

let counter = 0;
/**
 * A course of two modules (inserted out of order) with pages a, b | c; page b holds `blockCount`
 * blocks. Guest access lets anyone read its pages unless `guestAccess` is false.
 */
async function buildCourse(blockCount = 3, displayed = true, guestAccess = true) {
  const { db } = testApp.database;
  counter++;
  const [course] = await db
    .insert(courses)
    .values({
      path: `page-course-${counter}`,
      name: `Course ${counter}`,
      category: 'data',
      courseType: 'SHORT_COURSE',
      displayed,
      guestAccess,
    })
    .returning();
  const courseId = course!.id;
  const [second, first] = await db
    .insert(modules)
    .values([
      { courseId, title: 'Second module', position: 1 },
      { courseId, title: 'First module', position: 0 },
    ])
    .returning();
  const pageRows = await db
    .insert(pages)
    .values([
      { courseId, moduleId: first!.id, path: 'b', title: 'Page B', position: 1 },
      { courseId, moduleId: second!.id, path: 'c', title: 'Page C', position: 0 },
      { courseId, moduleId: first!.id, path: 'a', title: 'Page A', position: 0 },
    ])
    .returning();
  const pageId = pageRows[0]!.id;
  const [later, earlier] = await db
    .insert(pageSections)
    .values([
      { pageId, position: 1, settings: { tone: 'later' } },
      { pageId, position: 0, settings: {} },
    ])
    .returning();
  if (blockCount > 0) {
    await db.insert(blocks).values(
      Array.from({ length: blockCount }, (_, i) => ({
        pageId,
        sectionId: earlier!.id,
        position: blockCount - i,
        widgetType: 'rich_text',
        setupData: { html: `<p>Block ${blockCount - i}</p>` },
      })),
    );
  }
  await db.insert(blocks).values({
    pageId,
    sectionId: later!.id,
    position: 0,
    widgetType: 'video',
    setupData: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=abcdefghijk' },
    isProgressContributor: true,
  });
  return course!;
}

/** A learner signed in and enrolled in a new class of the course `courseId`. */
async function enrolledLearner(courseId: string) {
  const learner = await buildUser(testApp.database.db);
  await buildEnrolment(testApp, { userId: learner.id, cohortId: (await buildClass(testApp, courseId)).id });
  return { learner, agent: await signedInAgent(testApp.app, learner.email) };
}

const eqPath = (courseId: string, path: string) => and(eq(pages.courseId, courseId), eq(pages.path, path));

const getPage = (agent: TestAgent, coursePath: string, pagePath: string) =>
  agent.get(`/json/course/read/getPage/${coursePath}?pagePath=${pagePath}`);

describe('read course getPage', () => {
  it('returns the page with its sections and blocks in order and its outline neighbours', async () => {
    const course = await buildCourse(3);
    const reply = await getPage(new TestAgent(testApp.app), course.path, 'b');
    expect(reply.status).toBe(200);
    const page = reply.body.result as CoursePage;
    expect(page).toMatchObject({
      path: 'b',
      coursePath: course.path,
      courseName: course.name,
      title: 'Page B',
      moduleTitle: 'First module',
      previous: { path: 'a', title: 'Page A' },
      next: { path: 'c', title: 'Page C' },
      isEditor: false,
      isAdmin: false,
    });
    expect(page.sections.map((section) => section.settings)).toEqual([{}, { tone: 'later' }]);
    expect(page.sections[0]!.blocks.map((block) => block.setupData.html)).toEqual([
      '<p>Block 1</p>',
      '<p>Block 2</p>',
      '<p>Block 3</p>',
    ]);
    expect(page.sections[1]!.blocks).toEqual([
      expect.objectContaining({ widgetType: 'video', isProgressContributor: true, settings: {} }),
    ]);
    const first = (await getPage(new TestAgent(testApp.app), course.path, 'A')).body.result as CoursePage;
    expect([first.previous, first.next?.path]).toEqual([null, 'b']);
    expect(
      ((await getPage(new TestAgent(testApp.app), course.path, 'c')).body.result as CoursePage).next,
    ).toBeNull();
    expect((await getPage(new TestAgent(testApp.app), course.path, 'nope')).status).toBe(404);
  });

  it('sets the editor flag for write permission and the admin flag for admin permission', async () => {
    const course = await buildCourse();
    const flags = async (agent: TestAgent) => {
      const page = (await getPage(agent, course.path, 'a')).body.result as CoursePage;
      return [page.isEditor, page.isAdmin];
    };
    expect(await flags(await courseAgent(testApp, course.path, null))).toEqual([false, false]);
    expect(await flags(await courseAgent(testApp, course.path, 'course promo admin'))).toEqual([
      false,
      false,
    ]);
    expect(await flags(await courseAgent(testApp, course.path, 'course design admin'))).toEqual([
      true,
      false,
    ]);
    expect(await flags(await courseAgent(testApp, course.path, 'administrator'))).toEqual([true, true]);
    expect(await flags(await courseAgent(testApp, course.path, null, { isStaff: true }))).toEqual([
      true,
      true,
    ]);
  });

  it('tells a visitor a course that is not there is not found, and one that needs sign-in to sign in', async () => {
    const visitor = new TestAgent(testApp.app);
    const missing = await getPage(visitor, 'no-such-course', 'x');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not_found', reasonCode: { code: 'request.notFound' } });
    const membersOnly = await buildCourse(1, true, false);
    expect((await getPage(visitor, membersOnly.path, 'a')).status).toBe(401);
  });

  it('refuses a hidden course to everyone but its course roles and staff', async () => {
    const course = await buildCourse(1, false);
    // Hidden is as good as missing to a visitor: the answer does not tell that it exists.
    expect((await getPage(new TestAgent(testApp.app), course.path, 'a')).status).toBe(404);
    expect((await getPage(await courseAgent(testApp, course.path, null), course.path, 'a')).status).toBe(404);
    expect(
      (await getPage(await courseAgent(testApp, course.path, 'course promo admin'), course.path, 'a')).status,
    ).toBe(200);
    expect(
      (await getPage(await courseAgent(testApp, course.path, null, { isStaff: true }), course.path, 'a'))
        .status,
    ).toBe(200);
  });

  it('reads a page in 2 queries, session included, whatever its number of blocks', async () => {
    // A learner enrolled in a class of each course: the enrolment check rides in the page's query.
    const small = await buildCourse(5, true, false);
    const large = await buildCourse(100, true, false);
    const learner = await buildUser(testApp.database.db);
    for (const course of [small, large]) {
      await buildEnrolment(testApp, {
        userId: learner.id,
        cohortId: (await buildClass(testApp, course.id)).id,
      });
    }
    const agent = await signedInAgent(testApp.app, learner.email);
    const smallQueries = await queries.count(() => getPage(agent, small.path, 'b'));
    const [reply, largeQueries] = await queries.measure(() => getPage(agent, large.path, 'b'));
    expect(largeQueries).toBe(smallQueries);
    // Session, then the course with the reader's role and class access with the page, its
    // neighbours and its sections with blocks (the visit is written behind).
    expect(smallQueries).toBe(2);
    expect((reply.body.result as CoursePage).sections[0]!.blocks).toHaveLength(100);
  });

  it('sends rich text as stored: a row written around the application is sanitised at the next start, not on read', async () => {
    const course = await buildCourse(0);
    const [page] = await testApp.database.db.select().from(pages).where(eqPath(course.id, 'a'));
    const [section] = await testApp.database.db
      .insert(pageSections)
      .values({ pageId: page!.id, position: 0 })
      .returning();
    const unsafe = '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    await testApp.database.db.insert(blocks).values({
      pageId: page!.id,
      sectionId: section!.id,
      position: 0,
      widgetType: 'rich_text',
      setupData: { html: unsafe },
    });
    const htmlRead = async () => {
      const reply = await getPage(new TestAgent(testApp.app), course.path, 'a');
      return (reply.body.result as CoursePage).sections[0]!.blocks[0]!.setupData.html;
    };
    // The read does not sanitise: it sends what is stored.
    expect(await htmlRead()).toBe(unsafe);
    // The start-up's reference data sanitises the rows of an older sanitiser version.
    await contentModule.referenceData!(testApp.database.db);
    expect(await htmlRead()).toBe('<p>Hello</p>');
  });

  it('keeps a page’s sections between reads, and reads them again once any statement changed them', async () => {
    const course = await buildCourse(2);
    const { db } = testApp.database;
    const [page] = await db.select().from(pages).where(eqPath(course.id, 'b'));
    const visitor = new TestAgent(testApp.app);
    const htmls = async () =>
      ((await getPage(visitor, course.path, 'b')).body.result as CoursePage).sections.map((section) =>
        section.blocks.map((block) => block.setupData.html ?? block.widgetType),
      );
    const stored = [['<p>Block 1</p>', '<p>Block 2</p>'], ['video']];
    expect(await htmls()).toEqual(stored);
    expect(await htmls()).toEqual(stored);
    // Written around the application: the database moves the page's content version on.
    await db
      .update(blocks)
      .set({ setupData: { html: '<p>Changed</p>' } })
      .where(and(eq(blocks.pageId, page!.id), eq(blocks.position, 1)));
    expect(await htmls()).toEqual([['<p>Changed</p>', '<p>Block 2</p>'], ['video']]);
    await db.delete(pageSections).where(and(eq(pageSections.pageId, page!.id), eq(pageSections.position, 1)));
    expect(await htmls()).toEqual([['<p>Changed</p>', '<p>Block 2</p>']]);
  });

  it('gives an image block the address it is served at', async () => {
    const course = await buildCourse(0);
    const key = `${randomUUID()}.webp`;
    await testApp.deps.storage.put(`courses/${key}`, Buffer.from('webp bytes'), 'image/webp');
    const { db } = testApp.database;
    await db.insert(uploads).values({
      courseId: course.id,
      purpose: 'block-image',
      storageKey: `courses/${key}`,
      contentType: 'image/webp',
      sizeBytes: 10,
    });
    const [page] = await db.select().from(pages).where(eqPath(course.id, 'a'));
    const [section] = await db.insert(pageSections).values({ pageId: page!.id, position: 0 }).returning();
    await db.insert(blocks).values({
      pageId: page!.id,
      sectionId: section!.id,
      position: 0,
      widgetType: 'image',
      setupData: { storageKey: `courses/${key}`, alt: 'A chart' },
    });
    const reply = await getPage(new TestAgent(testApp.app), course.path, 'a');
    const setup = (reply.body.result as CoursePage).sections[0]!.blocks[0]!.setupData;
    expect(setup).toEqual({ storageKey: `courses/${key}`, alt: 'A chart', url: `/media/courses/${key}` });
    const image = await testApp.app.inject({ method: 'GET', url: setup.url as string });
    expect(image.statusCode).toBe(200);
  });

  it('records a signed-in reader’s visit for the recently visited pages', async () => {
    const course = await buildCourse();
    const agent = await courseAgent(testApp, course.path, null);
    // Visits a millisecond apart at least: two in one tick of the clock would tie.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
    await getPage(agent, course.path, 'a');
    await tick();
    await getPage(agent, course.path, 'c');
    await tick();
    await getPage(agent, course.path, 'a');
    const reply = await agent.get(
      `/json/user/read/getRecentlyVisitedPagesForCourse/me?coursePath=${course.path}&limit=5`,
    );
    expect((reply.body.result as RecentPage[]).map((page) => page.path)).toEqual(['a', 'c']);
  });

  it('writes nothing while reading: the visits are written behind, with the same recent pages', async () => {
    const course = await buildCourse(100, true, false);
    const { learner, agent } = await enrolledLearner(course.id);
    const bookkeeping = writeBehindOf(testApp.database);
    await bookkeeping.settle(testApp.database.db);
    sent.length = 0;
    for (const path of ['a', 'b', 'c', 'a', 'b', 'a']) {
      expect((await getPage(agent, course.path, path)).status).toBe(200);
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(
      sent.filter((text) => /\b(insert|update|delete|merge|begin|commit|savepoint)\b/i.test(text)),
    ).toEqual([]);
    // One deferred write per page, however often it was read.
    expect(bookkeeping.size).toBe(3);
    const { db } = testApp.database;
    const visitsOf = async () =>
      (await db.select().from(pageVisits).where(eq(pageVisits.userId, learner.id))).length;
    expect(await visitsOf()).toBe(0);
    // The periodic flush (or the app closing) writes them: the order of the reads is kept.
    await bookkeeping.settle(db);
    expect(await visitsOf()).toBe(3);
    const reply = await agent.get(
      `/json/user/read/getRecentlyVisitedPagesForCourse/me?coursePath=${course.path}&limit=5`,
    );
    expect((reply.body.result as RecentPage[]).map((page) => page.path)).toEqual(['a', 'b', 'c']);
    const courses = await agent.get('/json/user/read/getRecentlyVisitedCourses/me?limit=1');
    expect((courses.body.result as RecentCourse[]).map((each) => each.path)).toEqual([course.path]);
  });

  it('writes nothing either when the reader’s session is due its renewal: that is written behind too', async () => {
    const course = await buildCourse(1, true, false);
    const { learner, agent } = await enrolledLearner(course.id);
    const { db } = testApp.database;
    const bookkeeping = writeBehindOf(testApp.database);
    await bookkeeping.settle(db);
    const lastSeen = new Date(Date.now() - 10 * 60_000);
    await db.update(sessions).set({ lastSeenAt: lastSeen }).where(eq(sessions.userId, learner.id));
    sent.length = 0;
    expect((await getPage(agent, course.path, 'a')).status).toBe(200);
    expect((await agent.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
    expect(
      sent.filter((text) => /\b(insert|update|delete|merge|begin|commit|savepoint)\b/i.test(text)),
    ).toEqual([]);
    const [stored] = await db.select().from(sessions).where(eq(sessions.userId, learner.id));
    expect(stored!.lastSeenAt).toEqual(lastSeen);
    // The active sessions list writes the person's deferred bookkeeping first: it shows the renewal.
    const listed = await agent.get('/json/user/read/getActiveSessions/me');
    const [session] = listed.body.result as Array<{ lastSeenAt: string }>;
    expect(Date.parse(session!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends the bytes JSON.stringify gives of the page, its held sections’ text included', async () => {
    const course = await buildCourse(3, true, false);
    const { db } = testApp.database;
    const [page] = await db.select().from(pages).where(eqPath(course.id, 'b'));
    const { agent: learner } = await enrolledLearner(course.id);
    const editor = await courseAgent(testApp, course.path, 'course design admin');
    /** The reply's bytes, which must be the standard serialisation of the value they carry. */
    const replyText = async (agent: TestAgent) => {
      const reply = await agent.get(`/json/course/read/getPage/${course.path}?pagePath=b`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.text).toBe(JSON.stringify({ result: reply.body.result }));
      return reply.text;
    };
    const whole = await replyText(learner);
    // Held now: the same bytes again, for the learner and (with its flags) for an editor.
    expect(await replyText(learner)).toBe(whole);
    expect(JSON.parse(await replyText(editor)).result.sections).toEqual(JSON.parse(whole).result.sections);
    // A block for staff only: the learner's sections are filtered, the editor's are whole.
    await db
      .update(blocks)
      .set({ settings: { sharing: { accessType: 'staff' } } })
      .where(and(eq(blocks.pageId, page!.id), eq(blocks.position, 1)));
    const filtered = JSON.parse(await replyText(learner)).result as CoursePage;
    expect(filtered.sections[0]!.blocks).toHaveLength(2);
    const full = JSON.parse(await replyText(editor)).result as CoursePage;
    expect(full.sections[0]!.blocks).toHaveLength(3);
    // And through multi/read, where the value is serialised with the others.
    const multi = await learner.get(
      `/json/course/multi/read?methodsJSON=${encodeURIComponent(JSON.stringify([{ method: 'getPage', id: course.path, args: { pagePath: 'b' } }]))}`,
    );
    expect(multi.status).toBe(200);
    expect((multi.body.result as CoursePage[])[0]).toEqual(filtered);
  });

  it('never sends a learner a block’s answer key, and sends it to the course’s editors', async () => {
    const course = await buildCourse(2, true, false);
    const { db } = testApp.database;
    const [page] = await db.select().from(pages).where(eqPath(course.id, 'b'));
    await db
      .update(blocks)
      .set({ setupData: { question: 'Capital of Malaysia?', answerKey: { correctOptionIds: ['kl'] } } })
      .where(and(eq(blocks.pageId, page!.id), eq(blocks.position, 0)));
    const { agent: learner } = await enrolledLearner(course.id);
    const editor = await courseAgent(testApp, course.path, 'course design admin');
    const path = `/json/course/read/getPage/${course.path}?pagePath=b`;
    const multi = `/json/course/multi/read?methodsJSON=${encodeURIComponent(JSON.stringify([{ method: 'getPage', id: course.path, args: { pagePath: 'b' } }]))}`;
    // Twice each, the second time from the held sections.
    for (let read = 0; read < 2; read++) {
      for (const address of [path, multi]) {
        const reply = await learner.get(address);
        expect(reply.status).toBe(200);
        expect(reply.text).toContain('Capital of Malaysia?');
        expect(reply.text).not.toContain('answerKey');
      }
      expect((await editor.get(path)).text).toContain('"answerKey":{"correctOptionIds":["kl"]}');
    }
  });
});
