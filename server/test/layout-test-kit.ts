import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PageBlock } from '../../common/api/course-page';
import type { PageLayout } from '../../common/api/page-layout';
import { blocks, pageRevisions, pageSections } from '../db/schema';
import type { NewBlock } from '../domains/content';
import type { TestAgent, TestApp } from './app';
import { courseAgent } from './course-fixtures';
import { buildPage } from './page-fixtures';

/** Fixtures shared by the page editor's server tests: a course with a page (../../test/page-fixtures), calls (agents by role: ../../test/course-fixtures). */

export { buildPage };

/** `count` rich text blocks reading "Block 0", "Block 1"… */
export const richTextBlocks = (count: number): NewBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    widgetType: 'rich_text',
    setupData: { html: `<p>Block ${i}</p>` },
  }));

/**
 * A page of `blockCount` rich text blocks (see buildPage) with a course design admin to edit it:
 * its layout as the editor reads it, and the id of its first section.
 */
export async function editedPage(testApp: TestApp, blockCount = 0) {
  const { course, pageId } = await buildPage(testApp, richTextBlocks(blockCount));
  const editor = await courseAgent(testApp, course.path, 'course design admin');
  const layout = (await getLayout(editor, pageId)).body.result as PageLayout;
  return { course, pageId, editor, layout, sectionId: layout.sections[0]!.id };
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
 * End the page's editing session: its revisions are moved back past the session window, so the
 * next save records a revision of its own (page-revisions-store.ts).
 */
export async function endEditingSession(testApp: TestApp, pageId: string): Promise<void> {
  await testApp.database.db
    .update(pageRevisions)
    .set({
      createdAt: sql`${pageRevisions.createdAt} - interval '1 hour'`,
      savedAt: sql`${pageRevisions.savedAt} - interval '1 hour'`,
    })
    .where(eq(pageRevisions.pageId, pageId));
}

/**
 * Run a layout write, expecting success recorded in the page's current revision (a new one, or
 * the editing session's, extended); answers the layout it returned.
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
  expect(await revisionCount(testApp, pageId)).toBeOneOf([before, before + 1]);
  const layout = reply.body.result as PageLayout;
  // The answer is the layout as saved, and its revision is now the page's.
  expect((await getLayout(agent, pageId)).body.result).toEqual(layout);
  await expectDensePositions(testApp, pageId);
  return layout;
}
