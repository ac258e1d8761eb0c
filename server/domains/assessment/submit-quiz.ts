import { sql } from 'drizzle-orm';
import type { QuizState, SubmitQuizInput } from '../../../common/api/quiz';
import type { Database, Db } from '../../db/client';
import { jsonRecords } from '../../db/json-records';
import { onePerHandle } from '../../db/per-handle';
import { preparedRows, preparedSql } from '../../db/prepared';
import { quizAttempts } from '../../db/schema';
import { type BatchOutcome, WriteBatches } from '../../db/write-batches';
import { writeBehindOf } from '../../db/write-behind';
import { AppError } from '../../rpc/app-error';
import { type BlockMark, markBlocksDone } from '../learning';
import type { StoredAttempt } from './quiz-state';
import {
  decideQuizWrite,
  type KeptAttempt,
  type QuizWrite,
  quizWriteOf,
  writeKeyOf,
} from './quiz-submission';
import type { QuizBlock } from './quiz-target';

// A batch of submissions (submitQuiz's, one per learner and block) is five statements whatever its
// size, each built once (server/db/prepared.ts), its rows sent as one JSON parameter.
const KEY_COLUMNS = 'block_id uuid, user_id uuid, cohort_id uuid';

/** Lock each learner's scratchpad row (made when missing) in one order, so their attempts are numbered one at a time. */
const lockScratchpads = preparedSql(
  'quiz_scratchpads_lock',
  sql`
    INSERT INTO quiz_scratchpads (block_id, user_id, cohort_id)
    SELECT block_id, user_id, cohort_id FROM ${jsonRecords('keys', `k(${KEY_COLUMNS})`)}
    ORDER BY block_id, user_id, cohort_id
    ON CONFLICT (block_id, user_id, cohort_id) DO UPDATE SET updated_at = quiz_scratchpads.updated_at`,
);

const attemptsOfKeys = preparedRows(
  'quiz_attempts_of_keys',
  () => sql`
    SELECT a.block_id, a.user_id, a.number, a.submission_id, a.answers, a.mark, a.score, a.max_score,
      a.late, a.submitted_at, a.status
    FROM ${jsonRecords('keys', `k(${KEY_COLUMNS})`)}
    JOIN quiz_attempts a ON a.block_id = k.block_id AND a.user_id = k.user_id AND a.cohort_id = k.cohort_id
    ORDER BY a.number`,
  (values) => {
    const [blockId, userId, number, submissionId, answers, mark, score, maxScore, late, at, status] = values;
    const attempt: KeptAttempt = {
      number: number as number,
      submissionId: submissionId as string,
      answers,
      mark,
      score: score as number,
      maxScore: maxScore as number,
      late: late as boolean,
      submittedAt: quizAttempts.submittedAt.mapFromDriverValue(at as string) as Date,
      status: status as StoredAttempt['status'],
    };
    // One learner's attempts at one block (their class is the batch's for them).
    return { key: `${blockId}:${userId}`, attempt };
  },
);

/** Keep the scratchpads of the submissions let through, and store their new attempts. */
const keepScratchpadsAndAttempts = preparedSql(
  'quiz_scratchpads_attempts_write',
  sql`
    WITH kept AS (
      UPDATE quiz_scratchpads s SET data = p.data, updated_at = p.updated_at
      FROM ${jsonRecords('pads', `p(${KEY_COLUMNS}, data jsonb, updated_at timestamptz)`)}
      WHERE s.block_id = p.block_id AND s.user_id = p.user_id AND s.cohort_id = p.cohort_id
    )
    INSERT INTO quiz_attempts
      (block_id, user_id, cohort_id, number, submission_id, answers, mark, status, score, max_score, late, submitted_at)
    SELECT block_id, user_id, cohort_id, number, submission_id, answers, mark, status, score, max_score, late, submitted_at
    FROM ${jsonRecords(
      'attempts',
      `a(${KEY_COLUMNS}, number int, submission_id text, answers jsonb, mark jsonb, status text,
        score float8, max_score float8, late boolean, submitted_at timestamptz)`,
    )}`,
);

