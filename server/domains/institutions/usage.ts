import { sql } from 'drizzle-orm';
import type { ActiveUserCounts, InstitutionUsage } from '../../../common/api/usage';
import { type Db, rowsOf } from '../../db/client';
import type { LoadedInstitution } from './institution-record';
import { billingPeriods, calendarMonths, type DayRange, recentRanges } from './usage-periods';

interface RangeActivity {
  key: string;
  activeUsers: number;
  learningSeconds: number;
  learners: number;
  learnerLimit: number;
}

/**
 * The institution's learners active in each of `ranges` (people with learning time in its courses
 * on a day of it, its team and educators not counted) and their learning time, with its learner
 * members and learner limit now: one query, whatever the number of ranges, courses or learners.
 */
async function activityIn(
  db: Db,
  institution: LoadedInstitution,
  ranges: DayRange[],
): Promise<RangeActivity[]> {
  return rowsOf<RangeActivity>(
    await db.execute(sql`
      WITH r AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) AS r(key text, start date, "end" date)),
      staff AS (
        SELECT user_id FROM institution_members WHERE institution_id = ${institution.id}::uuid AND role = 'educator'
        UNION SELECT user_id FROM role_grants WHERE scope = 'institution' AND scope_path = ${institution.path}),
      act AS (
        SELECT d.user_id, d.day, d.seconds FROM learning_time_daily d
        WHERE d.course_id IN (SELECT course_id FROM institution_courses WHERE institution_id = ${institution.id}::uuid)
          AND d.day >= (SELECT min(start) FROM r) AND d.day < (SELECT max("end") FROM r)
          AND d.user_id NOT IN (SELECT user_id FROM staff))
      SELECT r.key, count(DISTINCT a.user_id)::int AS "activeUsers",
        coalesce(sum(a.seconds), 0)::int AS "learningSeconds",
        (SELECT count(*)::int FROM institution_members m
          WHERE m.institution_id = ${institution.id}::uuid AND m.role = 'learner') AS learners,
        (SELECT learner_limit FROM institutions WHERE id = ${institution.id}::uuid) AS "learnerLimit"
      FROM r LEFT JOIN act a ON a.day >= r.start AND a.day < r."end"
      GROUP BY r.key`),
  );
}

/** Spec §7 activeUserCounts: learners active today, in the last 7 and in the last 30 days. */
export async function readActiveUserCounts(
  db: Db,
  institution: LoadedInstitution,
  now = new Date(),
): Promise<ActiveUserCounts> {
  const rows = await activityIn(db, institution, recentRanges(now));
  const count = (key: string) => rows.find((row) => row.key === key)?.activeUsers ?? 0;
  return { day: count('day'), week: count('week'), month: count('month'), learners: rows[0]?.learners ?? 0 };
}

/** Spec §3 Institution subscription usage: the months and billing periods since it was made (12 at most). */
export async function readInstitutionUsage(
  db: Db,
  institution: LoadedInstitution,
  canManageSubscription: boolean,
  now = new Date(),
): Promise<InstitutionUsage> {
  const made = new Date(institution.createdAt);
  const months = calendarMonths(made, now);
  const periods = billingPeriods(made, now);
  const rows = new Map(
    (await activityIn(db, institution, [...months, ...periods])).map((row) => [row.key, row]),
  );
  const periodUsage = (period: DayRange) => ({
    start: period.start,
    end: period.end,
    activeUsers: rows.get(period.key)?.activeUsers ?? 0,
  });
  const any = rows.values().next().value;
  const billingCycleUsageSummary = periods.map(periodUsage);
  return {
    subscriptionId: null,
    canManageSubscription,
    learnerLimit: any?.learnerLimit ?? 0,
    learners: any?.learners ?? 0,
    billingPeriodSummary: billingCycleUsageSummary.at(-1)!,
    billingCycleUsageSummary,
    monthlyUsageSummary: {
      subscriptionId: null,
      monthlyUsages: months.map((month) => ({
        month: month.key,
        activeUsers: rows.get(month.key)?.activeUsers ?? 0,
        learningSeconds: rows.get(month.key)?.learningSeconds ?? 0,
      })),
    },
  };
}
