import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, pageRevisions, pageSections, pages } from '../../db/schema';

/** A block to place in a new page's only section. */
export interface NewBlock {
  widgetType: string;
  setupData: Record<string, unknown>;
}

/** What a new page is made of. */
export interface NewPage {
  courseId: string;
  moduleId: string;
  path: string;
  title: string;
  position: number;
  authorId: string | null;
  blocks?: readonly NewBlock[];
}

/**
 * Create a page with one layout section holding `blocks` (none: an empty page) and its first
 * revision, whose snapshot is that layout; the page shows that revision. The caller's transaction
 * holds the writes together.
 */
export async function createPageWithLayout(db: Db, page: NewPage): Promise<{ id: string }> {
  const [created] = await db
    .insert(pages)
    .values({
      courseId: page.courseId,
      moduleId: page.moduleId,
      path: page.path,
      title: page.title,
      position: page.position,
      createdBy: page.authorId,
    })
    .returning({ id: pages.id });
  const pageId = created!.id;
  const [section] = await db
    .insert(pageSections)
    .values({ pageId, position: 0, settings: {} })
    .returning({ id: pageSections.id });
  const blockRows = (page.blocks ?? []).map((block, position) => ({
    pageId,
    sectionId: section!.id,
    position,
    widgetType: block.widgetType,
    setupData: block.setupData,
  }));
  const saved =
    blockRows.length > 0
      ? await db.insert(blocks).values(blockRows).returning({ id: blocks.id, position: blocks.position })
      : [];
  const snapshot = {
    sections: [
      {
        id: section!.id,
        position: 0,
        settings: {},
        blocks: blockRows.map((block) => ({
          id: saved.find((row) => row.position === block.position)?.id,
          position: block.position,
          widgetType: block.widgetType,
          setupData: block.setupData,
          settings: {},
          isProgressContributor: false,
        })),
      },
    ],
  };
  const [revision] = await db
    .insert(pageRevisions)
    .values({ pageId, authorId: page.authorId, snapshot })
    .returning({ id: pageRevisions.id });
  await db.update(pages).set({ revisionId: revision!.id }).where(eq(pages.id, pageId));
  return { id: pageId };
}
