import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreateGroupInput,
  GROUP_PATH_MAX,
  GROUPS_LIST_MAX,
  type GroupDetail,
  type GroupFields,
  type GroupList,
  type GroupMember,
  type GroupSummary,
} from '../../../common/api/group';
import { reasonText } from '../../../common/reasons';
import { slugOf } from '../../../common/slug';
import { type Db, rowsOf } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import { avatarUrl } from '../accounts';
import type { SocialClass } from './class-standing';
import {
  type GroupClass,
  groupColumnsSql,
  type LoadedGroup,
  loadGroup,
  myMembershipSql,
} from './group-target';
import {
  administerGroup,
  joinGroup,
  mayAdministerGroup,
  createGroup as mayCreateGroup,
  leaveGroup as mayLeaveGroup,
  mayModerate,
  requestToJoinGroup,
} from './policy';

// The groups of a class (spec §2 groups, §3 Group): the reads and writes behind group.rpc.ts, whose
// policies (policy.ts) have let the caller in. Every list is one query whatever its length.

/** The group types of the class's groups, in name order, as SQL over a class id. */
const groupTypesSql = (
  cohortId: string,
) => sql`coalesce((SELECT json_agg(t.group_type ORDER BY lower(t.group_type))
  FROM (SELECT DISTINCT group_type FROM social_groups WHERE cohort_id = ${cohortId}::uuid) t), '[]'::json)`;

/** A group's summary for the caller: its fields, counts and what the caller's policies let them do. */
function summaryOf(actor: SignedInActor, group: LoadedGroup): GroupSummary {
  const administers = mayAdministerGroup(actor, group);
  return {
    id: group.id,
    path: group.path,
    name: group.name,
    description: group.description,
    groupType: group.groupType,
    isClosed: group.isClosed,
    memberCount: group.memberCount,
    requestCount: administers ? group.requestCount : 0,
    myStatus: group.myStatus,
    amAdmin: group.amAdmin,
    canJoin: joinGroup(actor, group) === true,
    canRequest: requestToJoinGroup(actor, group) === true,
    canLeave: mayLeaveGroup(actor, group) === true,
    canAdminister: administerGroup(actor, group) === true,
  };
}

/** A class's groups, name order, with the caller's place in each: one query. */
export async function listGroups(db: Db, actor: SignedInActor, target: GroupClass): Promise<GroupList> {
  const cohort = target.cohort!;
  const rows = rowsOf<Omit<LoadedGroup, 'cohort'> & { groupTypes: string[] }>(
    await db.execute(sql`SELECT ${groupColumnsSql(actor.userId)}, ${groupTypesSql(cohort.id)} AS "groupTypes"
      FROM (SELECT 1) one
      LEFT JOIN social_groups g ON g.cohort_id = ${cohort.id}::uuid
      ${myMembershipSql(actor.userId)}
      ORDER BY lower(g.name), g.created_at
      LIMIT ${GROUPS_LIST_MAX}`),
  );
  const groups = rows.filter((row) => row.id !== null).map((row) => ({ ...row, cohort }));
  return {
    cohortPath: cohort.path,
    className: cohort.name,
    coursePath: cohort.coursePath,
    groupTypes: rows[0]?.groupTypes ?? [],
    canCreate: mayCreateGroup(actor, target) === true,
    learnersCreateGroups: target.learnersCreateGroups,
    groups: groups.map((group) => summaryOf(actor, group)),
  };
}

interface MemberRow {
  userId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  isAdmin: boolean;
  status: 'active' | 'requested';
  since: string;
}

