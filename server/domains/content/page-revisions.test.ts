import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoursePage } from '../../../common/api/course-page';
import type { RevisionList, RevisionPreview } from '../../../common/api/page-admin';
import type { PageLayout } from '../../../common/api/page-layout';
import { pageRevisions, users } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import {
  blockIds,
  buildPage,
  editedPage,
  endEditingSession,
  getLayout,
  revisionCount,
  richTextBlocks,
  writeOnce,
} from '../../test/layout-test-kit';
import { learnerAgent } from '../../test/membership-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const getRevisions = (agent: TestAgent, pageId: string, query = '') =>
  agent.get(`/json/page/read/getRevisions/${pageId}${query}`);
const getRevision = (agent: TestAgent, pageId: string, revisionId: string) =>
  agent.get(`/json/page/read/getRevision/${pageId}?revisionId=${revisionId}`);
const restore = (agent: TestAgent, pageId: string, revisionId: string) =>
  agent.post(`/json/page/update/restoreRevision/${pageId}`, { revisionId });

/** A page of two blocks edited in two sessions by a named design admin: three revisions in all. */
async function editedTwice() {
  const { course, pageId } = await buildPage(testApp, richTextBlocks(2));
  const editor = await courseAgent(testApp, course.path, 'course design admin', { fullName: 'Dewi Lestari' });
  const first = (await getLayout(editor, pageId)).body.result as PageLayout;
  const [a, b] = blockIds(first)[0]!;
  const edited = await writeOnce(testApp, editor, 'updateBlock', pageId, {
    blockId: a,
    setupData: { html: '<p>Edited</p>' },
  });
  await endEditingSession(testApp, pageId);
  const deleted = await writeOnce(testApp, editor, 'deleteBlock', pageId, { blockId: b });
  return { course, pageId, editor, first, edited, deleted };
}

