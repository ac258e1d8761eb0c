import { type SQL, sql } from 'drizzle-orm';

/**
 * Is the enrolment row `alias` (default: the enrolments table itself) an active learner of its
 * class: an active enrolment that is not the class's staff? The one place this rule is written.
 */
export function isActiveLearner(alias = 'enrolments'): SQL {
  const row = sql.identifier(alias);
  return sql`(${row}.status = 'active' AND NOT ${row}.staff)`;
}

/** Is the enrolment row `alias` an active member of the class's staff? */
export function isActiveClassStaff(alias = 'enrolments'): SQL {
  const row = sql.identifier(alias);
  return sql`(${row}.status = 'active' AND ${row}.staff)`;
}