/** A group with its members (admins first, then by name) and, for those who administer it, its requests: one query. */
export async function readGroup(db: Db, actor: SignedInActor, group: LoadedGroup): Promise<GroupDetail> {
  const [row] = rowsOf<{ members: MemberRow[]; groupTypes: string[] }>(
    await db.execute(sql`SELECT coalesce((SELECT json_agg(json_build_object(
          'userId', u.id, 'fullName', u.full_name, 'profileName', u.profile_name, 'avatarKey', u.avatar_key,
          'isAdmin', m.is_admin, 'status', m.status, 'since', m.created_at)
          ORDER BY m.status, m.is_admin DESC, lower(u.full_name), u.id)
        FROM social_group_members m JOIN users u ON u.id = m.user_id
        WHERE m.group_id = ${group.id}::uuid), '[]'::json) AS members,
      ${groupTypesSql(group.cohortId)} AS "groupTypes"`),
  );
  const person = (member: MemberRow): GroupMember => ({
    userId: member.userId,
    fullName: member.fullName,
    profileName: member.profileName,
    avatarUrl: avatarUrl(member.avatarKey),
    isAdmin: member.isAdmin,
    since: new Date(member.since).toISOString(),
  });
  const members = row?.members ?? [];
  return {
    ...summaryOf(actor, group),
    cohortPath: group.cohort.path,
    className: group.cohort.name,
    coursePath: group.cohort.coursePath,
    groupTypes: row?.groupTypes ?? [],
    members: members.filter((member) => member.status === 'active').map(person),
    requests: mayAdministerGroup(actor, group)
      ? members.filter((member) => member.status === 'requested').map(person)
      : [],
  };
}

/** The group as it is now, for the caller (after a write). */
async function groupNow(db: Db, actor: SignedInActor, groupId: string): Promise<GroupDetail> {
  const group = await loadGroup(db, actor.userId, groupId);
  if (!group) throw new AppError('not_found', 'Not found.');
  return readGroup(db, actor, group);
}

/** Take turns on one group: its row locked for the rest of the transaction. */
async function lockGroup(db: Db, groupId: string): Promise<void> {
  await db.execute(sql`SELECT 1 FROM social_groups WHERE id = ${groupId}::uuid FOR UPDATE`);
}

/** A free path in the class from `name`: its slug, or the slug with the smallest free suffix. One query. */
async function freeGroupPath(db: Db, cohortId: string, name: string): Promise<string> {
  const base = slugOf(name, { maxLength: GROUP_PATH_MAX - 4, fallback: 'group' });
  const taken = new Set(
    rowsOf<{ path: string }>(
      await db.execute(sql`SELECT path FROM social_groups WHERE cohort_id = ${cohortId}::uuid
        AND (path = ${base} OR path LIKE ${`${base}-%`})`),
    ).map((row) => row.path),
  );
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/** Is `userId` an active member of a group of `groupType` in the class, other than `exceptGroupId`? */
async function inGroupOfType(
  db: Db,
  cohortId: string,
  userId: string,
  groupType: string,
  exceptGroupId: string | null,
): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM social_group_members m JOIN social_groups g ON g.id = m.group_id
      WHERE m.user_id = ${userId}::uuid AND m.status = 'active' AND g.cohort_id = ${cohortId}::uuid
        AND g.group_type = ${groupType} AND (${exceptGroupId}::uuid IS NULL OR g.id <> ${exceptGroupId}::uuid)
      LIMIT 1`),
  );
  return rows.length > 0;
}

/**
 * Create a group in the class (createGroup let the caller in): its path a free slug of its name in
 * the class, its creator its first member and admin. A learner already in a group of the type is
 * refused (409): one group of a type each, so group work knows whose group a post is for.
 */
export async function createGroup(
  db: Db,
  actor: SignedInActor,
  target: GroupClass,
  input: z.output<typeof CreateGroupInput>,
): Promise<GroupDetail> {
  const cohort = target.cohort as SocialClass;
  const learner = !mayModerate(actor, cohort.courseRole, cohort);
  if (learner) {
    // The learner's enrolment is locked, so two groups of theirs at once take turns.
    await db.execute(sql`SELECT 1 FROM enrolments WHERE id = ${cohort.enrolment!.id}::uuid FOR UPDATE`);
    if (await inGroupOfType(db, cohort.id, actor.userId, input.groupType, null)) {
      throw new AppError('conflict', reasonText('group.oneOfType', { groupType: input.groupType }));
    }
  }
  for (let attempt = 0; ; attempt++) {
    const path = await freeGroupPath(db, cohort.id, input.name);
    const [created] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO social_groups (cohort_id, path, name, description, group_type, is_closed, created_by)
        VALUES (${cohort.id}::uuid, ${path}, ${input.name}, ${input.description}, ${input.groupType},
          ${input.isClosed}, ${actor.userId}::uuid)
        ON CONFLICT (cohort_id, path) DO NOTHING RETURNING id`),
    );
    if (created) {
      // A learner who creates a group is its first member and admin; the class's staff administer
      // every group of the class without joining (mayAdministerGroup), so theirs starts empty.
      if (learner) {
        await db.execute(sql`INSERT INTO social_group_members (group_id, user_id, is_admin, status)
          VALUES (${created.id}::uuid, ${actor.userId}::uuid, true, 'active')`);
      }
      return groupNow(db, actor, created.id);
    }
    // Another group took the path between the read and the insert: choose again.
    if (attempt >= 3) throw new AppError('conflict', reasonText('group.busy'));
  }
}

