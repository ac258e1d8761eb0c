import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PageBlock } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import type { CourseRole } from '../../../common/domain/course-classification';
import { blocks, courses, modules, pageRevisions, pageSections, roleGrants } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { createPageWithLayout, type NewBlock } from '../courses/outline-page-create';

/** Fixtures shared by the page editor's server tests: a course with a page, agents by role, calls. */

let counter = 0;

/** A course with one module and a page `p` (one section holding `pageBlocks`), made as the app makes pages. */
export async function buildPage(testApp: TestApp, pageBlocks: readonly NewBlock[] = [], displayed = true) {
  const { db } = testApp.database;
  counter++;
  const [course] = await db
    .insert(courses)
    .values({
      path: `layout-course-${counter}`,
      name: `Layout course ${counter}`,
      category: 'data',
      courseType: 'SHORT_COURSE',
      displayed,
    })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({ courseId: course!.id, title: 'Module', position: 0 })
    .returning();
  const page = await createPageWithLayout(db, {
    courseId: course!.id,
    moduleId: module!.id,
    path: 'p',
    title: 'Page',
    position: 0,
    authorId: null,
    blocks: pageBlocks,
  });
  return { course: course!, pageId: page.id };
}

/** `count` rich text blocks reading "Block 0", "Block 1"… */
export const richTextBlocks = (count: number): NewBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    widgetType: 'rich_text',
    setupData: { html: `<p>Block ${i}</p>` },
  }));

/** A signed-in agent for a new user with `role` in the course at `coursePath` (or none), optionally staff. */
export async function agentWithRole(
  testApp: TestApp,
  coursePath: string,
  role: CourseRole | null,
  isStaff = false,
  fullName?: string,
): Promise<TestAgent> {
  const user = await buildUser(testApp.database.db, { isStaff, ...(fullName && { fullName }) });
  if (role) {
    await testApp.database.db
      .insert(roleGrants)
      .values({ userId: user.id, scope: 'course', scopePath: coursePath, role });
  }
  return signedInAgent(testApp.app, user.email);
}

/** Call `update layout <name>/<pageId>`. */
export const layoutUpdate = (agent: TestAgent, name: string, pageId: string, body: Record<string, unknown>) =>
  agent.post(`/json/layout/update/${name}/${pageId}`, body);

/** Call `read layout getLayout/<pageId>`. */
export const getLayout = (agent: TestAgent, pageId: string) =>
  agent.get(`/json/layout/read/getLayout/${pageId}`);

/** The number of revisions the page has. */
export async function revisionCount(testApp: TestApp, pageId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: count() })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId));
  return row!.total;
}

/** How many columns a block spans (one when its settings say nothing). */
export const spanOf = (block: PageBlock) =>
  (block.settings.layout as { span?: number } | undefined)?.span ?? 1;

/** The block ids of each section of a layout, in order. */
export const blockIds = (layout: PageLayout) =>
  layout.sections.map((section) => section.blocks.map((block) => block.id));

/** Section positions of the page, and block positions within each section, are 0..n-1. */
export async function expectDensePositions(testApp: TestApp, pageId: string): Promise<void> {
  const { db } = testApp.database;
  const sectionRows = await db
    .select({ id: pageSections.id, position: pageSections.position })
    .from(pageSections)
    .where(eq(pageSections.pageId, pageId))
    .orderBy(pageSections.position);
  expect(sectionRows.map((row) => row.position)).toEqual(sectionRows.map((_, i) => i));
  const blockRows = await db
    .select({ sectionId: blocks.sectionId, position: blocks.position })
    .from(blocks)
    .where(eq(blocks.pageId, pageId))
    .orderBy(blocks.position);
  for (const section of sectionRows) {
    const positions = blockRows.filter((row) => row.sectionId === section.id).map((row) => row.position);
    expect(positions).toEqual(positions.map((_, i) => i));
  }
}

/**
 * Run a layout write, expecting success with exactly one new revision, the page's current one;
 * answers the layout it returned.
 */
export async function writeOnce(
  testApp: TestApp,
  agent: TestAgent,
  name: string,
  pageId: string,
  body: Record<string, unknown>,
): Promise<PageLayout> {
  const before = await revisionCount(testApp, pageId);
  const reply = await layoutUpdate(agent, name, pageId, body);
  expect(reply.body).not.toHaveProperty('error');
  expect(reply.status).toBe(200);
  expect(await revisionCount(testApp, pageId)).toBe(before + 1);
  const layout = reply.body.result as PageLayout;
  // The answer is the layout as saved, and its revision is now the page's.
  expect((await getLayout(agent, pageId)).body.result).toEqual(layout);
  await expectDensePositions(testApp, pageId);
  return layout;
}
