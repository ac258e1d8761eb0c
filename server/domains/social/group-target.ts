import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { classStandingSql, type SocialClass } from './class-standing';

// The targets of the `group` calls, each loaded in one query with the caller's standing in the class
// (class-standing.ts) and in the group, so every rule in policy.ts decides without a query.

/** A class as the group calls load it: the caller's standing and whether its learners create groups. */
export interface GroupClass {
  /** Null when there is no class at the path. */
  cohort: SocialClass | null;
  learnersCreateGroups: boolean;
}

/** A group with the caller's place in it and what its rules count. */
export interface LoadedGroup {
  id: string;
  cohortId: string;
  path: string;
  name: string;
  description: string;
  groupType: string;
  isClosed: boolean;
  /** Its class with the caller's standing there. */
  cohort: SocialClass;
  myStatus: 'active' | 'requested' | null;
  amAdmin: boolean;
  memberCount: number;
  adminCount: number;
  requestCount: number;
  /** The caller is an active member of another group of the same type in the class. */
  inOtherOfType: boolean;
}

/** The class at `cohortPath` (any case) with the caller's standing, and its group setting: one query. */
export async function loadGroupClass(db: Db, userId: string, cohortPath: string): Promise<GroupClass> {
  const path = cohortPath.trim().toLowerCase();
  const [row] = rowsOf<GroupClass>(
    await db.execute(sql`SELECT ${classStandingSql(userId, sql`c.path = ${path}`)} AS cohort,
      coalesce((SELECT gc.learners_create_groups FROM cohorts gc WHERE gc.path = ${path}), false)
        AS "learnersCreateGroups"`),
  );
  return row ?? { cohort: null, learnersCreateGroups: false };
}

/**
 * The columns of a LoadedGroup over `g` (a social_groups row) and `me` (the caller's membership of
 * it, left-joined), without its class: shared by one group's load and a class's list.
 */
export function groupColumnsSql(userId: string): SQL {
  return sql`g.id, g.cohort_id AS "cohortId", g.path, g.name, g.description, g.group_type AS "groupType",
    g.is_closed AS "isClosed", me.status AS "myStatus", coalesce(me.is_admin AND me.status = 'active', false) AS "amAdmin",
    (SELECT count(*)::int FROM social_group_members gm WHERE gm.group_id = g.id AND gm.status = 'active') AS "memberCount",
    (SELECT count(*)::int FROM social_group_members gm
      WHERE gm.group_id = g.id AND gm.status = 'active' AND gm.is_admin) AS "adminCount",
    (SELECT count(*)::int FROM social_group_members gm WHERE gm.group_id = g.id AND gm.status = 'requested') AS "requestCount",
    EXISTS (SELECT 1 FROM social_group_members om JOIN social_groups og ON og.id = om.group_id
      WHERE om.user_id = ${userId}::uuid AND om.status = 'active' AND og.cohort_id = g.cohort_id
        AND og.group_type = g.group_type AND og.id <> g.id) AS "inOtherOfType"`;
}

/** The caller's membership `me` of group `g`, for a FROM. */
export const myMembershipSql = (userId: string): SQL =>
  sql`LEFT JOIN social_group_members me ON me.group_id = g.id AND me.user_id = ${userId}::uuid`;

/** The group `groupId` with its class, the caller's standing in both and its counts: one query. */
export async function loadGroup(db: Db, userId: string, groupId: string): Promise<LoadedGroup | undefined> {
  if (!isUuid(groupId)) return undefined;
  const [row] = rowsOf<LoadedGroup>(
    await db.execute(sql`SELECT ${groupColumnsSql(userId)},
        ${classStandingSql(userId, sql`c.id = g.cohort_id`)} AS cohort
      FROM social_groups g ${myMembershipSql(userId)}
      WHERE g.id = ${groupId.toLowerCase()}::uuid`),
  );
  return row;
}