/** Change a group's name, description, type and openness (its path stays, so links keep working). */
export async function editGroup(
  db: Db,
  actor: SignedInActor,
  group: LoadedGroup,
  input: z.output<typeof GroupFields>,
): Promise<GroupDetail> {
  await db.execute(sql`UPDATE social_groups SET name = ${input.name}, description = ${input.description},
    group_type = ${input.groupType}, is_closed = ${input.isClosed} WHERE id = ${group.id}::uuid`);
  return groupNow(db, actor, group.id);
}

/** Delete a group and its memberships and requests. */
export async function deleteGroup(db: Db, group: LoadedGroup): Promise<{ deleted: true }> {
  await db.execute(sql`DELETE FROM social_groups WHERE id = ${group.id}::uuid`);
  return { deleted: true };
}

/**
 * Join an open group, or ask to join a closed one (joinGroup, requestToJoinGroup let the caller in):
 * under a lock of the caller's enrolment, refused (409) when they are by then in a group of its type.
 */
export async function joinOrRequest(db: Db, actor: SignedInActor, group: LoadedGroup): Promise<GroupDetail> {
  await db.execute(sql`SELECT 1 FROM enrolments WHERE id = ${group.cohort.enrolment!.id}::uuid FOR UPDATE`);
  if (!group.isClosed && (await inGroupOfType(db, group.cohortId, actor.userId, group.groupType, group.id))) {
    throw new AppError('conflict', reasonText('group.oneOfType', { groupType: group.groupType }));
  }
  const status = group.isClosed ? 'requested' : 'active';
  await db.execute(sql`INSERT INTO social_group_members (group_id, user_id, is_admin, status)
    VALUES (${group.id}::uuid, ${actor.userId}::uuid, false, ${status})
    ON CONFLICT (group_id, user_id) DO UPDATE SET status = EXCLUDED.status
      WHERE social_group_members.status = 'requested'`);
  return groupNow(db, actor, group.id);
}

/** A member row of the group, locked (the group's row is locked first). */
async function lockedMember(
  db: Db,
  groupId: string,
  userId: string,
): Promise<{ status: 'active' | 'requested'; isAdmin: boolean } | undefined> {
  await lockGroup(db, groupId);
  const [row] = rowsOf<{ status: 'active' | 'requested'; isAdmin: boolean }>(
    await db.execute(sql`SELECT status, is_admin AS "isAdmin" FROM social_group_members
      WHERE group_id = ${groupId}::uuid AND user_id = ${userId}::uuid`),
  );
  return row;
}

/** The group's active members and admins, counted (under the group's lock). */
async function countsOf(db: Db, groupId: string): Promise<{ members: number; admins: number }> {
  const [row] = rowsOf<{ members: number; admins: number }>(
    await db.execute(sql`SELECT count(*)::int AS members, count(*) FILTER (WHERE is_admin)::int AS admins
      FROM social_group_members WHERE group_id = ${groupId}::uuid AND status = 'active'`),
  );
  return row ?? { members: 0, admins: 0 };
}

/** Would taking away `member`'s active admin role leave members without an admin? */
async function isLastAdmin(
  db: Db,
  groupId: string,
  member: { status: string; isAdmin: boolean },
): Promise<boolean> {
  if (member.status !== 'active' || !member.isAdmin) return false;
  const counts = await countsOf(db, groupId);
  return counts.admins <= 1 && counts.members > 1;
}

