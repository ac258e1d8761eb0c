import { and, eq, or, sql } from 'drizzle-orm';
import {
  type AcceptedInvitation,
  INVITATION_REASONS,
  type InvitationPreview,
  type InvitationStatus,
} from '../../../common/api/invitations';
import type { Db } from '../../db/client';
import { classInvitations, cohorts, courses, modules, pages, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { hashToken } from '../../security/keys';
import { enrolInClass } from './enrol';
import { enrolInvited, type StatusUpdate, writeStatuses } from './invitation-processing';

/** The invitation whose mailed token is `token`, with its class and course, or 404 (the token is the field at fault). */
async function findInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      id: classInvitations.id,
      email: classInvitations.email,
      status: classInvitations.status,
      cohortId: cohorts.id,
      cohortPath: cohorts.path,
      cohortName: cohorts.name,
      courseId: courses.id,
      coursePath: courses.path,
      courseName: courses.name,
    })
    .from(classInvitations)
    .innerJoin(cohorts, eq(cohorts.id, classInvitations.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(classInvitations.tokenHash, hashToken(token)));
  if (!row)
    throw new AppError('not_found', INVITATION_REASONS.notFound, { token: INVITATION_REASONS.notFound });
  return row;
}

/** What the invitation screen shows (public: the token is the key). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { email, cohortPath, cohortName, coursePath, courseName } = await findInvitation(db, token);
  return { email, cohortPath, cohortName, coursePath, courseName };
}

/** An invitation named by its token and the address of the caller accepting it. */
export interface FoundInvitation {
  invitation: Awaited<ReturnType<typeof findInvitation>>;
  callerEmail: string | null;
}

/** Load the invitation of `token` (404 when unknown) and the caller's address, for policy.ts acceptOwnInvitation. */
export async function loadInvitation(
  db: Db,
  callerId: string | null,
  token: string,
): Promise<FoundInvitation | undefined> {
  // A call's input is decoded before load: only a check of the policies alone comes without a token.
  if (!token) return undefined;
  const invitation = await findInvitation(db, token);
  const [caller] = callerId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, callerId))
    : [];
  return { invitation, callerEmail: caller?.email ?? null };
}

/**
 * Accept `invitation` as user `userId`, the invited address (policy.ts acceptOwnInvitation). The
 * class enrols them through enrolInClass (its refusals answered as they are).
 */
export async function acceptInvitation(
  db: Db,
  userId: string,
  invitation: FoundInvitation['invitation'],
): Promise<AcceptedInvitation> {
  const result = await enrolInClass(db, {
    cohortId: invitation.cohortId,
    userId,
    source: 'invitation',
    status: 'active',
  });
  const status: InvitationStatus =
    result.outcome === 'already_enrolled' && invitation.status !== 'auto_enrolled'
      ? 'already_enrolled'
      : 'auto_enrolled';
  await writeStatuses(db, [{ id: invitation.id, status, userId }]);
  return {
    cohortPath: invitation.cohortPath,
    coursePath: invitation.coursePath,
    firstPagePath: await firstPagePath(db, invitation.courseId),
  };
}

/** The path of the course's first page in outline order, or null when it has none. */
async function firstPagePath(db: Db, courseId: string): Promise<string | null> {
  const [first] = await db
    .select({ path: pages.path })
    .from(pages)
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(eq(modules.courseId, courseId))
    .orderBy(modules.position, pages.position)
    .limit(1);
  return first?.path ?? null;
}

/**
 * At sign-up, in the sign-up's transaction: every pending invitation of the new address is
 * enrolled (and the one whose token the sign-up carries, whatever its status). Returns whether
 * that token belongs to the address: the mail reached it, so the account starts verified.
 */
export async function enrolInvitedSignUp(
  db: Db,
  user: { id: string; email: string },
  invitationToken: string | undefined,
): Promise<{ addressProven: boolean }> {
  const tokenHash = invitationToken ? hashToken(invitationToken.trim().toLowerCase()) : null;
  const invitations = await db
    .select({
      id: classInvitations.id,
      cohortId: classInvitations.cohortId,
      tokenHash: classInvitations.tokenHash,
    })
    .from(classInvitations)
    .where(
      and(
        sql`lower(${classInvitations.email}) = ${user.email.toLowerCase()}`,
        or(
          eq(classInvitations.status, 'pending_enrolled'),
          tokenHash ? eq(classInvitations.tokenHash, tokenHash) : undefined,
        ),
      ),
    )
    .for('update');
  const updates: StatusUpdate[] = [];
  for (const invitation of invitations) {
    updates.push({
      id: invitation.id,
      userId: user.id,
      ...(await enrolInvited(db, invitation.cohortId, user.id)),
    });
  }
  await writeStatuses(db, updates);
  const addressProven =
    tokenHash !== null && invitations.some((invitation) => invitation.tokenHash === tokenHash);
  if (addressProven) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return { addressProven };
}
