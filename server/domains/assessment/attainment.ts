import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ATTAINMENT_PAGE_SIZE, type Attainment } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import { enrolments, users } from '../../db/schema';
import { isActiveLearner, type LoadedClass } from '../classes';
import { alignedItems, itemCountOf } from './aligned-items';
import { blockEvidence, learnerKey } from './block-evidence';
import { alignedDrawnMarks } from './drawn-evidence';
import { alignedExamMarks, questionEvidenceOf } from './exam-evidence';
import { standingsOf } from './outcome-standings';

/** One page of the active learners of `cohortIds` by name (once per class they learn in), and how many there are. */
async function learnersPage(db: Db, cohortIds: readonly string[], page: number) {
  const ofClasses = and(inArray(enrolments.cohortId, [...cohortIds]), isActiveLearner());
  const [learners, [counted]] = await Promise.all([
    db
      .select({ userId: enrolments.userId, cohortId: enrolments.cohortId, fullName: users.fullName })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(ofClasses)
      .orderBy(asc(users.fullName), asc(users.id), asc(enrolments.cohortId))
      .limit(ATTAINMENT_PAGE_SIZE)
      .offset((page - 1) * ATTAINMENT_PAGE_SIZE),
    db.select({ n: count() }).from(enrolments).where(ofClasses),
  ]);
  return { learners, total: counted?.n ?? 0 };
}

/**
 * One page of the attainment of course `courseId` for `visible` (the classes the caller may see,
 * or the one of them asked for): each learner's standing on each outcome, from the counted scores
 * of the aligned blocks and the marks of the aligned bank questions in their best exam attempts and
 * their counted random selector attempts. Eight queries whatever the learners, outcomes, items or
 * attempts.
 */
export async function attainment(
  db: Db,
  courseId: string,
  visible: readonly Pick<LoadedClass, 'id' | 'path' | 'name'>[],
  page: number,
): Promise<Attainment> {
  const cohortIds = visible.map((cohort) => cohort.id);
  const [aligned, { learners, total }] = await Promise.all([
    alignedItems(db, courseId),
    learnersPage(db, cohortIds, page),
  ]);
  const userIds = learners.map((learner) => learner.userId);
  const [ofBlocks, examMarks, drawnMarks] = await Promise.all([
    blockEvidence(db, aligned, learners, cohortIds),
    alignedExamMarks(db, courseId, userIds, cohortIds),
    alignedDrawnMarks(db, courseId, userIds, cohortIds),
  ]);
  const pathOf = new Map(visible.map((cohort) => [cohort.id, cohort.path]));
  return {
    outcomes: aligned.outcomes.map((outcome) => ({ ...outcome, items: itemCountOf(aligned, outcome.id) })),
    classes: visible.map((cohort) => ({ path: cohort.path, name: cohort.name })),
    rows: learners.map((learner) => {
      const key = learnerKey(learner);
      const own = [...examMarks, ...drawnMarks].filter((attempt) => learnerKey(attempt) === key);
      return {
        userId: learner.userId,
        fullName: learner.fullName,
        cohortPath: pathOf.get(learner.cohortId)!,
        standings: standingsOf(aligned, ofBlocks.get(key) ?? new Map(), questionEvidenceOf(own)),
      };
    }),
    page,
    pageSize: ATTAINMENT_PAGE_SIZE,
    totalLearners: total,
  };
}
