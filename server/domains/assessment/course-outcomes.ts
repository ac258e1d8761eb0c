import { asc, eq, sql } from 'drizzle-orm';
import type { CourseOutcomes } from '../../../common/api/outcomes';
import type { Db } from '../../db/client';
import { blockAlignments, courseOutcomes, questionAlignments } from '../../db/schema';

/** A course's outcomes in order: id and text. One query. */
export function outcomesOf(db: Db, courseId: string) {
  return db
    .select({ id: courseOutcomes.id, text: courseOutcomes.text })
    .from(courseOutcomes)
    .where(eq(courseOutcomes.courseId, courseId))
    .orderBy(asc(courseOutcomes.position), asc(courseOutcomes.id));
}

/**
 * The course's outcomes as its team keeps them, each with how many blocks and questions are aligned
 * to it (what goes with it when removed), and whether learners see their attainment. One query.
 */
export async function courseOutcomesOf(
  db: Db,
  course: { id: string; alignmentVisibility: boolean },
): Promise<CourseOutcomes> {
  const outcomes = await db
    .select({
      id: courseOutcomes.id,
      text: courseOutcomes.text,
      // `${courseOutcomes}.id`: the outcome's id, never read as a column of the subquery's table.
      alignments: sql<number>`(SELECT count(*)::int FROM ${blockAlignments} a WHERE a.outcome_id = ${courseOutcomes}.id)
        + (SELECT count(*)::int FROM ${questionAlignments} a WHERE a.outcome_id = ${courseOutcomes}.id)`,
    })
    .from(courseOutcomes)
    .where(eq(courseOutcomes.courseId, course.id))
    .orderBy(asc(courseOutcomes.position), asc(courseOutcomes.id));
  return { outcomes, alignmentVisibility: course.alignmentVisibility };
}
