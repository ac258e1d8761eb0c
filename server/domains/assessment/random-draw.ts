import { and, count, eq, ne, sql } from 'drizzle-orm';
import { RandomSelectorSetup } from '../../../common/domain/quiz/random-selector-setup';
import { seededShuffle } from '../../../common/domain/quiz/shuffle';
import type { Db } from '../../db/client';
import { quizAttempts, quizScratchpads } from '../../db/schema';
import { drawCandidates, loadPool } from './exam-pool';
import type { QuizBlock } from './quiz-target';

export const RANDOM_SELECTOR = 'random_selector';

/** The questions drawn for one of a learner's attempts, as quiz_scratchpads.drawn keeps them. */
export interface Draw {
  attempt: number;
  questions: Array<{ id: string; widgetType: string; setupData: Record<string, unknown> }>;
}

/** A random selector block of a learner, the attempt its questions are for, and the draw kept so far. */
export interface DrawRequest {
  blockId: string;
  setupData: Record<string, unknown>;
  /** The attempt to draw for: the next one, or the last once none is left (its questions stay shown). */
  attempt: number;
  kept: Draw | null;
}

/** The attempt a random selector's questions are drawn for, after `taken` attempts of `maxAttempts`. */
export const drawAttemptOf = (taken: number, maxAttempts: number | null) =>
  maxAttempts !== null && taken >= maxAttempts ? Math.max(1, taken) : taken + 1;

/**
 * The questions of each random selector block for the learner's attempt: those kept for that
 * attempt, else `count` drawn at random (stable: the same seed draws the same) from the block's
 * bank in the course, and kept. Two queries whatever the blocks, and none when every draw is kept.
 */
export async function drawnQuestions(
  db: Db,
  learner: { userId: string; cohortId: string; courseId: string },
  requests: readonly DrawRequest[],
): Promise<Map<string, Draw>> {
  const draws = new Map<string, Draw>();
  const missing = requests.filter((request) => request.kept?.attempt !== request.attempt);
  for (const request of requests) if (!missing.includes(request)) draws.set(request.blockId, request.kept!);
  if (missing.length === 0) return draws;
  const parts = missing.flatMap((request) => {
    const setup = RandomSelectorSetup.parse(request.setupData);
    return setup.bankId ? [{ request, part: { kind: 'draw' as const, ...setup, bankId: setup.bankId } }] : [];
  });
  const pool = await loadPool(
    db,
    learner.courseId,
    parts.map(({ part }) => part),
  );
  for (const request of missing) {
    const entry = parts.find((candidate) => candidate.request === request);
    const drawn = entry
      ? seededShuffle(
          drawCandidates(entry.part, pool, new Set()),
          `${request.blockId}:${learner.userId}:${request.attempt}`,
        ).slice(0, entry.part.count)
      : [];
    draws.set(request.blockId, {
      attempt: request.attempt,
      questions: drawn.map(({ id, widgetType, setupData }) => ({ id, widgetType, setupData })),
    });
  }
  await db
    .insert(quizScratchpads)
    .values(
      missing.map((request) => ({
        blockId: request.blockId,
        userId: learner.userId,
        cohortId: learner.cohortId,
        drawn: draws.get(request.blockId)!,
      })),
    )
    .onConflictDoUpdate({
      target: [quizScratchpads.blockId, quizScratchpads.userId, quizScratchpads.cohortId],
      set: { drawn: sql`excluded.drawn` },
    });
  return draws;
}

/** The block's setup with the questions drawn for the learner, as the random selector marks it. */
export const withDraw = (setupData: Record<string, unknown>, draw: Draw) => ({
  ...setupData,
  drawn: draw.questions,
});

/**
 * A quiz block as its learner answers it: a random selector's setup with the questions drawn for
 * their attempt (two queries, and two more when it draws); any other block as it is.
 */
export async function blockAsDrawn<Block extends QuizBlock>(
  db: Db,
  userId: string,
  block: Block,
): Promise<Block> {
  if (block.widgetType !== RANDOM_SELECTOR) return block;
  const cohortId = block.cohort!.id;
  const mine = (table: typeof quizScratchpads | typeof quizAttempts) =>
    and(eq(table.blockId, block.blockId), eq(table.userId, userId), eq(table.cohortId, cohortId));
  const [[kept], [{ taken } = { taken: 0 }]] = await Promise.all([
    db.select({ drawn: quizScratchpads.drawn }).from(quizScratchpads).where(mine(quizScratchpads)),
    db
      .select({ taken: count() })
      .from(quizAttempts)
      .where(and(mine(quizAttempts), ne(quizAttempts.status, 'returned'))),
  ]);
  const { maxAttempts } = RandomSelectorSetup.parse(block.setupData);
  const draws = await drawnQuestions(db, { userId, cohortId, courseId: block.courseId }, [
    {
      blockId: block.blockId,
      setupData: block.setupData,
      attempt: drawAttemptOf(taken, maxAttempts),
      kept: (kept?.drawn as Draw | null) ?? null,
    },
  ]);
  return { ...block, setupData: withDraw(block.setupData, draws.get(block.blockId)!) };
}
