import { and, eq, sql } from 'drizzle-orm';
import type { BlockCompletionResult } from '../../../common/api/progress';
import type { Db } from '../../db/client';
import {
  blockCompletions,
  blocks,
  courseProgress,
  courses,
  modules,
  pages,
  roleGrants,
} from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { classAccessColumns } from '../classes';
import { recomputeCourseProgress } from './course-progress';
import { isoOrNull } from './iso-time';
import { progressPercent } from './progress-rules';

/** A block with its page, course and what the caller is to the course, for the block rule (policy.ts). */
export type LearnerBlock = NonNullable<Awaited<ReturnType<typeof loadLearnerBlock>>>;

/** The block `blockId` with its page, course and the caller's standing as a reader, in one query. */
export async function loadLearnerBlock(db: Db, actor: Actor, blockId: string) {
  const [row] = await db
    .select({
      id: blocks.id,
      pageId: blocks.pageId,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      settings: blocks.settings,
      isProgressContributor: blocks.isProgressContributor,
      unlockAfterDays: pages.unlockAfterDays,
      courseId: courses.id,
      coursePath: courses.path,
      courseRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${actor.userId} AND ${roleGrants.scope} = 'course'
          AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
      ...classAccessColumns(actor.userId),
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    // Only pages placed in a module are readable.
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(eq(blocks.id, blockId));
  return row;
}

/**
 * Mark a progress-contributing block done (`done`) or not done for learner `userId` (whom the block
 * rule, or a quiz's submission or mark, let through), then recompute their page completion and
 * course progress; in the request's transaction.
 */
export async function markBlockDone(
  db: Db,
  userId: string,
  block: Pick<LearnerBlock, 'id' | 'pageId' | 'courseId'>,
  done: boolean,
): Promise<void> {
  const blockId = block.id;
  if (done) {
    await db.insert(blockCompletions).values({ userId, blockId, pageId: block.pageId }).onConflictDoNothing();
  } else {
    await db
      .delete(blockCompletions)
      .where(and(eq(blockCompletions.userId, userId), eq(blockCompletions.blockId, blockId)));
  }
  await recomputeCourseProgress(db, userId, block.courseId);
}

/** markBlockDone, answered with the block's state and the learner's course progress. */
export async function setBlockDone(
  db: Db,
  userId: string,
  block: Pick<LearnerBlock, 'id' | 'pageId' | 'courseId'>,
  done: boolean,
): Promise<BlockCompletionResult> {
  await markBlockDone(db, userId, block, done);
  const [stored] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, block.courseId)));
  return {
    blockId: block.id,
    done,
    progress: progressPercent(stored!.completedPages, stored!.totalPages),
    summaries: {
      completedPages: stored!.completedPages,
      totalPages: stored!.totalPages,
      lastActiveAt: isoOrNull(stored!.lastActiveAt),
    },
  };
}
