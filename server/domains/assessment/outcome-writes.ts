import { eq, inArray, sql } from 'drizzle-orm';
import { COURSE_OUTCOMES_MAX } from '../../../common/api/course';
import { type CourseOutcomes, OUTCOME_REASONS } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import { courseOutcomes, courses } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import { lockCourse, moveInList } from '../courses';
import { courseOutcomesOf, outcomesOf } from './course-outcomes';

/** The course an outcome method works on (loadCourse's row). */
interface OutcomeCourse {
  id: string;
  alignmentVisibility: boolean;
}

/** An outcome as a write leaves it: a kept one by its id, a new one without. */
type Written = { id: string | null; text: string };
type Stored = { id: string; text: string };

/**
 * Write `next` as the course's outcomes, in order: rows gone are deleted (their alignments with
 * them), kept rows take their new place and text, new ones are inserted; then `courses.outcomes`
 * (what the landing page and search read) becomes the texts, which migration 0015's trigger finds
 * all in place.
 */
async function rewrite(db: Db, courseId: string, current: readonly Stored[], next: readonly Written[]) {
  const placed = next.map((outcome, position) => ({ ...outcome, position }));
  const kept = new Set(placed.map((outcome) => outcome.id));
  const gone = current.filter((outcome) => !kept.has(outcome.id)).map((outcome) => outcome.id);
  if (gone.length > 0) await db.delete(courseOutcomes).where(inArray(courseOutcomes.id, gone));
  const moved = placed.filter((outcome) => outcome.id !== null);
  if (moved.length > 0) {
    const rows = sql.join(
      moved.map(({ id, position, text }) => sql`(${id}::uuid, ${position}::int, ${text}::text)`),
      sql`, `,
    );
    await db.execute(sql`UPDATE ${courseOutcomes} SET position = v.position, text = v.text
      FROM (VALUES ${rows}) AS v(id, position, text) WHERE ${courseOutcomes}.id = v.id`);
  }
  const added = placed.filter((outcome) => outcome.id === null);
  if (added.length > 0) {
    await db.insert(courseOutcomes).values(added.map(({ position, text }) => ({ courseId, position, text })));
  }
  await db
    .update(courses)
    .set({ outcomes: next.map((outcome) => outcome.text), updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

/**
 * Change the course's outcomes by `change` (of the outcomes as they are, read under the course's
 * lock so writers take turns), then answer them as the outcomes tab lists them.
 */
async function changeOutcomes(
  db: Db,
  course: OutcomeCourse,
  change: (current: Stored[]) => Written[],
): Promise<CourseOutcomes> {
  await lockCourse(db, course.id);
  const current = await outcomesOf(db, course.id);
  await rewrite(db, course.id, current, change(current));
  return courseOutcomesOf(db, course);
}

/** The outcome `outcomeId` among `current`: 404 when it is not (or no longer) the course's. */
function existing(current: readonly Stored[], outcomeId: string): Stored {
  const found = current.find((outcome) => outcome.id === outcomeId);
  if (!found) throw new AppError('not_found', REASONS.notFound);
  return found;
}

/** Add an outcome at the end: 409 once the course has the most it may. */
export const addOutcome = (db: Db, course: OutcomeCourse, text: string) =>
  changeOutcomes(db, course, (current) => {
    if (current.length >= COURSE_OUTCOMES_MAX) throw new AppError('conflict', OUTCOME_REASONS.full);
    return [...current, { id: null, text }];
  });

/** Rewrite an outcome's text; it keeps its alignments. */
export const editOutcome = (db: Db, course: OutcomeCourse, outcomeId: string, text: string) =>
  changeOutcomes(db, course, (current) => {
    existing(current, outcomeId);
    return current.map((outcome) => (outcome.id === outcomeId ? { ...outcome, text } : outcome));
  });

/** Move an outcome to `position` (0 first; past the end, last). */
export const moveOutcome = (db: Db, course: OutcomeCourse, outcomeId: string, position: number) =>
  changeOutcomes(db, course, (current) => {
    existing(current, outcomeId);
    return moveInList(current, outcomeId, position);
  });

/** Remove an outcome and its alignments: 409 for the last one (a course keeps at least one). */
export const removeOutcome = (db: Db, course: OutcomeCourse, outcomeId: string) =>
  changeOutcomes(db, course, (current) => {
    existing(current, outcomeId);
    if (current.length === 1) throw new AppError('conflict', OUTCOME_REASONS.last);
    return current.filter((outcome) => outcome.id !== outcomeId);
  });

/** Whether learners see their own attainment on the course progress page. */
export async function setAlignmentVisibility(
  db: Db,
  course: OutcomeCourse,
  alignmentVisibility: boolean,
): Promise<CourseOutcomes> {
  await db
    .update(courses)
    .set({ alignmentVisibility, updatedAt: new Date() })
    .where(eq(courses.id, course.id));
  return courseOutcomesOf(db, { ...course, alignmentVisibility });
}
