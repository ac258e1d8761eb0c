import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../../common/api/page-layout';
import { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import {
  blockIds,
  buildPage,
  editedPage,
  getLayout,
  layoutUpdate,
  revisionCount,
  spanOf,
  writeOnce,
} from '../../test/layout-test-kit';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { LAST_SECTION_REASON } from './layout-sections';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

describe('layout permissions', () => {
  it('lets administrators, design admins and staff read and write, and no one else', async () => {
    const { course, pageId, layout } = await editedPage(testApp, 1);
    const sectionId = layout.sections[0]!.id;
    const body = { sectionId, settings: { heading: 'Hello' } };

    expect((await getLayout(new TestAgent(testApp.app), pageId)).status).toBe(401);
    expect(
      (await layoutUpdate(new TestAgent(testApp.app), 'updateSectionSettings', pageId, body)).status,
    ).toBe(401);
    for (const role of [null, 'course promo admin'] as const) {
      const agent = await courseAgent(testApp, course.path, role);
      expect((await getLayout(agent, pageId)).status).toBe(403);
      expect((await layoutUpdate(agent, 'updateSectionSettings', pageId, body)).status).toBe(403);
    }
    // A signed-in user gets 404 for a page that does not exist.
    const learner = await courseAgent(testApp, course.path, null);
    expect((await getLayout(learner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getLayout(learner, 'not-a-page')).status).toBe(404);
    expect(await revisionCount(testApp, pageId)).toBe(1);

    for (const agent of [
      await courseAgent(testApp, course.path, 'administrator'),
      await courseAgent(testApp, course.path, 'course design admin'),
      await courseAgent(testApp, course.path, null, { isStaff: true }),
    ]) {
      expect((await getLayout(agent, pageId)).status).toBe(200);
      await writeOnce(testApp, agent, 'updateSectionSettings', pageId, body);
    }
  });

  it('answers a page of a hidden course as not found to a signed-in user without a role', async () => {
    const { course, pageId } = await buildPage(testApp, [], false);
    const stranger = await courseAgent(testApp, course.path, null);
    expect(await getLayout(stranger, pageId)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const shown = await buildPage(testApp, [], true);
    expect((await getLayout(stranger, shown.pageId)).status).toBe(403);
  });
});

describe('read layout getLayout', () => {
  it('answers the page layout with its current revision', async () => {
    const { pageId, layout } = await editedPage(testApp, 2);
    expect(layout.pageId).toBe(pageId);
    expect(layout.revisionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(layout.sections).toHaveLength(1);
    expect(layout.sections[0]!.blocks.map((block) => block.setupData.html)).toEqual([
      '<p>Block 0</p>',
      '<p>Block 1</p>',
    ]);
  });

  it('reads a layout in the same number of queries for 5 and for 100 blocks', async () => {
    const small = await editedPage(testApp, 5);
    const large = await editedPage(testApp, 100);
    const smallQueries = await queries.count(() => getLayout(small.editor, small.pageId));
    const [reply, largeQueries] = await queries.measure(() => getLayout(large.editor, large.pageId));
    expect(largeQueries).toBe(smallQueries);
    // Session, page with the caller's role, sections with blocks.
    expect(smallQueries).toBe(3);
    expect((reply.body.result as PageLayout).sections[0]!.blocks).toHaveLength(100);
  });
});

describe('section writes', () => {
  it('updates a section’s settings and clamps its blocks’ spans to fewer columns', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 2);
    const sectionId = layout.sections[0]!.id;
    const [first, second] = layout.sections[0]!.blocks;
    await writeOnce(testApp, editor, 'updateSectionSettings', pageId, {
      sectionId,
      settings: { columns: 3 },
    });
    await writeOnce(testApp, editor, 'resizeBlock', pageId, { blockId: first!.id, span: 3 });
    await writeOnce(testApp, editor, 'resizeBlock', pageId, { blockId: second!.id, span: 2 });
    const saved = await writeOnce(testApp, editor, 'updateSectionSettings', pageId, {
      sectionId,
      settings: { heading: '  Week one ', columns: 2, background: 'subtle' },
    });
    expect(saved.sections[0]!.settings).toEqual({ heading: 'Week one', columns: 2, background: 'subtle' });
    expect(saved.sections[0]!.blocks.map((block) => spanOf(block))).toEqual([2, 2]);
  });

  it('refuses bad settings with a reason per field', async () => {
    const { pageId, editor, layout } = await editedPage(testApp);
    const reply = await layoutUpdate(editor, 'updateSectionSettings', pageId, {
      sectionId: layout.sections[0]!.id,
      settings: { columns: 4, heading: 'x'.repeat(201) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'settings.columns': 'Choose one, two or three columns.',
      'settings.heading': 'Use at most 200 characters.',
    });
  });

  it("answers 'No layout ID' when the section is missing", async () => {
    const { pageId, editor } = await editedPage(testApp);
    const reply = await layoutUpdate(editor, 'updateSectionSettings', pageId, { settings: {} });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: 'invalid_input',
      reason: 'No layout ID',
      fields: { sectionId: 'No layout ID' },
    });
    expect(await revisionCount(testApp, pageId)).toBe(1);
  });

  it('adds, moves and deletes sections keeping positions dense', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 1);
    const original = layout.sections[0]!.id;
    const withEnd = await writeOnce(testApp, editor, 'addSection', pageId, { index: 9 });
    const end = withEnd.sections[1]!.id;
    expect(withEnd.sections[1]!.settings).toEqual({ heading: '', columns: 1, background: 'none' });
    const withStart = await writeOnce(testApp, editor, 'addSection', pageId, {
      index: 0,
      settings: { heading: 'Start', columns: 2 },
    });
    const start = withStart.sections[0]!.id;
    expect(withStart.sections.map((section) => section.id)).toEqual([start, original, end]);
    expect(withStart.sections[0]!.settings).toMatchObject({ heading: 'Start', columns: 2 });

    const moved = await writeOnce(testApp, editor, 'moveSection', pageId, { sectionId: start, index: 2 });
    expect(moved.sections.map((section) => section.id)).toEqual([original, end, start]);

    const deleted = await writeOnce(testApp, editor, 'deleteSection', pageId, { sectionId: original });
    expect(deleted.sections.map((section) => section.id)).toEqual([end, start]);
    const again = await writeOnce(testApp, editor, 'moveSection', pageId, { sectionId: start, index: 0 });
    expect(again.sections.map((section) => section.id)).toEqual([start, end]);
  });

  it('keeps the last section of a page', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 1);
    const reply = await layoutUpdate(editor, 'deleteSection', pageId, { sectionId: layout.sections[0]!.id });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      reason: LAST_SECTION_REASON,
      fields: { sectionId: LAST_SECTION_REASON },
    });
    expect(await revisionCount(testApp, pageId)).toBe(1);
    expect(blockIds((await getLayout(editor, pageId)).body.result as PageLayout)).toEqual(blockIds(layout));
  });

  it('migrates every section to the chosen columns, clamping spans, in one revision', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 2);
    const sectionId = layout.sections[0]!.id;
    await writeOnce(testApp, editor, 'updateSectionSettings', pageId, {
      sectionId,
      settings: { columns: 3 },
    });
    await writeOnce(testApp, editor, 'resizeBlock', pageId, {
      blockId: layout.sections[0]!.blocks[0]!.id,
      span: 3,
    });
    await writeOnce(testApp, editor, 'addSection', pageId, {
      index: 1,
      settings: { heading: 'Kept', columns: 2 },
    });
    const migrated = await writeOnce(testApp, editor, 'migrateLayout', pageId, { columns: 1 });
    expect(migrated.sections.map((section) => section.settings)).toEqual([
      { heading: '', columns: 1, background: 'none' },
      { heading: 'Kept', columns: 1, background: 'none' },
    ]);
    expect(migrated.sections[0]!.blocks.map((block) => spanOf(block))).toEqual([1, 1]);
    expect((await layoutUpdate(editor, 'migrateLayout', pageId, { columns: 5 })).status).toBe(400);
  });

  it('answers 404 for a section of another page', async () => {
    const mine = await editedPage(testApp, 1);
    const other = await buildPage(testApp);
    const otherSection = (
      (await getLayout(await courseAgent(testApp, other.course.path, 'administrator'), other.pageId)).body
        .result as PageLayout
    ).sections[0]!.id;
    for (const [name, body] of [
      ['updateSectionSettings', { sectionId: otherSection, settings: {} }],
      ['moveSection', { sectionId: otherSection, index: 0 }],
      ['deleteSection', { sectionId: otherSection }],
      ['addBlock', { sectionId: otherSection, index: 0, widgetType: 'rich_text' }],
      ['moveBlock', { blockId: mine.layout.sections[0]!.blocks[0]!.id, sectionId: otherSection, index: 0 }],
    ] as const) {
      const reply = await layoutUpdate(mine.editor, name, mine.pageId, body);
      expect([name, reply.status, reply.body.reason]).toEqual([name, 404, 'Not found.']);
    }
    expect(await revisionCount(testApp, mine.pageId)).toBe(1);
    expect(await revisionCount(testApp, other.pageId)).toBe(1);
  });
});
