import { and, eq, sql } from 'drizzle-orm';
import type { BlockCompletionResult } from '../../../common/api/progress';
import type { Db } from '../../db/client';
import { jsonRecords } from '../../db/json-records';
import { preparedSql } from '../../db/prepared';
import { blocks, courseProgress, courses, modules, pages, roleGrants } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { classAccessColumns } from '../classes';
import { recomputeLearnersProgress } from './course-progress';
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

/** A progress-contributing block to mark done (`done`) or not done for a learner. */
export interface BlockMark {
  userId: string;
  block: Pick<LearnerBlock, 'id' | 'pageId' | 'courseId'>;
  done: boolean;
}

// Any number of marks in one statement, built once (server/db/prepared.ts).
const setCompletions = preparedSql(
  'set_block_completions',
  sql`
    WITH marks AS (SELECT * FROM ${jsonRecords('marks', 'm(user_id uuid, block_id uuid, page_id uuid, done boolean)')}),
    added AS (
      INSERT INTO block_completions (user_id, block_id, page_id)
      SELECT user_id, block_id, page_id FROM marks WHERE done ORDER BY user_id, block_id
      ON CONFLICT DO NOTHING
    )
    DELETE FROM block_completions bc USING marks m
    WHERE NOT m.done AND bc.user_id = m.user_id AND bc.block_id = m.block_id`,
);

/**
 * Mark progress-contributing blocks done or not done for their learners (whom the block rule, or a
 * quiz's submission or mark, let through), then recompute their page completion and course
 * progress: two statements whatever the number of marks; in the writer's transaction.
 */
export async function markBlocksDone(db: Db, marks: readonly BlockMark[]): Promise<void> {
  if (marks.length === 0) return;
  const rows = marks.map(({ userId, block, done }) => ({
    user_id: userId,
    block_id: block.id,
    page_id: block.pageId,
    done,
  }));
  await setCompletions(db).execute({ marks: JSON.stringify(rows) });
  await recomputeLearnersProgress(
    db,
    marks.map(({ userId, block }) => ({ userId, courseId: block.courseId })),
  );
}

/** markBlocksDone for one learner and block. */
export const markBlockDone = (db: Db, userId: string, block: BlockMark['block'], done: boolean) =>
  markBlocksDone(db, [{ userId, block, done }]);

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
