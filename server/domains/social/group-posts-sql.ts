import { type SQL, sql } from 'drizzle-orm';

// Groups in the sharing of posts (spec §3 Block sharing `groups`, groupWorkSettings), in SQL: who is
// in a group of a type with whom, in a class. Used inside the queries that load posts, blocks and
// feeds, so they cost no query of their own.

/**
 * Are `viewer` and `author` (values or columns) both active members of one group of type
 * `groupType` (text SQL; null matches nothing) of the class `cohortId`?
 */
export function groupmatesSql(viewer: SQL, author: SQL, cohortId: SQL, groupType: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM social_group_members gv
    JOIN social_groups gg ON gg.id = gv.group_id
    JOIN social_group_members ga ON ga.group_id = gg.id
    WHERE gv.user_id = ${viewer} AND gv.status = 'active' AND ga.user_id = ${author} AND ga.status = 'active'
      AND gg.cohort_id = ${cohortId} AND gg.group_type = ${groupType})`;
}

/** The group type of block `b` done as group work (setup `groupWorkSettings`), or null: text SQL. */
export const GROUP_WORK_TYPE = sql`(CASE WHEN b.setup_data #>> '{groupWorkSettings,isGroupWorkActivity}' = 'true'
  THEN nullif(btrim(b.setup_data #>> '{groupWorkSettings,groupType}'), '') END)`;

/** The group type block `b` shares its posts with under the 'group' scheme (`sharing.groups[0]`): text SQL. */
export const SHARED_GROUP_TYPE = sql`nullif(btrim(b.settings #>> '{sharing,groups,0}'), '')`;

/** The group types `userId` is an active member of in the class `cohortId`, as a JSON array. */
export function memberGroupTypesSql(userId: string, cohortId: SQL): SQL<string[]> {
  return sql<string[]>`coalesce((SELECT json_agg(DISTINCT mg.group_type) FROM social_group_members mm
    JOIN social_groups mg ON mg.id = mm.group_id
    WHERE mm.user_id = ${userId}::uuid AND mm.status = 'active' AND mg.cohort_id = ${cohortId}), '[]'::json)`;
}

/**
 * The posts on block `b` in class `cohortId` that count as the caller's (spec §3 Block `postNum`):
 * their own, and on a block done as group work, their group's (a post by any member counts for the
 * group): a count.
 */
export function postNumSql(userId: string, cohortId: SQL): SQL<number> {
  const viewer = sql`${userId}::uuid`;
  return sql<number>`(SELECT count(*)::int FROM posts mine WHERE mine.block_id = b.id AND mine.cohort_id = ${cohortId}
    AND (mine.author_id = ${viewer}
      OR (${GROUP_WORK_TYPE} IS NOT NULL AND ${groupmatesSql(viewer, sql`mine.author_id`, cohortId, GROUP_WORK_TYPE)})))`;
}

/** The group types the caller and the author of post `p` are both active members of in its class, as a JSON array. */
export function sharedGroupTypesSql(userId: string): SQL<string[]> {
  return sql<string[]>`coalesce((SELECT json_agg(DISTINCT sg.group_type) FROM social_group_members sv
    JOIN social_groups sg ON sg.id = sv.group_id
    JOIN social_group_members sa ON sa.group_id = sg.id
    WHERE sv.user_id = ${userId}::uuid AND sv.status = 'active' AND sa.user_id = p.author_id
      AND sa.status = 'active' AND sg.cohort_id = p.cohort_id), '[]'::json)`;
}

/**
 * Is `viewer` in a group of page `pg`'s restricted type (spec §3 Page `pageGroupType`, §6) in the
 * class `cohortId`, or is the page restricted to none? A boolean.
 */
export function inPageGroupSql(viewer: SQL, cohortId: SQL): SQL<boolean> {
  return sql<boolean>`(pg.group_type IS NULL OR EXISTS (SELECT 1 FROM social_group_members pm
    JOIN social_groups pgr ON pgr.id = pm.group_id
    WHERE pm.user_id = ${viewer} AND pm.status = 'active' AND pgr.cohort_id = ${cohortId}
      AND pgr.group_type = pg.group_type))`;
}
