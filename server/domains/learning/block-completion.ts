import { and, eq, sql } from 'drizzle-orm';
import type { BlockCompletionResult } from '../../../common/api/progress';
import { isLocked, pageSchedule } from '../../../common/domain/page-schedule';
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
import { AppError, REASONS } from '../../rpc/app-error';
import { classAccessColumns, learnerStart } from '../classes';
import { sectionsVisibleTo } from '../content';
import { recomputeCourseProgress } from './course-progress';
import { isoOrNull } from './iso-time';
import { progressPercent } from './progress-rules';

/** English reasons of the block completion methods. */
export const PROGRESS_REASONS = {
  learnersOnly: 'Only learners of this course mark blocks as done.',
  notContributor: 'This block does not count towards progress.',
  pageLocked: 'This page has not opened yet.',
} as const;

/** The block with its page, course and the caller's standing as a learner, in one query. */
async function loadBlock(db: Db, actor: Actor, blockId: string) {
  const [row] = await db
    .select({
      id: blocks.id,
      pageId: blocks.pageId,
      settings: blocks.settings,
      isProgressContributor: blocks.isProgressContributor,
      unlockAfterDays: pages.unlockAfterDays,
      courseId: courses.id,
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
 * The block `blockId` when the caller, a learner of an open class of its course, may read it: a
 * block of a course they have nothing to do with, or one hidden from learners, is not found; other
 * readers (course roles, staff, facilitators) are refused, as is a block on a page not open yet in
 * the learner's schedule or one that does not count.
 */
async function blockForLearner(db: Db, actor: Actor, blockId: string) {
  const block = await loadBlock(db, actor, blockId);
  const reader = block && (block.classAccess !== null || block.courseRole !== null || actor.isStaff);
  if (!reader) throw new AppError('not_found', REASONS.notFound);
  const start = learnerStart(block);
  if (start === null) throw new AppError('forbidden', PROGRESS_REASONS.learnersOnly);
  const now = new Date();
  const asRead = {
    id: block.id,
    widgetType: '',
    setupData: {},
    settings: block.settings,
    isProgressContributor: true,
  };
  const [visible] = sectionsVisibleTo([{ id: '', settings: {}, blocks: [asRead] }], false, now);
  if (visible!.blocks.length === 0) throw new AppError('not_found', REASONS.notFound);
  if (isLocked(pageSchedule(start, block.unlockAfterDays, null).unlocksAt, now)) {
    throw new AppError('forbidden', PROGRESS_REASONS.pageLocked);
  }
  if (!block.isProgressContributor) throw new AppError('bad_request', PROGRESS_REASONS.notContributor);
  return block;
}

/**
 * Mark a progress-contributing block done (`done`) or not done for the signed-in learner, then
 * recompute their page completion and course progress; in the request's transaction.
 */
export async function setBlockDone(
  db: Db,
  actor: Actor,
  blockId: string,
  done: boolean,
): Promise<BlockCompletionResult> {
  const userId = actor.userId!;
  const block = await blockForLearner(db, actor, blockId);
  if (done) {
    await db.insert(blockCompletions).values({ userId, blockId, pageId: block.pageId }).onConflictDoNothing();
  } else {
    await db
      .delete(blockCompletions)
      .where(and(eq(blockCompletions.userId, userId), eq(blockCompletions.blockId, blockId)));
  }
  await recomputeCourseProgress(db, userId, block.courseId);
  const [stored] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, block.courseId)));
  return {
    blockId,
    done,
    progress: progressPercent(stored!.completedPages, stored!.totalPages),
    summaries: {
      completedPages: stored!.completedPages,
      totalPages: stored!.totalPages,
      lastActiveAt: isoOrNull(stored!.lastActiveAt),
    },
  };
}
