import { eq } from 'drizzle-orm';
import type { BlockAlignment } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import { blockAlignments, blocks, courses, pages, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { courseGrantOf } from '../courses';
import { outcomesOf } from './course-outcomes';
import { checkOutcomeIds } from './outcome-ids';

/** A block with its course and the caller's role in it (the alignment rule, policy.ts). */
export interface AlignedBlock {
  blockId: string;
  widgetType: string;
  /** Whether a file or recording block takes work handed in (isAnswerableBlock) is in its setup. */
  setupData: Record<string, unknown>;
  courseId: string;
  myRole: string | null;
}

/** The block `blockId` with its course and the caller's course role: one query; none for a visitor. */
export async function loadAlignedBlock(
  db: Db,
  userId: string | null,
  blockId: string,
): Promise<AlignedBlock | undefined> {
  if (userId === null || !isUuid(blockId)) return undefined;
  const [row] = await db
    .select({
      blockId: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      courseId: courses.id,
      myRole: roleGrants.role,
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .leftJoin(roleGrants, courseGrantOf(userId))
    .where(eq(blocks.id, blockId));
  return row;
}

/** The course's outcomes and those the block is aligned to: two queries. */
export async function blockAlignment(db: Db, block: AlignedBlock): Promise<BlockAlignment> {
  const [outcomes, aligned] = await Promise.all([
    outcomesOf(db, block.courseId),
    db
      .select({ outcomeId: blockAlignments.outcomeId })
      .from(blockAlignments)
      .where(eq(blockAlignments.blockId, block.blockId)),
  ]);
  const ids = new Set(aligned.map((row) => row.outcomeId));
  return {
    outcomes,
    outcomeIds: outcomes.filter((outcome) => ids.has(outcome.id)).map((outcome) => outcome.id),
  };
}

/** Align the block to exactly `outcomeIds` (outcomes of its course: 400 otherwise). */
export async function alignBlock(db: Db, block: AlignedBlock, outcomeIds: readonly string[]) {
  checkOutcomeIds(await outcomesOf(db, block.courseId), outcomeIds);
  await db.delete(blockAlignments).where(eq(blockAlignments.blockId, block.blockId));
  if (outcomeIds.length > 0) {
    // Two editors saving at once may insert the same pair: the second keeps the first's.
    await db
      .insert(blockAlignments)
      .values(outcomeIds.map((outcomeId) => ({ blockId: block.blockId, outcomeId })))
      .onConflictDoNothing();
  }
  return blockAlignment(db, block);
}
