import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RevisionList, RevisionPreview, RevisionSummary } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { blocks, pageRevisions, pageSections, users } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { EditablePage } from './page-access';
import { sectionsForReader } from './page-blocks';
import { countedChanges } from './page-revision-changes';
import { type RevisionSnapshot, sectionsOfSnapshot } from './page-revisions-store';
import { SANITIZED, sanitizedSetupData } from './rich-text-storage';

/** The number of blocks a revision's snapshot holds, counted by the database. */
const blockCount = sql<number>`(
  select coalesce(sum(jsonb_array_length(coalesce(s -> 'blocks', '[]'::jsonb))), 0)::int
  from jsonb_array_elements(coalesce(${pageRevisions.snapshot} -> 'sections', '[]'::jsonb)) as s
)`;

const summaryColumns = {
  id: pageRevisions.id,
  createdAt: pageRevisions.createdAt,
  savedAt: pageRevisions.savedAt,
  changes: pageRevisions.changes,
  authorName: users.fullName,
  restoredFrom: pageRevisions.restoredFrom,
  blockCount,
};

type SummaryRow = {
  id: string;
  createdAt: Date;
  savedAt: Date | null;
  changes: unknown;
  authorName: string | null;
  restoredFrom: string | null;
  blockCount: number;
};

const summaryOf = (page: EditablePage, row: SummaryRow): RevisionSummary => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  savedAt: (row.savedAt ?? row.createdAt).toISOString(),
  changes: countedChanges(row.changes),
  authorName: row.authorName,
  restoredFrom: row.restoredFrom,
  isCurrent: row.id === page.revisionId,
  blockCount: row.blockCount,
});

/** A page's revisions, newest first, a window of them with the total (one query, a second only past the end). */
export async function listRevisions(
  db: Db,
  page: EditablePage,
  window: { offset: number; limit: number },
): Promise<RevisionList> {
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .where(eq(pageRevisions.pageId, page.id))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id))
    .offset(window.offset)
    .limit(window.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    const [counted] = await db
      .select({ total: count() })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, page.id));
    total = counted?.total ?? 0;
  }
  return { revisions: rows.map((row) => summaryOf(page, row)), total };
}

/** A revision of `page` with its snapshot, or 404 (a revision of another page is not found). */
async function findRevision(db: Db, page: EditablePage, revisionId: string) {
  const [row] = await db
    .select({ ...summaryColumns, snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, page.id)));
  if (!row) throw new AppError('not_found', REASONS.notFound, { revisionId: REASONS.notFound });
  return { summary: summaryOf(page, row), snapshot: row.snapshot as RevisionSnapshot };
}

/** A revision's content as a reader would see it. */
export async function previewRevision(
  db: Db,
  page: EditablePage,
  revisionId: string,
): Promise<RevisionPreview> {
  const { summary, snapshot } = await findRevision(db, page, revisionId);
  return { revision: summary, sections: sectionsForReader(sectionsOfSnapshot(snapshot)) };
}

/**
 * Put a revision's sections and blocks back on the page (call with the page locked). The page's
 * current rows are replaced by the snapshot's, with fresh ids: the snapshot may name rows that were
 * deleted since, or that still exist. Records nothing: the caller records the restore.
 */
export async function restoreSnapshot(db: Db, page: EditablePage, revisionId: string): Promise<void> {
  const { snapshot } = await findRevision(db, page, revisionId);
  const sections = sectionsOfSnapshot(snapshot);
  await db.delete(pageSections).where(eq(pageSections.pageId, page.id));
  // A page keeps at least one section, even if a snapshot were to hold none.
  const kept = sections.length > 0 ? sections : [{ settings: {}, blocks: [] }];
  const inserted = await db
    .insert(pageSections)
    .values(kept.map((section, position) => ({ pageId: page.id, position, settings: section.settings })))
    .returning({ id: pageSections.id, position: pageSections.position });
  const blockRows = kept.flatMap((section, sectionPosition) => {
    const sectionId = inserted.find((row) => row.position === sectionPosition)!.id;
    return section.blocks.map((block, position) => ({
      pageId: page.id,
      sectionId,
      position,
      widgetType: block.widgetType,
      setupData: sanitizedSetupData(block.widgetType, block.setupData),
      ...SANITIZED,
      settings: block.settings,
      isProgressContributor: block.isProgressContributor,
    }));
  });
  if (blockRows.length > 0) await db.insert(blocks).values(blockRows);
}
