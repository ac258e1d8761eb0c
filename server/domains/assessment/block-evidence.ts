import { and, inArray, sql } from 'drizzle-orm';
import type { Evidence } from '../../../common/domain/assessment/attainment';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import type { AlignedItems } from './aligned-items';
import { countedOf, type StoredAttempt } from './quiz-state';

type ScoredAttempt = Pick<StoredAttempt, 'number' | 'score' | 'maxScore' | 'status'>;

/** A learner in a class: attainment is per learner and class, as the gradebook's rows are. */
export interface ClassLearner {
  userId: string;
  cohortId: string;
}

export const learnerKey = (learner: ClassLearner) => `${learner.userId}:${learner.cohortId}`;

/**
 * The evidence of the aligned blocks for each of `learners` in `cohortIds`, by learner key and
 * block: the counted score (best or last marked attempt) out of the block's points; nothing for a
 * block without a marked attempt. One query whatever the learners, blocks or attempts: each
 * learner's attempts as one JSON array.
 */
export async function blockEvidence(
  db: Db,
  aligned: AlignedItems,
  learners: readonly ClassLearner[],
  cohortIds: readonly string[],
): Promise<Map<string, Map<string, Evidence>>> {
  const blockIds = [...new Set(aligned.blocks.map((block) => block.blockId))];
  const evidence = new Map<string, Map<string, Evidence>>();
  if (blockIds.length === 0 || learners.length === 0) return evidence;
  const rows = await db
    .select({
      userId: quizAttempts.userId,
      cohortId: quizAttempts.cohortId,
      attempts: sql<Array<[string, number, number, number, ScoredAttempt['status']]>>`json_agg(
        json_build_array(${quizAttempts.blockId}, ${quizAttempts.number}, ${quizAttempts.score},
          ${quizAttempts.maxScore}, ${quizAttempts.status})
        ORDER BY ${quizAttempts.number})`,
    })
    .from(quizAttempts)
    .where(
      and(
        inArray(quizAttempts.blockId, blockIds),
        inArray(
          quizAttempts.userId,
          learners.map((learner) => learner.userId),
        ),
        inArray(quizAttempts.cohortId, [...cohortIds]),
      ),
    )
    .groupBy(quizAttempts.userId, quizAttempts.cohortId);
  const settingsOf = new Map(aligned.blocks.map((block) => [block.blockId, block.settings]));
  for (const row of rows) {
    const byBlock = new Map<string, ScoredAttempt[]>();
    for (const [blockId, number, score, maxScore, status] of row.attempts) {
      byBlock.set(blockId, [...(byBlock.get(blockId) ?? []), { number, score, maxScore, status }]);
    }
    const counted = new Map<string, Evidence>();
    for (const [blockId, attempts] of byBlock) {
      const settings = settingsOf.get(blockId)!;
      const attempt = countedOf(attempts, settings);
      if (attempt) counted.set(blockId, { earned: attempt.score, possible: settings.points });
    }
    evidence.set(learnerKey(row), counted);
  }
  return evidence;
}
