import { type SQL, sql } from 'drizzle-orm';
import type { SocialClass } from './class-standing';

/**
 * The ids of the class's members, as a subquery: its active enrolments, learners and facilitators,
 * and its cohort administrators. Who may be mentioned in the class, and who is offered to mention.
 */
export function classMemberIds(cohort: Pick<SocialClass, 'id' | 'path'>): SQL {
  return sql`(SELECT e.user_id FROM enrolments e WHERE e.cohort_id = ${cohort.id}::uuid AND e.status = 'active'
    UNION SELECT g.user_id FROM role_grants g WHERE g.scope = 'class' AND g.scope_path = ${cohort.path})`;
}
