import { and, asc, eq, sql } from 'drizzle-orm';
import { CLASS_FORM_REASONS, type ClassStaffMember, type ClassStaffRole } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import { enrolments, roleGrants, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { isActiveClassStaff } from './active-learner';
import type { LoadedClass } from './class-access';
import { enrolInClass } from './enrol';

const COHORT_ADMINISTRATOR: ClassStaffRole = 'cohort administrator';

const classGrant = (loaded: LoadedClass, userId: string) =>
  and(eq(roleGrants.userId, userId), eq(roleGrants.scope, 'class'), eq(roleGrants.scopePath, loaded.path));

/**
 * The class's staff (spec §4 cohort staff roles): facilitators (active staff enrolments) and
 * cohort administrators (class role grants), one row per person and role, in one query.
 */
export async function listStaff(db: Db, loaded: LoadedClass): Promise<ClassStaffMember[]> {
  const staff = sql`(
    SELECT e.user_id, 'facilitator' AS role FROM ${enrolments} e
      WHERE e.cohort_id = ${loaded.id} AND ${isActiveClassStaff('e')}
    UNION ALL
    SELECT g.user_id, g.role FROM ${roleGrants} g
      WHERE g.scope = 'class' AND g.scope_path = ${loaded.path}
  ) AS staff`;
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      profileName: users.profileName,
      email: users.email,
      role: sql<ClassStaffRole>`staff.role`,
    })
    .from(staff)
    .innerJoin(users, sql`${users.id} = staff.user_id`)
    .orderBy(asc(users.fullName), asc(sql`staff.role`));
  return rows;
}

/** The class a staff role is granted in: its id and path. */
export type StaffClass = Pick<LoadedClass, 'id' | 'path'>;

/**
 * Give user `userId` a staff role in the class, once they have accepted a staff invitation
 * (staff-invitations.ts). A facilitator is enrolled as staff through the one enrolment path (a
 * learner already in the class becomes staff); a cohort administrator gets the class role grant.
 */
export async function grantStaffRole(
  db: Db,
  cohort: StaffClass,
  userId: string,
  role: ClassStaffRole,
): Promise<void> {
  if (role === COHORT_ADMINISTRATOR) {
    await db
      .insert(roleGrants)
      .values({ userId, scope: 'class', scopePath: cohort.path, role })
      .onConflictDoUpdate({
        target: [roleGrants.userId, roleGrants.scope, roleGrants.scopePath],
        set: { role },
      });
    return;
  }
  const result = await enrolInClass(db, {
    cohortId: cohort.id,
    userId,
    source: 'staff',
    status: 'active',
    staff: true,
  });
  if (result.outcome === 'already_enrolled') {
    await db.update(enrolments).set({ staff: true }).where(eq(enrolments.id, result.enrolmentId));
  }
}

/**
 * Take a staff role away. A facilitator who joined only as staff leaves the class; one who was
 * also a learner stays enrolled as a learner. A role the person does not hold is 404.
 */
export async function removeStaff(
  db: Db,
  loaded: LoadedClass,
  userId: string,
  role: ClassStaffRole,
): Promise<ClassStaffMember[]> {
  let removed: unknown[];
  if (role === COHORT_ADMINISTRATOR) {
    removed = await db
      .delete(roleGrants)
      .where(and(classGrant(loaded, userId), eq(roleGrants.role, role)))
      .returning({ userId: roleGrants.userId });
  } else {
    const staffEnrolment = and(
      eq(enrolments.cohortId, loaded.id),
      eq(enrolments.userId, userId),
      eq(enrolments.staff, true),
    );
    removed = await db
      .delete(enrolments)
      .where(and(staffEnrolment, eq(enrolments.source, 'staff')))
      .returning({ id: enrolments.id });
    if (removed.length === 0) {
      removed = await db
        .update(enrolments)
        .set({ staff: false })
        .where(staffEnrolment)
        .returning({ id: enrolments.id });
    }
  }
  if (removed.length === 0) throw new AppError('not_found', CLASS_FORM_REASONS.notStaff);
  return listStaff(db, loaded);
}
