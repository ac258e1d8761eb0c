import type { Db } from '../../db/client';
import { blocks, pageSections, pages } from '../../db/schema';
import { recordRevision } from './page-revisions-store';
import { SANITIZED, sanitizedSetupData } from './rich-text-storage';

/** A block to place in a new page's section. */
export interface NewBlock {
  widgetType: string;
  setupData: Record<string, unknown>;
  settings?: Record<string, unknown>;
  isProgressContributor?: boolean;
}

/** A section of a new page with its blocks, in order. */
export interface NewSection {
  settings: Record<string, unknown>;
  blocks: readonly NewBlock[];
}

/** What a new page is made of. */
export interface NewPage {
  courseId: string;
  moduleId: string;
  path: string;
  title: string;
  position: number;
  authorId: string | null;
  /** The whole layout, in order (a template's or a copied page's); when not empty, wins over `blocks`. */
  sections?: readonly NewSection[];
  /** Blocks of the only section when `sections` is not given (none: an empty page). */
  blocks?: readonly NewBlock[];
}

/**
 * Create a page with its layout (`sections`, or one section holding `blocks`) and its first
 * revision, whose snapshot is that layout; the page shows that revision. Every section and block
 * gets a fresh id. The caller's transaction holds the writes together.
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
  // A page always has a section to add blocks to, even from a template that has none.
  const layout = page.sections?.length ? page.sections : [{ settings: {}, blocks: page.blocks ?? [] }];
  const sectionRows = await db
    .insert(pageSections)
    .values(layout.map((section, position) => ({ pageId, position, settings: section.settings })))
    .returning({ id: pageSections.id, position: pageSections.position });
  const sectionIds = new Map(sectionRows.map((row) => [row.position, row.id]));
  const blockRows = layout.flatMap((section, sectionPosition) =>
    section.blocks.map((block, position) => ({
      pageId,
      sectionId: sectionIds.get(sectionPosition)!,
      position,
      widgetType: block.widgetType,
      setupData: sanitizedSetupData(block.widgetType, block.setupData),
      ...SANITIZED,
      settings: block.settings ?? {},
      isProgressContributor: block.isProgressContributor ?? false,
    })),
  );
  if (blockRows.length > 0) await db.insert(blocks).values(blockRows);
  await recordRevision(db, pageId, page.authorId);
  return { id: pageId };
}
