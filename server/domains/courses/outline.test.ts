import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CourseOutline, outlineModules } from '../../../common/api/outline';
import { courses, pageRevisions, pageSections, pages, roleGrants } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let counter = 0;
/** A course with a member of the given role signed in; `displayed` lists it for everyone. */
async function courseWith(role: string | null, displayed = false) {
  counter++;
  const { db } = testApp.database;
  const path = `outline-course-${counter}`;
  await db.insert(courses).values({
    path,
    name: `Course ${counter}`,
    category: 'data',
    courseType: 'SHORT_COURSE',
    displayed,
    objective: 'Learn',
    outcomes: ['One', 'Two'],
  });
  const user = await buildUser(db);
  if (role) await db.insert(roleGrants).values({ userId: user.id, scope: 'course', scopePath: path, role });
  return { path, agent: await signedInAgent(testApp.app, user.email), userId: user.id };
}

async function write(agent: TestAgent, path: string, name: string, body: object) {
  return agent.post(`/json/outline/update/${name}/${path}`, body);
}

async function ok(agent: TestAgent, path: string, name: string, body: object): Promise<CourseOutline> {
  const reply = await write(agent, path, name, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result as CourseOutline;
}

/** Build `moduleCount` modules of `pagesEach` pages; answers the outline. */
async function buildOutline(agent: TestAgent, path: string, moduleCount: number, pagesEach: number) {
  let outline!: CourseOutline;
  for (let m = 1; m <= moduleCount; m++)
    outline = await ok(agent, path, 'addModule', { title: `Module ${m}` });
  for (const module of outlineModules(outline)) {
    for (let p = 1; p <= pagesEach; p++) {
      outline = await ok(agent, path, 'addPage', { moduleId: module.id, title: `${module.title} page ${p}` });
    }
  }
  return outline;
}

const titles = (outline: CourseOutline) =>
  outlineModules(outline).map((module) => [module.title, module.pages.map((page) => page.title)]);

async function positions(moduleId: string) {
  const rows = await testApp.database.db
    .select({ title: pages.title, position: pages.position })
    .from(pages)
    .where(eq(pages.moduleId, moduleId))
    .orderBy(asc(pages.position));
  return rows;
}

describe('the course outline', () => {
  it('reads every section in order, in the same number of queries for 2 and 6 modules', async () => {
    const small = await courseWith('administrator', true);
    const large = await courseWith('administrator', true);
    await buildOutline(small.agent, small.path, 2, 1);
    await buildOutline(large.agent, large.path, 6, 3);
    const visitor = new TestAgent(testApp.app);
    const [first, smallQueries] = await queries.measure(() =>
      visitor.get(`/json/outline/read/getOutline/${small.path}`),
    );
    const [second, largeQueries] = await queries.measure(() =>
      visitor.get(`/json/outline/read/getOutline/${large.path}`),
    );
    expect(largeQueries).toBe(smallQueries);
    expect(first.status).toBe(200);
    const outline = second.body.result as CourseOutline;
    expect(outline.sections.map((section) => section.type)).toEqual([
      'objective',
      'outcomes',
      'course_structure',
      'module_content',
    ]);
    expect(outline.canEdit).toBe(false);
    expect(outline.sections[1]).toEqual({ type: 'outcomes', outcomes: ['One', 'Two'] });
    expect(titles(outline)[5]).toEqual([
      'Module 6',
      ['Module 6 page 1', 'Module 6 page 2', 'Module 6 page 3'],
    ]);
    expect(outlineModules(outline)[0]!.pages[0]!.path).toBe('module-1-page-1');
    const content = outline.sections[3];
    expect(content?.type === 'module_content' && content.modules[0]).toMatchObject({
      title: 'Module 1',
      pageCount: 3,
    });
  });

  it('hides an undisplayed course from strangers and learners, and shows it to its roles', async () => {
    const admin = await courseWith('administrator');
    expect((await new TestAgent(testApp.app).get(`/json/outline/read/getOutline/${admin.path}`)).status).toBe(
      401,
    );
    const learner = await buildUser(testApp.database.db);
    const learnerAgent = await signedInAgent(testApp.app, learner.email);
    expect((await learnerAgent.get(`/json/outline/read/getOutline/${admin.path}`)).status).toBe(404);
    const write = await learnerAgent.post(`/json/outline/update/addModule/${admin.path}`, { title: 'Mine' });
    expect(write).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const read = await admin.agent.get(`/json/outline/read/getOutline/${admin.path.toUpperCase()}`);
    expect(read.body.result).toMatchObject({ canEdit: true, coursePath: admin.path });
  });

  it('adds, renames, moves and deletes modules with dense positions', async () => {
    const { agent, path } = await courseWith('administrator');
    let outline = await buildOutline(agent, path, 3, 0);
    const [a, b, c] = outlineModules(outline).map((module) => module.id);
    outline = await ok(agent, path, 'renameModule', { moduleId: b, title: '  Basics  ' });
    outline = await ok(agent, path, 'moveModule', { moduleId: c, index: 0 });
    expect(titles(outline).map(([title]) => title)).toEqual(['Module 3', 'Module 1', 'Basics']);
    outline = await ok(agent, path, 'moveModule', { moduleId: c, index: 99 });
    expect(titles(outline).map(([title]) => title)).toEqual(['Module 1', 'Basics', 'Module 3']);
    outline = await ok(agent, path, 'deleteModule', { moduleId: a });
    expect(titles(outline).map(([title]) => title)).toEqual(['Basics', 'Module 3']);
    const blank = await write(agent, path, 'renameModule', { moduleId: b, title: ' ' });
    expect(blank).toMatchObject({ status: 400, body: { fields: { title: 'Enter a title.' } } });
  });

  it('refuses to delete a module that still has pages', async () => {
    const { agent, path } = await courseWith('administrator');
    const outline = await buildOutline(agent, path, 1, 1);
    const reply = await write(agent, path, 'deleteModule', { moduleId: outlineModules(outline)[0]!.id });
    expect(reply).toMatchObject({
      status: 409,
      body: {
        error: 'conflict',
        reason: 'Move or delete the pages of this module before deleting it.',
      },
    });
  });

  it('gives a new page a unique path, one empty section and a first revision', async () => {
    const { agent, path } = await courseWith('course design admin');
    let outline = await buildOutline(agent, path, 1, 0);
    const moduleId = outlineModules(outline)[0]!.id;
    for (const title of ['Getting started', 'Getting started!', 'Admin', 'Ünïcode Café']) {
      outline = await ok(agent, path, 'addPage', { moduleId, title });
    }
    const created = outlineModules(outline)[0]!.pages;
    expect(created.map((page) => page.path)).toEqual([
      'getting-started',
      'getting-started-2',
      'admin-2',
      'unicode-cafe',
    ]);
    const { db } = testApp.database;
    const [page] = await db.select().from(pages).where(eq(pages.id, created[0]!.id));
    const sections = await db.select().from(pageSections).where(eq(pageSections.pageId, page!.id));
    expect(sections).toHaveLength(1);
    const [revision] = await db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page!.id));
    expect(page!.revisionId).toBe(revision!.id);
    expect(revision!.snapshot).toMatchObject({ sections: [{ id: sections[0]!.id, blocks: [] }] });
    outline = await ok(agent, path, 'renamePage', { pageId: created[0]!.id, title: 'Welcome' });
    expect(outlineModules(outline)[0]!.pages[0]).toMatchObject({ title: 'Welcome', path: 'getting-started' });
  });

  it('moves pages within and across modules and deletes them, keeping positions 0..n-1', async () => {
    const { agent, path } = await courseWith('administrator');
    let outline = await buildOutline(agent, path, 2, 3);
    const [first, second] = outlineModules(outline);
    const [p1, p2, p3] = first!.pages.map((page) => page.id);
    outline = await ok(agent, path, 'movePage', { pageId: p3, moduleId: first!.id, index: 0 });
    expect(titles(outline)[0]![1]).toEqual(['Module 1 page 3', 'Module 1 page 1', 'Module 1 page 2']);
    const [moved, moveQueries] = await queries.measure(() =>
      ok(agent, path, 'movePage', { pageId: p1, moduleId: second!.id, index: 1 }),
    );
    outline = moved;
    expect(moveQueries).toBeLessThan(20);
    expect(titles(outline)).toEqual([
      ['Module 1', ['Module 1 page 3', 'Module 1 page 2']],
      ['Module 2', ['Module 2 page 1', 'Module 1 page 1', 'Module 2 page 2', 'Module 2 page 3']],
    ]);
    expect((await positions(first!.id)).map((row) => row.position)).toEqual([0, 1]);
    expect((await positions(second!.id)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
    outline = await ok(agent, path, 'deletePage', { pageId: p2 });
    expect((await positions(first!.id)).map((row) => row.position)).toEqual([0]);
    expect(titles(outline)[0]).toEqual(['Module 1', ['Module 1 page 3']]);
  });

  it('answers 404 for a module or page of another course, and changes nothing there', async () => {
    const mine = await courseWith('administrator');
    const theirs = await courseWith('administrator');
    const own = await buildOutline(mine.agent, mine.path, 1, 0);
    const other = await buildOutline(theirs.agent, theirs.path, 1, 1);
    const otherModule = outlineModules(other)[0]!;
    const attempts = [
      ['renameModule', { moduleId: otherModule.id, title: 'Mine now' }],
      ['deleteModule', { moduleId: otherModule.id }],
      ['moveModule', { moduleId: otherModule.id, index: 0 }],
      ['addPage', { moduleId: otherModule.id, title: 'Sneaky' }],
      ['renamePage', { pageId: otherModule.pages[0]!.id, title: 'Mine now' }],
      ['deletePage', { pageId: otherModule.pages[0]!.id }],
      ['movePage', { pageId: otherModule.pages[0]!.id, moduleId: outlineModules(own)[0]!.id, index: 0 }],
    ] as const;
    for (const [name, body] of attempts) {
      const reply = await write(mine.agent, mine.path, name, body);
      expect(reply.status, name).toBe(404);
    }
    const after = await new TestAgent(testApp.app).get(`/json/outline/read/getOutline/${theirs.path}`);
    expect(after.status).toBe(401);
    const read = await theirs.agent.get(`/json/outline/read/getOutline/${theirs.path}`);
    expect(titles(read.body.result as CourseOutline)).toEqual(titles(other));
  });

  it('refuses writes from a stranger, a learner and a promo admin; staff may write', async () => {
    const { path } = await courseWith('administrator', true);
    const stranger = new TestAgent(testApp.app);
    expect((await write(stranger, path, 'addModule', { title: 'X' })).status).toBe(401);
    const learner = await courseWith(null);
    expect((await write(learner.agent, path, 'addModule', { title: 'X' })).status).toBe(403);
    const promo = await courseWith(null);
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: promo.userId, scope: 'course', scopePath: path, role: 'course promo admin' });
    expect((await write(promo.agent, path, 'addModule', { title: 'X' })).status).toBe(403);
    const staffUser = await buildUser(testApp.database.db, { isStaff: true });
    const staffAgent = await signedInAgent(testApp.app, staffUser.email);
    expect(titles(await ok(staffAgent, path, 'addModule', { title: 'Staff module' }))).toEqual([
      ['Staff module', []],
    ]);
    const [grant] = await testApp.database.db
      .select()
      .from(roleGrants)
      .where(and(eq(roleGrants.userId, promo.userId), eq(roleGrants.scopePath, path)));
    expect(grant?.role).toBe('course promo admin');
  });
});
