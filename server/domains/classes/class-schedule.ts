import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CohortSchedule } from '../../../common/api/membership';
import { pageSchedule } from '../../../common/domain/page-schedule';
import type { Db } from '../../db/client';
import { cohorts, enrolments, modules, pages } from '../../db/schema';
import { isActiveLearner } from './active-learner';
import type { LoadedClass } from './class-access';

/**
 * The cohort schedule of spec §3 for one class: every outline page of its course, in outline
 * order, with when it opens and is due in that class, counted in days on the class's wall clock
 * (its time zone). The class counts from its start date; a
 * class without one counts from the caller's own enrolment when they are a learner in it (a
 * self-paced class starts for each learner when they join), else the pages have no dates. One
 * query, whatever the number of pages.
 */
export async function readCohortSchedule(
  db: Db,
  loaded: LoadedClass,
  userId: string,
): Promise<CohortSchedule> {
  const startMs = sql<number | null>`(
    SELECT (extract(epoch FROM coalesce(c.start_date,
      (SELECT e.enrolled_at FROM ${enrolments} e
        WHERE e.cohort_id = c.id AND e.user_id = ${userId} AND ${isActiveLearner('e')})
    )) * 1000)::float8
    FROM ${cohorts} c WHERE c.id = ${loaded.id}
  )`;
  const timeZone = sql<string>`(SELECT c.class_access_tz FROM ${cohorts} c WHERE c.id = ${loaded.id})`;
  const rows = await db
    .select({
      pagePath: pages.path,
      title: pages.title,
      unlockAfterDays: pages.unlockAfterDays,
      dueAfterDays: pages.dueAfterDays,
      startMs,
      timeZone,
    })
    .from(pages)
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(and(eq(pages.courseId, loaded.courseId), isNotNull(pages.moduleId)))
    .orderBy(modules.position, modules.createdAt, pages.position, pages.createdAt);
  return {
    cohortPath: loaded.path,
    coursePath: loaded.coursePath,
    pages: rows.map(({ startMs: start, timeZone: zone, unlockAfterDays, dueAfterDays, ...page }) => ({
      ...page,
      ...pageSchedule(
        start === null ? null : { at: new Date(Number(start)), timeZone: zone },
        unlockAfterDays,
        dueAfterDays,
      ),
    })),
  };
}
