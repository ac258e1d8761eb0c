import { sql } from 'drizzle-orm';
import { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import { type Db, rowsOf } from '../../db/client';
import { arrayText } from './array-param';
import type { AlignedExamMarks } from './exam-evidence';
import { countedOf, type StoredAttempt } from './quiz-state';
import { RANDOM_SELECTOR } from './random-draw';

type DrawnAttempt = Pick<StoredAttempt, 'number' | 'score' | 'maxScore' | 'status'> & {
  marks: AlignedExamMarks['marks'] | null;
};

interface Row {
  user_id: string;
  cohort_id: string;
  block_id: string;
  setup_data: Record<string, unknown>;
  attempts: DrawnAttempt[];
}

/** A learner's counted attempt at a random selector, with its marks on the drawn questions aligned to outcomes. */
export interface AlignedDrawnMarks {
  userId: string;
  cohortId: string;
  blockId: string;
  marks: AlignedExamMarks['marks'];
}

/**
 * The counted attempt (best or last marked, as the block counts) of each of `userIds` in
 * `cohortIds` at each random selector of course `courseId` on a page of its outline, with only its
 * marks on the drawn bank questions aligned to the course's outcomes (`questionMarks` of the
 * selector's mark, common/domain/quiz/random-selector.ts): the evidence a drawn question gives its
 * outcomes, as an exam's does. One query whatever the learners, blocks or attempts.
 */
export async function alignedDrawnMarks(
  db: Db,
  courseId: string,
  userIds: readonly string[],
  cohortIds: readonly string[],
): Promise<AlignedDrawnMarks[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT a.user_id, a.cohort_id, a.block_id, b.setup_data,
        json_agg(json_build_object('number', a.number, 'score', a.score, 'maxScore', a.max_score,
          'status', a.status,
          'marks', (SELECT jsonb_object_agg(m.key, m.value) FROM jsonb_each(a.mark->'questionMarks') m
            WHERE m.key IN (SELECT qa.question_id::text FROM question_alignments qa
              JOIN course_outcomes o ON o.id = qa.outcome_id WHERE o.course_id = ${courseId}::uuid)))
          ORDER BY a.number) AS attempts
      FROM quiz_attempts a
      JOIN blocks b ON b.id = a.block_id AND b.widget_type = ${RANDOM_SELECTOR}
      JOIN pages p ON p.id = b.page_id AND p.course_id = ${courseId}::uuid AND p.module_id IS NOT NULL
      WHERE a.user_id = ANY(${arrayText(userIds)}::uuid[]) AND a.cohort_id = ANY(${arrayText(cohortIds)}::uuid[])
      GROUP BY a.user_id, a.cohort_id, a.block_id, b.setup_data`),
  );
  return rows.flatMap((row) => {
    const counted = countedOf(row.attempts, QuizSettings.parse(row.setup_data));
    const marks = (counted as DrawnAttempt | null)?.marks;
    return marks ? [{ userId: row.user_id, cohortId: row.cohort_id, blockId: row.block_id, marks }] : [];
  });
}