/** Approve (or decline) a request to join: the requester becomes a member (or the request goes). */
export async function answerRequest(
  db: Db,
  actor: SignedInActor,
  group: LoadedGroup,
  userId: string,
  approve: boolean,
): Promise<GroupDetail> {
  const member = await lockedMember(db, group.id, userId);
  if (member?.status !== 'requested') {
    throw new AppError('bad_request', reasonText('group.notRequested'), {
      userId: reasonText('group.notRequested'),
    });
  }
  if (!approve) {
    await db.execute(sql`DELETE FROM social_group_members WHERE group_id = ${group.id}::uuid
      AND user_id = ${userId}::uuid AND status = 'requested'`);
    return groupNow(db, actor, group.id);
  }
  if (await inGroupOfType(db, group.cohortId, userId, group.groupType, group.id)) {
    throw new AppError('conflict', reasonText('group.oneOfType', { groupType: group.groupType }));
  }
  // Only an active learner of the class becomes a member; one who left the class stays a request.
  const approved = rowsOf<{ one: number }>(
    await db.execute(sql`UPDATE social_group_members SET status = 'active', created_at = now()
      WHERE group_id = ${group.id}::uuid AND user_id = ${userId}::uuid AND status = 'requested'
        AND EXISTS (SELECT 1 FROM enrolments e WHERE e.cohort_id = ${group.cohortId}::uuid
          AND e.user_id = ${userId}::uuid AND e.status = 'active' AND NOT e.staff)
      RETURNING 1 AS one`),
  );
  if (approved.length === 0) {
    throw new AppError('bad_request', reasonText('group.notRequested'), {
      userId: reasonText('group.notRequested'),
    });
  }
  return groupNow(db, actor, group.id);
}

/** Leave a group or withdraw a request (leaveGroup let the caller in); the last admin check again under the lock. */
export async function leaveGroup(db: Db, actor: SignedInActor, group: LoadedGroup): Promise<{ left: true }> {
  const member = await lockedMember(db, group.id, actor.userId);
  if (!member) throw new AppError('bad_request', reasonText('group.notInGroup'));
  if (await isLastAdmin(db, group.id, member)) throw new AppError('conflict', reasonText('group.lastAdmin'));
  await db.execute(sql`DELETE FROM social_group_members WHERE group_id = ${group.id}::uuid
    AND user_id = ${actor.userId}::uuid`);
  return { left: true };
}

/** Make a member an admin, or no longer one; never the last admin of a group with other members. */
export async function setAdmin(
  db: Db,
  actor: SignedInActor,
  group: LoadedGroup,
  userId: string,
  isAdmin: boolean,
): Promise<GroupDetail> {
  const member = await lockedMember(db, group.id, userId);
  if (member?.status !== 'active') {
    throw new AppError('bad_request', reasonText('group.notMember'), {
      userId: reasonText('group.notMember'),
    });
  }
  if (!isAdmin && (await isLastAdmin(db, group.id, member))) {
    throw new AppError('conflict', reasonText('group.lastAdmin'));
  }
  await db.execute(sql`UPDATE social_group_members SET is_admin = ${isAdmin}
    WHERE group_id = ${group.id}::uuid AND user_id = ${userId}::uuid`);
  return groupNow(db, actor, group.id);
}

/** Remove a member (not the last admin of a group with other members). */
export async function removeMember(
  db: Db,
  actor: SignedInActor,
  group: LoadedGroup,
  userId: string,
): Promise<GroupDetail> {
  const member = await lockedMember(db, group.id, userId);
  if (member?.status !== 'active') {
    throw new AppError('bad_request', reasonText('group.notMember'), {
      userId: reasonText('group.notMember'),
    });
  }
  if (await isLastAdmin(db, group.id, member)) throw new AppError('conflict', reasonText('group.lastAdmin'));
  await db.execute(sql`DELETE FROM social_group_members WHERE group_id = ${group.id}::uuid
    AND user_id = ${userId}::uuid`);
  return groupNow(db, actor, group.id);
}
