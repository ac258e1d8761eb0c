import { ASSESSMENT_REPORT_MIN_SCORED, type MyReport } from '../../../common/api/assessment-report';
import type { Db } from '../../db/client';
import type { LoadedClass } from '../classes';
import { classResults } from './class-report';
import { myGrades } from './my-grades';

/** `score` of `outOf` in percent to one decimal (null when either is unknown, or out of nothing). */
const shareOf = (score: number | null, outOf: number | null) =>
  score === null || outOf === null || outOf <= 0
    ? null
    : Math.min(100, Math.round((score / outOf) * 1000) / 10);

/**
 * `getMyReport`: learner `userId`'s results in `cohort` item by item (what their grades show them)
 * against their class's averages. An average shows only beside their own shown score (an item whose
 * marks are held tells nothing of how the class did either), and only once at least
 * ASSESSMENT_REPORT_MIN_SCORED learners have a score, so that it gives away nobody's own. Nine
 * queries, whatever the items or learners.
 */
export async function myReport(
  db: Db,
  userId: string,
  courseId: string,
  cohort: LoadedClass,
  now = new Date(),
): Promise<MyReport> {
  const [mine, { results }] = await Promise.all([
    myGrades(db, userId, courseId, cohort, now),
    classResults(db, cohort),
  ]);
  const percents = new Map<string, number | null>([
    ...mine.items.map((item) => [item.blockId, shareOf(item.score, item.maxScore)] as const),
    ...mine.exams.map((exam) => [exam.examId, shareOf(exam.score, exam.maxScore)] as const),
  ]);
  return {
    cohortPath: cohort.path,
    // The items the learner's grades list: quizzes shared with learners, and the exams.
    items: results
      .filter((result) => percents.has(result.id))
      .map((result) => {
        const percent = percents.get(result.id) ?? null;
        const averaged = percent !== null && result.scored >= ASSESSMENT_REPORT_MIN_SCORED;
        return {
          kind: result.kind,
          id: result.id,
          title: result.title,
          pagePath: result.pagePath,
          question: result.question,
          percent,
          classAverage: averaged ? result.averagePercent : null,
        };
      }),
  };
}
