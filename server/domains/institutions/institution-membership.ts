import { sql } from 'drizzle-orm';
import {
  type AutoMembership,
  INSTITUTION_REASONS,
  type InstitutionMember,
  type MemberList,
  type MemberListInput,
  type Membership,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { containsPattern } from '../../db/like-pattern';
import { AppError } from '../../rpc/app-error';
import type { LoadedInstitution } from './institution-record';

// The institution's members (spec §3 Institution learnerLimit, autoMembership; §7
// getPaginatedEnrolments). Members join by the database's triggers (migration 0033): by enrolling
// in one of its courses, refused when its learners fill its limit, and by automatic membership
// when their verified address is at a mapped domain.

type Institution = Pick<LoadedInstitution, 'id'>;

/** The learner limit, the learners and educators counted, and automatic membership; one query. */
export async function readMembership(
  db: Db,
  institution: Institution,
  canSetLearnerLimit: boolean,
): Promise<Membership> {
  const [row] = rowsOf<Omit<Membership, 'canSetLearnerLimit'>>(
    await db.execute(sql`
      SELECT i.learner_limit AS "learnerLimit", i.auto_membership AS "autoMembership",
        count(m.user_id) FILTER (WHERE m.role = 'learner')::int AS learners,
        count(m.user_id) FILTER (WHERE m.role = 'educator')::int AS educators
      FROM institutions i LEFT JOIN institution_members m ON m.institution_id = i.id
      WHERE i.id = ${institution.id}::uuid
      GROUP BY i.id`),
  );
  return { ...row!, canSetLearnerLimit };
}

/** Turn automatic membership on or off with its mapping (people already members stay); one statement. */
export async function updateAutoMembership(
  db: Db,
  institution: Institution,
  input: AutoMembership,
): Promise<void> {
  await db.execute(sql`
    UPDATE institutions SET auto_membership = ${JSON.stringify(input)}::jsonb, updated_at = now()
    WHERE id = ${institution.id}::uuid`);
}

/** Set the learner limit (members over it stay; nobody more joins until there is room); one statement. */
export async function setLearnerLimit(db: Db, institution: Institution, learnerLimit: number): Promise<void> {
  await db.execute(sql`
    UPDATE institutions SET learner_limit = ${learnerLimit}, updated_at = now()
    WHERE id = ${institution.id}::uuid`);
}

/** A page of members, newest first, by name or address and role, and how many match; two queries. */
export async function readMembers(
  db: Db,
  institution: Institution,
  input: Required<Omit<MemberListInput, 'role'>> & Pick<MemberListInput, 'role'>,
): Promise<MemberList> {
  const pattern = containsPattern(input.q);
  const matching = sql`
    FROM institution_members m JOIN users u ON u.id = m.user_id
    WHERE m.institution_id = ${institution.id}::uuid
      ${input.role ? sql`AND m.role = ${input.role}` : sql``}
      ${input.q ? sql`AND (u.full_name ILIKE ${pattern} OR u.email ILIKE ${pattern})` : sql``}`;
  const members = rowsOf<InstitutionMember>(
    await db.execute(sql`
      SELECT m.user_id AS "userId", u.full_name AS "fullName", u.email, m.role, m.source,
        ${isoSql(sql`m.joined_at`)} AS "joinedAt"
      ${matching}
      ORDER BY m.joined_at DESC, m.user_id
      LIMIT ${input.limit} OFFSET ${input.offset}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total ${matching}`),
  );
  return { members, total: counted?.total ?? 0 };
}

/** Take a member out of the institution (their enrolments stay); one statement. */
export async function removeMember(db: Db, institution: Institution, userId: string): Promise<void> {
  const removed = await db.execute(sql`
    DELETE FROM institution_members
    WHERE institution_id = ${institution.id}::uuid AND user_id = ${userId}::uuid
    RETURNING user_id`);
  if (rowsOf(removed).length === 0) {
    throw new AppError('invalid_input', INSTITUTION_REASONS.notMember, {
      userId: INSTITUTION_REASONS.notMember,
    });
  }
}
