import { describe, expect, it } from 'vitest';
import type { CoursePage } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import { BlockSettings } from '../../../common/api/page-layout';
import type { TestAgent } from '../../test/app';
import {
  blockIds,
  editedPage,
  getLayout,
  layoutUpdate,
  revisionCount,
  spanOf,
  writeOnce,
} from '../../test/layout-test-kit';
import { learnerAgent } from '../../test/membership-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { UNKNOWN_WIDGET_REASON } from './block-setup';

const testApp = setUpTestApp();

const write = (agent: TestAgent, name: string, pageId: string, body: object) =>
  writeOnce(testApp, agent, name, pageId, body as Record<string, unknown>);

const UNSAFE_HTML =
  '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

describe('addBlock', () => {
  it('creates a block at its index with setup defaults and default settings', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 2);
    const saved = await write(editor, 'addBlock', pageId, { sectionId, index: 1, widgetType: 'embed' });
    const ids = blockIds(saved)[0]!;
    expect(ids).toHaveLength(3);
    expect([ids[0], ids[2]]).toEqual(blockIds(layout)[0]);
    expect(saved.sections[0]!.blocks[1]).toMatchObject({
      widgetType: 'embed',
      setupData: { url: '', title: '', heightPx: 480 },
      settings: BlockSettings.parse({}),
      isProgressContributor: false,
    });
    const atEnd = await write(editor, 'addBlock', pageId, {
      sectionId,
      index: 99,
      widgetType: 'rich_text',
      setupData: { html: UNSAFE_HTML },
    });
    expect(atEnd.sections[0]!.blocks[3]!.setupData).toEqual({ html: '<p>Safe <strong>text</strong></p>' });
  });

  it('refuses a widget type outside the content widgets', async () => {
    const { pageId, editor, sectionId } = await editedPage(testApp);
    for (const widgetType of ['quiz', 'scrapbook', '__proto__']) {
      const reply = await layoutUpdate(editor, 'addBlock', pageId, { sectionId, index: 0, widgetType });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ widgetType: UNKNOWN_WIDGET_REASON });
    }
    const missing = await layoutUpdate(editor, 'addBlock', pageId, { sectionId, index: 0 });
    expect(missing.body.fields).toEqual({ widgetType: 'Choose a block type.' });
    expect(await revisionCount(testApp, pageId)).toBe(1);
  });

  it('refuses bad setup data with a reason per field', async () => {
    const { pageId, editor, sectionId } = await editedPage(testApp);
    const reply = await layoutUpdate(editor, 'addBlock', pageId, {
      sectionId,
      index: 0,
      widgetType: 'embed',
      setupData: { url: 'javascript:alert(1)', heightPx: 20 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: 'invalid_input',
      fields: {
        'setupData.url': 'Enter a full web address starting with https://.',
        'setupData.heightPx': expect.any(String),
      },
    });
    expect(await revisionCount(testApp, pageId)).toBe(1);
  });
});

describe('updateBlock', () => {
  it('replaces setup data whole, sanitising rich text, both in its answer and for readers', async () => {
    const { course, pageId, editor, layout } = await editedPage(testApp, 1);
    const blockId = layout.sections[0]!.blocks[0]!.id;
    const saved = await write(editor, 'updateBlock', pageId, { blockId, setupData: { html: UNSAFE_HTML } });
    expect(saved.sections[0]!.blocks[0]!.setupData).toEqual({ html: '<p>Safe <strong>text</strong></p>' });
    expect(JSON.stringify(saved)).not.toMatch(/script|onerror/);

    const learner = await learnerAgent(testApp, course.id);
    const read = await learner.get(`/json/course/read/getPage/${course.path}?pagePath=p`);
    expect((read.body.result as CoursePage).sections[0]!.blocks[0]!.setupData.html).toBe(
      '<p>Safe <strong>text</strong></p>',
    );
    expect(JSON.stringify(read.body)).not.toMatch(/script|onerror/);
  });

  it('saves tab settings with the span clamped and the progress flag, keeping setup data', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 1);
    const blockId = layout.sections[0]!.blocks[0]!.id;
    const settings = {
      display: { title: ' Intro ', showTitle: true },
      layout: { span: 3 },
      sharing: { accessType: 'after_date', revealAfter: '2030-01-01T00:00:00Z' },
    };
    const saved = await write(editor, 'updateBlock', pageId, {
      blockId,
      settings,
      isProgressContributor: true,
    });
    expect(saved.sections[0]!.blocks[0]).toMatchObject({
      setupData: { html: '<p>Block 0</p>' },
      settings: {
        display: { title: 'Intro', showTitle: true, background: 'none' },
        layout: { span: 1 },
        sharing: { accessType: 'after_date', revealAfter: '2030-01-01T00:00:00Z' },
        exhibit: { hidden: false, caption: '' },
      },
      isProgressContributor: true,
    });
    const bad = await layoutUpdate(editor, 'updateBlock', pageId, {
      blockId,
      settings: { sharing: { accessType: 'everyone', revealAfter: 'tomorrow' } },
      setupData: { html: 42 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['settings.sharing.revealAfter']);
    const badSetup = await layoutUpdate(editor, 'updateBlock', pageId, { blockId, setupData: { html: 42 } });
    expect(badSetup.body.fields).toEqual({ 'setupData.html': expect.any(String) });
  });
});

