import { sql } from 'drizzle-orm';

/**
 * The group types of the groups of a course's classes (spec §3 Page `courseGroupTypes`), name
 * order, as a column: what an editor chooses a page's group type from. Groups are social's rows,
 * read here from the shared schema (content never imports the domain above it).
 */
export const courseGroupTypesSql = (courseId: string) =>
  sql<string[]>`coalesce((SELECT json_agg(t.group_type ORDER BY lower(t.group_type)) FROM (
    SELECT DISTINCT g.group_type FROM social_groups g JOIN cohorts c ON c.id = g.cohort_id
    WHERE c.course_id = ${courseId}::uuid) t), '[]'::json)`;