const keyText = (write: QuizWrite) => `${write.block.blockId}:${write.userId}`;

const keyRow = (write: QuizWrite) => {
  const { blockId, userId, cohortId } = writeKeyOf(write);
  return { block_id: blockId, user_id: userId, cohort_id: cohortId };
};

/**
 * Write submitQuiz calls (of distinct learners and blocks) in the caller's transaction: each
 * learner's scratchpad row locked, their attempts read, the rule decided for each
 * (quiz-submission.ts), then the scratchpads and attempts of those let through written, and their
 * blocks done or not with their progress recomputed. A call the rule refuses gets its error and
 * writes nothing.
 */
export async function writeQuizSubmissions(
  db: Db,
  writes: readonly QuizWrite[],
): Promise<BatchOutcome<QuizState>[]> {
  const keys = JSON.stringify(writes.map(keyRow));
  await lockScratchpads(db).execute({ keys });
  const attemptsByKey = new Map<string, KeptAttempt[]>();
  for (const { key, attempt } of await attemptsOfKeys(db).execute({ keys })) {
    const attempts = attemptsByKey.get(key) ?? [];
    attempts.push(attempt);
    attemptsByKey.set(key, attempts);
  }
  const outcomes: BatchOutcome<QuizState>[] = [];
  const pads: object[] = [];
  const attempts: object[] = [];
  const marks: BlockMark[] = [];
  for (const write of writes) {
    let decided: Awaited<ReturnType<typeof decideQuizWrite>>;
    try {
      decided = await decideQuizWrite(db, write, attemptsByKey.get(keyText(write)) ?? []);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ ok: false, error });
      continue;
    }
    outcomes.push({ ok: true, value: decided.state });
    pads.push({ ...keyRow(write), data: write.scratchpad, updated_at: write.now });
    if (decided.attempt) {
      const { submissionId, maxScore, submittedAt, ...attempt } = decided.attempt;
      attempts.push({
        ...keyRow(write),
        ...attempt,
        submission_id: submissionId,
        max_score: maxScore,
        submitted_at: submittedAt,
      });
    }
    if (decided.done !== null) {
      const { block } = write;
      marks.push({
        userId: write.userId,
        block: { id: block.blockId, pageId: block.pageId, courseId: block.courseId },
        done: decided.done,
      });
    }
  }
  if (pads.length > 0) {
    await keepScratchpadsAndAttempts(db).execute({
      pads: JSON.stringify(pads),
      attempts: JSON.stringify(attempts),
    });
  }
  await markBlocksDone(db, marks);
  return outcomes;
}

/** The submissions of an open database written in batches (group commit, server/db/write-batches.ts). */
const submissionBatches = onePerHandle(
  (database: Database) => new WriteBatches(database.db, writeQuizSubmissions, keyText),
);

/**
 * `submitQuiz` for learner `userId` of the block's named class (the answerQuiz rule let them
 * through): the answers are checked against the block's setup (400 with a reason per field), the
 * scratchpad kept, and a submission marked on the server and stored as the next attempt, unless
 * its submissionId was stored already (a submit sent twice counts once), or no attempt is left or
 * the right answers already show (409) (quiz-submission.ts). Called outside a transaction (its
 * method has none of its own), it joins the database's next batch of submissions, so a class
 * submitting at once shares statements and commits while a lone learner's goes at once; inside a
 * caller's transaction (a multi-call) it is written there.
 */
export async function submitQuiz(
  database: Database,
  db: Db,
  userId: string,
  loaded: QuizBlock,
  input: SubmitQuizInput,
  now = new Date(),
): Promise<QuizState> {
  const inBatch = db === database.db;
  // A quiz done on submission may complete its page, which counts the learner's recent views.
  if (loaded.isProgressContributor) await writeBehindOf(database).settle(db, userId);
  const write = await quizWriteOf(db, userId, loaded, input, now);
  if (inBatch) return submissionBatches(database).add(write);
  const [outcome] = await writeQuizSubmissions(db, [write]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
