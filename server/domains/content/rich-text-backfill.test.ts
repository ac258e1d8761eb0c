import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, pageRevisions, pageSections, pageTemplates } from '../../db/schema';
import { RICH_TEXT_SANITIZER_VERSION } from '../../security/rich-text';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildCourseOfPages } from './page-admin-test-kit';
import { backfillSanitizedRichText } from './rich-text-backfill';

const testApp = setUpTestApp();

const UNSAFE = '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)">';
const SAFE = '<p>Hello</p>';

const snapshotWith = (html: string) => ({
  sections: [
    {
      id: 's',
      position: 0,
      settings: {},
      blocks: [
        {
          id: 'b',
          position: 0,
          widgetType: 'rich_text',
          setupData: { html },
          settings: {},
          isProgressContributor: false,
        },
      ],
    },
  ],
});

const htmlOf = (snapshot: unknown) =>
  (snapshot as ReturnType<typeof snapshotWith>).sections[0]!.blocks[0]!.setupData.html;

describe('rich text sanitised on write', () => {
  it('stores a new page’s blocks and its revision sanitised, with the sanitiser version', async () => {
    const { pageIds } = await buildCourseOfPages(testApp, {
      pagePaths: ['only'],
      sections: [{ settings: {}, blocks: [{ widgetType: 'rich_text', setupData: { html: UNSAFE } }] }],
    });
    const { db } = testApp.database;
    const [block] = await db.select().from(blocks).where(eq(blocks.pageId, pageIds[0]!));
    expect(block).toMatchObject({ setupData: { html: SAFE }, sanitizerVersion: RICH_TEXT_SANITIZER_VERSION });
    const [revision] = await db.select().from(pageRevisions).where(eq(pageRevisions.pageId, pageIds[0]!));
    expect(htmlOf(revision!.snapshot)).toBe(SAFE);
    expect(revision!.sanitizerVersion).toBe(RICH_TEXT_SANITIZER_VERSION);
  });
});

describe('rows of an older sanitiser version', () => {
  it('are sanitised again at start-up: blocks, revision and template snapshots; other blocks only marked', async () => {
    const { db } = testApp.database;
    const { pageIds } = await buildCourseOfPages(testApp, { pagePaths: ['old'] });
    const pageId = pageIds[0]!;
    const [section] = await db.insert(pageSections).values({ pageId, position: 1 }).returning();
    // Written around the application (or before the version was recorded): version 0.
    const [richText, video] = await db
      .insert(blocks)
      .values([
        { pageId, sectionId: section!.id, position: 0, widgetType: 'rich_text', setupData: { html: UNSAFE } },
        {
          pageId,
          sectionId: section!.id,
          position: 1,
          widgetType: 'video',
          setupData: { url: '<b>kept</b>' },
        },
      ])
      .returning();
    const [revision] = await db
      .insert(pageRevisions)
      .values({ pageId, snapshot: snapshotWith(UNSAFE) })
      .returning();
    const [template] = await db
      .insert(pageTemplates)
      .values({ name: 'Old', snapshot: snapshotWith(UNSAFE) })
      .returning();

    await backfillSanitizedRichText(db);

    const [richTextAfter] = await db.select().from(blocks).where(eq(blocks.id, richText!.id));
    expect(richTextAfter).toMatchObject({
      setupData: { html: SAFE },
      sanitizerVersion: RICH_TEXT_SANITIZER_VERSION,
    });
    const [videoAfter] = await db.select().from(blocks).where(eq(blocks.id, video!.id));
    expect(videoAfter).toMatchObject({
      setupData: { url: '<b>kept</b>' },
      sanitizerVersion: RICH_TEXT_SANITIZER_VERSION,
    });
    const [revisionAfter] = await db.select().from(pageRevisions).where(eq(pageRevisions.id, revision!.id));
    expect([htmlOf(revisionAfter!.snapshot), revisionAfter!.sanitizerVersion]).toEqual([SAFE, 1]);
    const [templateAfter] = await db.select().from(pageTemplates).where(eq(pageTemplates.id, template!.id));
    expect([htmlOf(templateAfter!.snapshot), templateAfter!.sanitizerVersion]).toEqual([SAFE, 1]);
    // Nothing of an older version is left, so the next start finds nothing to do.
    for (const table of [blocks, pageRevisions, pageTemplates]) {
      const old = await db.select().from(table).where(eq(table.sanitizerVersion, 0));
      expect(old).toEqual([]);
    }
  });
});