describe('read page getRevisions', () => {
  it('lists revisions newest first with author, block count, current flag and total', async () => {
    const { pageId, editor, first, edited, deleted } = await editedTwice();
    const reply = await getRevisions(editor, pageId);
    expect(reply.status).toBe(200);
    const list = reply.body.result as RevisionList;
    expect(list.total).toBe(3);
    expect(list.revisions.map((revision) => revision.id)).toEqual([
      deleted.revisionId,
      edited.revisionId,
      first.revisionId,
    ]);
    expect(
      list.revisions.map((revision) => [revision.authorName, revision.blockCount, revision.isCurrent]),
    ).toEqual([
      ['Dewi Lestari', 1, true],
      ['Dewi Lestari', 2, false],
      [null, 2, false],
    ]);
    expect(list.revisions[0]!.restoredFrom).toBeNull();
    expect(Date.parse(list.revisions[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(list.revisions[1]!.createdAt),
    );
  });

  it('answers a window of the list with the whole total, in one query for the list', async () => {
    const { pageId, editor, edited } = await editedTwice();
    const [reply, listQueries] = await queries.measure(() =>
      getRevisions(editor, pageId, '?offset=1&limit=1'),
    );
    const window = reply.body.result as RevisionList;
    // Session, page with the caller's role, the list with its total.
    expect(listQueries).toBe(3);
    expect(window.total).toBe(3);
    expect(window.revisions.map((revision) => revision.id)).toEqual([edited.revisionId]);
    const pastTheEnd = (await getRevisions(editor, pageId, '?offset=10')).body.result as RevisionList;
    expect(pastTheEnd).toEqual({ revisions: [], total: 3 });
  });

  it('is for the page’s editors only', async () => {
    const { course, pageId, first } = await editedTwice();
    expect((await getRevisions(new TestAgent(testApp.app), pageId)).status).toBe(401);
    const learner = await courseAgent(testApp, course.path, null);
    expect((await getRevisions(learner, pageId)).status).toBe(403);
    expect((await getRevision(learner, pageId, first.revisionId)).status).toBe(403);
    expect((await restore(learner, pageId, first.revisionId)).status).toBe(403);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    expect((await getRevisions(promo, pageId)).status).toBe(403);
    const staff = await courseAgent(testApp, course.path, null, { isStaff: true });
    expect((await getRevisions(staff, pageId)).status).toBe(200);
  });
});

describe('read page getRevision', () => {
  it('previews a revision as a reader would see it', async () => {
    const { pageId, editor, first, edited } = await editedTwice();
    const reply = await getRevision(editor, pageId, first.revisionId);
    expect(reply.status).toBe(200);
    const preview = reply.body.result as RevisionPreview;
    expect(preview.revision).toMatchObject({ id: first.revisionId, isCurrent: false, blockCount: 2 });
    expect(preview.sections).toEqual(first.sections);
    const later = (await getRevision(editor, pageId, edited.revisionId)).body.result as RevisionPreview;
    expect(later.sections[0]!.blocks[0]!.setupData.html).toBe('<p>Edited</p>');
  });

  it('answers 404 for a revision of another page', async () => {
    const mine = await editedTwice();
    const other = await editedTwice();
    const reply = await getRevision(mine.editor, mine.pageId, other.first.revisionId);
    expect([reply.status, reply.body.reason]).toEqual([404, 'Not found.']);
    expect((await restore(mine.editor, mine.pageId, other.first.revisionId)).status).toBe(404);
    expect(await revisionCount(testApp, mine.pageId)).toBe(3);
  });
});

describe('update page restoreRevision', () => {
  it('brings back a deleted block as a new revision that names the one restored', async () => {
    const { course, pageId, editor, first } = await editedTwice();
    const reply = await restore(editor, pageId, first.revisionId);
    expect(reply.status).toBe(200);
    const restored = reply.body.result as PageLayout;
    expect(await revisionCount(testApp, pageId)).toBe(4);
    expect(restored.revisionId).not.toBe(first.revisionId);
    const strip = (layout: PageLayout) =>
      layout.sections.map((section) => ({
        settings: section.settings,
        blocks: section.blocks.map(({ id: _id, ...block }) => block),
      }));
    expect(strip(restored)).toEqual(strip(first));
    expect(restored.sections[0]!.blocks.map((block) => block.setupData.html)).toEqual([
      '<p>Block 0</p>',
      '<p>Block 1</p>',
    ]);
    expect((await getLayout(editor, pageId)).body.result).toEqual(restored);

    const list = (await getRevisions(editor, pageId)).body.result as RevisionList;
    expect(list.revisions[0]).toMatchObject({
      id: restored.revisionId,
      restoredFrom: first.revisionId,
      isCurrent: true,
      blockCount: 2,
      authorName: 'Dewi Lestari',
    });
    const learner = await learnerAgent(testApp, course.id);
    const read = (await learner.get(`/json/course/read/getPage/${course.path}?pagePath=p`)).body
      .result as CoursePage;
    expect(read.revisionId).toBe(restored.revisionId);
    expect(read.sections[0]!.blocks).toHaveLength(2);

    // The restored layout is editable like any other: its rows are the page's own.
    await writeOnce(testApp, editor, 'deleteBlock', pageId, { blockId: restored.sections[0]!.blocks[0]!.id });
  });

  it('restores a layout of several sections in order', async () => {
    const { pageId, editor, first } = await editedTwice();
    const sectionId = first.sections[0]!.id;
    await endEditingSession(testApp, pageId);
    await writeOnce(testApp, editor, 'addSection', pageId, {
      index: 0,
      settings: { heading: 'Top', columns: 2 },
    });
    const twoSections = await writeOnce(testApp, editor, 'updateSectionSettings', pageId, {
      sectionId,
      settings: { heading: 'Bottom' },
    });
    await endEditingSession(testApp, pageId);
    await writeOnce(testApp, editor, 'deleteSection', pageId, { sectionId: twoSections.sections[0]!.id });
    const restored = (await restore(editor, pageId, twoSections.revisionId)).body.result as PageLayout;
    expect(restored.sections.map((section) => section.settings.heading)).toEqual(['Top', 'Bottom']);
    expect(restored.sections.map((section) => section.blocks.length)).toEqual([0, 1]);
  });
});

describe('editing sessions in the history', () => {
  const html = (text: string) => ({ setupData: { html: `<p>${text}</p>` } });

  it('records the autosaves of one session as one revision that says what changed', async () => {
    const { course, pageId } = await buildPage(testApp, richTextBlocks(2));
    const editor = await courseAgent(testApp, course.path, 'course design admin', {
      fullName: 'Dewi Lestari',
    });
    const [a, b] = blockIds((await getLayout(editor, pageId)).body.result as PageLayout)[0]!;
    const revisionIds = new Set<string>();
    for (let save = 0; save < 17; save += 1) {
      const layout = await writeOnce(testApp, editor, 'updateBlock', pageId, {
        blockId: a,
        ...html(`Draft ${save}`),
      });
      revisionIds.add(layout.revisionId);
    }
    const added = await writeOnce(testApp, editor, 'addBlock', pageId, {
      sectionId: ((await getLayout(editor, pageId)).body.result as PageLayout).sections[0]!.id,
      index: 0,
      widgetType: 'rich_text',
    });
    const fresh = blockIds(added)[0]![0]!;
    // A block added and then edited in the session is one block added.
    await writeOnce(testApp, editor, 'updateBlock', pageId, { blockId: fresh, ...html('New') });
    await writeOnce(testApp, editor, 'moveBlock', pageId, {
      blockId: b,
      sectionId: added.sections[0]!.id,
      index: 0,
    });
    const last = await writeOnce(testApp, editor, 'updateSectionSettings', pageId, {
      sectionId: added.sections[0]!.id,
      settings: { heading: 'Intro' },
    });
    revisionIds.add(last.revisionId);

    expect(revisionIds.size).toBe(1);
    expect(await revisionCount(testApp, pageId)).toBe(2);
    const [session, created] = ((await getRevisions(editor, pageId)).body.result as RevisionList).revisions;
    expect(session).toMatchObject({
      id: last.revisionId,
      authorName: 'Dewi Lestari',
      isCurrent: true,
      blockCount: 3,
      changes: {
        blocksAdded: 1,
        blocksRemoved: 0,
        blocksEdited: 1,
        blocksMoved: true,
        sectionsChanged: true,
      },
    });
    expect(Date.parse(session!.savedAt)).toBeGreaterThanOrEqual(Date.parse(session!.createdAt));
    // The page as created is a revision of its own, which the session did not extend.
    expect(created!.changes).toMatchObject({ pageCreated: true, blocksAdded: 2, blocksEdited: 0 });
    // The session's revision holds its last save.
    const preview = (await getRevision(editor, pageId, last.revisionId)).body.result as RevisionPreview;
    expect(preview.sections).toEqual(last.sections);
  });

  it('keeps the page as created apart from its creator’s first session', async () => {
    const { course, pageId } = await buildPage(testApp, richTextBlocks(1));
    const creator = await courseAgent(testApp, course.path, 'course design admin', {
      fullName: 'Ayu Pratiwi',
    });
    const { db } = testApp.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.fullName, 'Ayu Pratiwi'));
    await db.update(pageRevisions).set({ authorId: user!.id }).where(eq(pageRevisions.pageId, pageId));
    const [blockId] = blockIds((await getLayout(creator, pageId)).body.result as PageLayout)[0]!;
    await writeOnce(testApp, creator, 'updateBlock', pageId, { blockId, ...html('First words') });
    await writeOnce(testApp, creator, 'updateBlock', pageId, { blockId, ...html('More words') });
    const list = ((await getRevisions(creator, pageId)).body.result as RevisionList).revisions;
    expect(
      list.map((revision) => [
        revision.authorName,
        revision.changes?.pageCreated,
        revision.changes?.blocksEdited,
      ]),
    ).toEqual([
      ['Ayu Pratiwi', false, 1],
      ['Ayu Pratiwi', true, 0],
    ]);
  });

  it('forgets a block the session added and removed, and counts a removed block once', async () => {
    const { pageId, editor, layout, sectionId } = await editedPage(testApp, 2);
    const added = await writeOnce(testApp, editor, 'addBlock', pageId, {
      sectionId,
      index: 2,
      widgetType: 'rich_text',
    });
    await writeOnce(testApp, editor, 'deleteBlock', pageId, { blockId: added.sections[0]!.blocks[2]!.id });
    const [first] = blockIds(layout)[0]!;
    await writeOnce(testApp, editor, 'updateBlock', pageId, { blockId: first, ...html('Edited') });
    await writeOnce(testApp, editor, 'deleteBlock', pageId, { blockId: first });
    const [session] = ((await getRevisions(editor, pageId)).body.result as RevisionList).revisions;
    expect(session!.changes).toEqual({
      pageCreated: false,
      blocksAdded: 0,
      blocksRemoved: 1,
      blocksEdited: 0,
      blocksMoved: false,
      sectionsChanged: false,
    });
  });

  it('starts a new revision after the session window, for another author, and after a restore', async () => {
    const { course, pageId, editor, layout } = await editedPage(testApp, 1);
    const [blockId] = blockIds(layout)[0]!;
    const one = await writeOnce(testApp, editor, 'updateBlock', pageId, { blockId, ...html('One') });
    await endEditingSession(testApp, pageId);
    const two = await writeOnce(testApp, editor, 'updateBlock', pageId, { blockId, ...html('Two') });
    expect(two.revisionId).not.toBe(one.revisionId);

    const colleague = await courseAgent(testApp, course.path, 'course design admin');
    const three = await writeOnce(testApp, colleague, 'updateBlock', pageId, { blockId, ...html('Three') });
    expect(three.revisionId).not.toBe(two.revisionId);

    const restored = (await restore(colleague, pageId, one.revisionId)).body.result as PageLayout;
    expect(restored.revisionId).not.toBe(three.revisionId);
    const after = await writeOnce(testApp, colleague, 'updateBlock', pageId, {
      blockId: restored.sections[0]!.blocks[0]!.id,
      ...html('Four'),
    });
    expect(after.revisionId).not.toBe(restored.revisionId);
    expect(await revisionCount(testApp, pageId)).toBe(6);
    const list = ((await getRevisions(editor, pageId)).body.result as RevisionList).revisions;
    // A restore says what it restored, not what it changed.
    expect(list[1]).toMatchObject({ id: restored.revisionId, restoredFrom: one.revisionId, changes: null });
    expect(list[0]!.changes).toMatchObject({ blocksEdited: 1 });
  });
});
