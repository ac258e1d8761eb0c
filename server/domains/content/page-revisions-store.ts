import { eq } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { pageRevisions, pages } from '../../db/schema';
import { sectionsForReader } from './page-blocks';
import { readStoredSections } from './page-sections';

/**
 * The snapshot a revision keeps: the page's sections with their blocks as stored, in order.
 * `{ sections: [{ id, position, settings, blocks: [{ id, position, widgetType, setupData, settings,
 * isProgressContributor }] }] }` (the format outline-page-create.ts writes for a new page).
 */
export interface RevisionSnapshot {
  sections: Array<{
    id: string;
    position: number;
    settings: Record<string, unknown>;
    blocks: Array<{
      id: string;
      position: number;
      widgetType: string;
      setupData: Record<string, unknown>;
      settings: Record<string, unknown>;
      isProgressContributor: boolean;
    }>;
  }>;
}

/** Stored sections as a snapshot. */
export function snapshotOf(sections: readonly PageSection[]): RevisionSnapshot {
  return {
    sections: sections.map((section, position) => ({
      id: section.id,
      position,
      settings: section.settings,
      blocks: section.blocks.map((block, blockPosition) => ({ ...block, position: blockPosition })),
    })),
  };
}

/** A snapshot's sections, in order, as `readStoredSections` answers them. */
export function sectionsOfSnapshot(snapshot: RevisionSnapshot): PageSection[] {
  return [...snapshot.sections]
    .sort((a, b) => a.position - b.position)
    .map((section) => ({
      id: section.id,
      settings: section.settings,
      blocks: [...section.blocks]
        .sort((a, b) => a.position - b.position)
        .map(({ id, widgetType, setupData, settings, isProgressContributor }) => ({
          id,
          widgetType,
          setupData,
          settings,
          isProgressContributor,
        })),
    }));
}

/**
 * Record the page's layout as it now stands as a new revision by `authorId` (a restore names the
 * revision it restored) and make it the page's current one. Call after every saved change, inside
 * the change's transaction, with the page locked. Answers the layout as a reader receives it.
 */
export async function recordRevision(
  db: Db,
  pageId: string,
  authorId: string | null,
  restoredFrom: string | null = null,
): Promise<PageLayout> {
  const sections = await readStoredSections(db, pageId);
  const [revision] = await db
    .insert(pageRevisions)
    .values({ pageId, authorId, snapshot: snapshotOf(sections), restoredFrom })
    .returning({ id: pageRevisions.id });
  await db.update(pages).set({ revisionId: revision!.id, updatedAt: new Date() }).where(eq(pages.id, pageId));
  return { pageId, revisionId: revision!.id, sections: sectionsForReader(sections) };
}
