import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ClassStaffRole } from '../../../common/api/cohort';
import type { InvitationAnswer, InvitationKind, InvitationStatus } from '../../../common/api/invitations';
import type { Db } from '../../db/client';
import { classInvitations, classStaffInvitations, cohorts, courses } from '../../db/schema';
import { hashToken } from '../../security/keys';

/**
 * An invitation as the invited person meets it, of either kind: to learn in a class (a class
 * invitation, spec §4 invitee status) or to join its staff (a staff invitation), with its class
 * and course.
 */
export interface OpenInvitation {
  kind: InvitationKind;
  id: string;
  email: string;
  /** A staff invitation's role; null for a class invitation. */
  role: ClassStaffRole | null;
  answer: InvitationAnswer;
  /** A class invitation's stored status (null for a staff invitation). */
  status: InvitationStatus | null;
  invitedAt: Date;
  cohortId: string;
  cohortPath: string;
  cohortName: string;
  courseId: string;
  coursePath: string;
  courseName: string;
}

/** Where a class invitation's status leaves the invited person. */
export function answerOfStatus(status: InvitationStatus): InvitationAnswer {
  if (status === 'auto_enrolled' || status === 'already_enrolled') return 'accepted';
  return status === 'declined' ? 'declined' : 'pending';
}

const classColumns = {
  cohortId: cohorts.id,
  cohortPath: cohorts.path,
  cohortName: cohorts.name,
  courseId: courses.id,
  coursePath: courses.path,
  courseName: courses.name,
};

async function classInvitationsWhere(db: Db, where: SQL): Promise<OpenInvitation[]> {
  const rows = await db
    .select({
      id: classInvitations.id,
      email: classInvitations.email,
      status: classInvitations.status,
      invitedAt: classInvitations.createdAt,
      ...classColumns,
    })
    .from(classInvitations)
    .innerJoin(cohorts, eq(cohorts.id, classInvitations.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(where);
  return rows.map((row) => ({ ...row, kind: 'class', role: null, answer: answerOfStatus(row.status) }));
}

async function staffInvitationsWhere(db: Db, where: SQL): Promise<OpenInvitation[]> {
  const rows = await db
    .select({
      id: classStaffInvitations.id,
      email: classStaffInvitations.email,
      role: classStaffInvitations.role,
      answer: classStaffInvitations.status,
      invitedAt: classStaffInvitations.createdAt,
      ...classColumns,
    })
    .from(classStaffInvitations)
    .innerJoin(cohorts, eq(cohorts.id, classStaffInvitations.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(where);
  return rows.map((row) => ({ ...row, kind: 'staff', status: null }));
}

/** The invitation, of either kind, whose mailed link carries `token`. */
export async function invitationByToken(db: Db, token: string): Promise<OpenInvitation | undefined> {
  const tokenHash = hashToken(token);
  const [invitation] = await classInvitationsWhere(db, eq(classInvitations.tokenHash, tokenHash));
  if (invitation) return invitation;
  const [staffInvitation] = await staffInvitationsWhere(db, eq(classStaffInvitations.tokenHash, tokenHash));
  return staffInvitation;
}

/** The invitation of `kind` with `id`. */
export async function invitationById(
  db: Db,
  kind: InvitationKind,
  id: string,
): Promise<OpenInvitation | undefined> {
  const [invitation] =
    kind === 'class'
      ? await classInvitationsWhere(db, eq(classInvitations.id, id))
      : await staffInvitationsWhere(db, eq(classStaffInvitations.id, id));
  return invitation;
}

/** The invitations of both kinds waiting for an answer from `email`, newest first, in two queries. */
export async function pendingInvitationsOf(db: Db, email: string): Promise<OpenInvitation[]> {
  const address = email.toLowerCase();
  const invitations = [
    ...(await classInvitationsWhere(
      db,
      and(
        sql`lower(${classInvitations.email}) = ${address}`,
        eq(classInvitations.status, 'pending_enrolled'),
      )!,
    )),
    ...(await staffInvitationsWhere(
      db,
      and(
        sql`lower(${classStaffInvitations.email}) = ${address}`,
        eq(classStaffInvitations.status, 'pending'),
      )!,
    )),
  ];
  return invitations.sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime());
}