describe('moving, resizing, duplicating and deleting blocks', () => {
  it('moves a block within its section and into another one', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 3);
    const [a, b, c] = blockIds(layout)[0]!;
    const within = await write(editor, 'moveBlock', pageId, { blockId: a, sectionId, index: 2 });
    expect(blockIds(within)).toEqual([[b, c, a]]);
    const twoSections = await write(editor, 'addSection', pageId, { index: 1 });
    const other = twoSections.sections[1]!.id;
    const across = await write(editor, 'moveBlock', pageId, { blockId: c, sectionId: other, index: 0 });
    expect(blockIds(across)).toEqual([[b, a], [c]]);
    const back = await write(editor, 'moveBlock', pageId, { blockId: c, sectionId, index: 0 });
    expect(blockIds(back)).toEqual([[c, b, a], []]);
  });

  it('narrows a block moved into a section with fewer columns', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 1);
    const blockId = blockIds(layout)[0]![0]!;
    await write(editor, 'updateSectionSettings', pageId, { sectionId, settings: { columns: 3 } });
    expect(
      spanOf((await write(editor, 'resizeBlock', pageId, { blockId, span: 3 })).sections[0]!.blocks[0]!),
    ).toBe(3);
    const narrow = await write(editor, 'addSection', pageId, { index: 1, settings: { columns: 2 } });
    const moved = await write(editor, 'moveBlock', pageId, {
      blockId,
      sectionId: narrow.sections[1]!.id,
      index: 0,
    });
    expect(spanOf(moved.sections[1]!.blocks[0]!)).toBe(2);
  });

  it('resizes within the section’s columns', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 1);
    const blockId = blockIds(layout)[0]![0]!;
    expect(
      spanOf((await write(editor, 'resizeBlock', pageId, { blockId, span: 3 })).sections[0]!.blocks[0]!),
    ).toBe(1);
    await write(editor, 'updateSectionSettings', pageId, { sectionId, settings: { columns: 2 } });
    expect(
      spanOf((await write(editor, 'resizeBlock', pageId, { blockId, span: 3 })).sections[0]!.blocks[0]!),
    ).toBe(2);
    expect((await layoutUpdate(editor, 'resizeBlock', pageId, { blockId, span: 0 })).status).toBe(400);
  });

  it('duplicates a block right after the original, with its data, settings and progress flag', async () => {
    const { pageId, editor, layout } = await editedPage(testApp, 3);
    const [a, b, c] = blockIds(layout)[0]!;
    await write(editor, 'updateBlock', pageId, {
      blockId: b,
      settings: { display: { title: 'Copied' } },
      isProgressContributor: true,
    });
    const saved = await write(editor, 'duplicateBlock', pageId, { blockId: b });
    const ids = blockIds(saved)[0]!;
    expect(ids).toHaveLength(4);
    expect([ids[0], ids[1], ids[3]]).toEqual([a, b, c]);
    expect(ids[2]).not.toBe(b);
    const [original, copy] = [saved.sections[0]!.blocks[1]!, saved.sections[0]!.blocks[2]!];
    expect({ ...copy, id: original.id }).toEqual(original);
    expect(copy.settings).toMatchObject({ display: { title: 'Copied' } });
  });

  it('deletes a block and closes the gap', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 3);
    const [a, b, c] = blockIds(layout)[0]!;
    expect(blockIds(await write(editor, 'deleteBlock', pageId, { blockId: b }))).toEqual([[a, c]]);
    const added = await write(editor, 'addBlock', pageId, { sectionId, index: 1, widgetType: 'rich_text' });
    expect(blockIds(added)[0]).toEqual([a, blockIds(added)[0]![1], c]);
  });

  it('answers 404 for a block of another page', async () => {
    const mine = await editedPage(testApp, 1);
    const other = await editedPage(testApp, 1);
    const foreign = blockIds(other.layout)[0]![0]!;
    for (const [name, body] of [
      ['updateBlock', { blockId: foreign, isProgressContributor: true }],
      ['moveBlock', { blockId: foreign, sectionId: mine.sectionId, index: 0 }],
      ['resizeBlock', { blockId: foreign, span: 1 }],
      ['duplicateBlock', { blockId: foreign }],
      ['deleteBlock', { blockId: foreign }],
    ] as const) {
      const reply = await layoutUpdate(mine.editor, name, mine.pageId, body);
      expect([name, reply.status, reply.body.reason]).toEqual([name, 404, 'Not found.']);
    }
    expect(await revisionCount(testApp, mine.pageId)).toBe(1);
    expect(blockIds((await getLayout(other.editor, other.pageId)).body.result as PageLayout)).toEqual(
      blockIds(other.layout),
    );
  });
});
