import { eq, sql } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import { REVISION_SESSION_MINUTES } from '../../../common/api/page-admin';
import type { PageLayout } from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { pageRevisions, pages } from '../../db/schema';
import { sectionsForReader } from './page-blocks';
import { changesBetween, mergeChanges, type StoredChanges } from './page-revision-changes';
import { readStoredSections } from './page-sections';
import { SANITIZED, sanitizedSnapshot } from './rich-text-storage';

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

/** The page's current revision, and whether a save by its author now continues its editing session. */
async function currentRevision(db: Db, pageId: string) {
  const [row] = await db
    .select({
      id: pageRevisions.id,
      authorId: pageRevisions.authorId,
      restoredFrom: pageRevisions.restoredFrom,
      snapshot: pageRevisions.snapshot,
      changes: pageRevisions.changes,
      recent: sql<boolean>`coalesce(${pageRevisions.savedAt}, ${pageRevisions.createdAt})
        > now() - interval '1 minute' * ${REVISION_SESSION_MINUTES}`,
    })
    .from(pages)
    .innerJoin(pageRevisions, eq(pageRevisions.id, pages.revisionId))
    .where(eq(pages.id, pageId));
  return row;
}

/**
 * Record the page's layout as it now stands and make it the page's current revision, saying what
 * changed. Saves by one author within REVISION_SESSION_MINUTES of the last are one editing session:
 * they extend its revision instead of adding one. The page as created and a restore (naming the
 * revision it restored) are revisions of their own, which no session extends. Call after every
 * saved change, inside the change's transaction, with the page locked. Answers the layout as a
 * reader receives it.
 */
export async function recordRevision(
  db: Db,
  pageId: string,
  authorId: string | null,
  restoredFrom: string | null = null,
): Promise<PageLayout> {
  const sections = await readStoredSections(db, pageId);
  const snapshot = sanitizedSnapshot(snapshotOf(sections));
  const current = await currentRevision(db, pageId);
  const save: StoredChanges = current
    ? changesBetween(sectionsOfSnapshot(current.snapshot as RevisionSnapshot), sections)
    : { ...changesBetween([], sections), created: true };
  // Null for a restore and for revisions recorded before sessions were.
  const session = current?.changes as StoredChanges | null | undefined;
  const continues =
    current !== undefined &&
    restoredFrom === null &&
    authorId !== null &&
    current.authorId === authorId &&
    session != null &&
    !session.created &&
    current.recent;
  let revisionId: string;
  if (continues) {
    revisionId = current.id;
    await db
      .update(pageRevisions)
      .set({ snapshot, ...SANITIZED, savedAt: sql`now()`, changes: mergeChanges(session, save) })
      .where(eq(pageRevisions.id, revisionId));
  } else {
    const [revision] = await db
      .insert(pageRevisions)
      // A restore's fresh row ids would read as every block removed and added again: it records none.
      .values({ pageId, authorId, snapshot, ...SANITIZED, restoredFrom, changes: restoredFrom ? null : save })
      .returning({ id: pageRevisions.id });
    revisionId = revision!.id;
  }
  await db.update(pages).set({ revisionId, updatedAt: new Date() }).where(eq(pages.id, pageId));
  return { pageId, revisionId, sections: sectionsForReader(sections) };
}
