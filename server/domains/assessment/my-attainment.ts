import { eq } from 'drizzle-orm';
import type { MyAttainment } from '../../../common/api/outcomes';
import type { Evidence } from '../../../common/domain/assessment/attainment';
import { resultsReleased } from '../../../common/domain/exam/exam-rules';
import type { Db } from '../../db/client';
import { cohorts, exams } from '../../db/schema';
import type { LoadedClass } from '../classes';
import { alignedItems, itemCountOf } from './aligned-items';
import { alignedDrawnMarks } from './drawn-evidence';
import { alignedExamMarks, questionEvidenceOf } from './exam-evidence';
import { windowIn } from './exam-view';
import { myGrades } from './my-grades';
import { standingsOf } from './outcome-standings';

/** The ids of the course's exams whose results the learners of `cohortId` see at `now`: one query. */
async function releasedExamIds(db: Db, courseId: string, cohortId: string, now: Date) {
  const rows = await db
    .select({ exam: exams, timeZone: cohorts.classAccessTz })
    .from(exams)
    .innerJoin(cohorts, eq(cohorts.id, cohortId))
    .where(eq(exams.courseId, courseId));
  return new Set(
    rows
      .filter(({ exam, timeZone }) => resultsReleased(exam, windowIn(exam, timeZone), now))
      .map((row) => row.exam.id),
  );
}

/**
 * Learner `userId`'s own standing on each outcome of course `courseId`, in their class `cohort`,
 * from what they are shown of their results: a quiz's counted score once it reveals marks (their
 * grades, my-grades.ts), and with it a random selector's drawn questions' marks, an exam
 * question's mark once the exam's results are out. Nine queries.
 */
export async function myAttainment(
  db: Db,
  userId: string,
  courseId: string,
  cohort: LoadedClass,
  now = new Date(),
): Promise<MyAttainment> {
  const [aligned, grades, released, examMarks, drawnMarks] = await Promise.all([
    alignedItems(db, courseId),
    myGrades(db, userId, courseId, cohort, now),
    releasedExamIds(db, courseId, cohort.id, now),
    alignedExamMarks(db, courseId, [userId], [cohort.id]),
    alignedDrawnMarks(db, courseId, [userId], [cohort.id]),
  ]);
  const ofBlocks = new Map<string, Evidence>(
    grades.items.flatMap((item) =>
      item.score === null ? [] : [[item.blockId, { earned: item.score, possible: item.maxScore }] as const],
    ),
  );
  const shownExams = examMarks.filter((attempt) => released.has(attempt.examId));
  // A random selector's questions count once the selector shows the learner its marks.
  const shownDrawn = drawnMarks.filter((attempt) =>
    grades.items.some((item) => item.blockId === attempt.blockId && item.score !== null),
  );
  const standings = standingsOf(aligned, ofBlocks, questionEvidenceOf([...shownExams, ...shownDrawn]));
  return {
    outcomes: aligned.outcomes.map((outcome, index) => ({
      ...outcome,
      items: itemCountOf(aligned, outcome.id),
      standing: standings[index]!,
    })),
  };
}
