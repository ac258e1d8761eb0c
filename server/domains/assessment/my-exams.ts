import type { ExamStanding } from '../../../common/api/exam';
import { isTimeUp } from '../../../common/domain/exam/exam-rules';
import type { Db } from '../../db/client';
import { finishAttempt } from './exam-attempts';
import { type AttemptRow, standingOf } from './exam-view';
import { ownExamAttempts } from './my-exam-grades';

/**
 * `myExams`: the course's exams as the learner of class `cohortId` stands in each, oldest first.
 * One query whatever the exams (and one more for each attempt whose time ran out, handed in now).
 */
export async function myExams(
  db: Db,
  userId: string,
  courseId: string,
  cohort: { id: string; path: string },
  now = new Date(),
): Promise<{ cohortPath: string; exams: ExamStanding[] }> {
  const rows = await ownExamAttempts(db, userId, courseId, cohort.id);
  const timeZone = rows[0]?.timeZone ?? 'UTC';
  const byExam = new Map<string, { exam: (typeof rows)[number]['exam']; attempts: AttemptRow[] }>();
  for (const row of rows) {
    const entry = byExam.get(row.exam.id) ?? { exam: row.exam, attempts: [] };
    if (row.attempt) {
      const due = row.attempt.submittedAt === null && isTimeUp(row.attempt.endsAt, now);
      const finished = due ? await finishAttempt(db, row.attempt, row.attempt.answers, now, true) : null;
      entry.attempts.push(finished ?? row.attempt);
    }
    byExam.set(row.exam.id, entry);
  }
  return {
    cohortPath: cohort.path,
    exams: [...byExam.values()].map(({ exam, attempts }) => standingOf(exam, timeZone, attempts, now)),
  };
}
