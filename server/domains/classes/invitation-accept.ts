import { and, eq, sql } from 'drizzle-orm';
import {
  type AcceptedInvitation,
  type DeclinedInvitation,
  INVITATION_REASONS,
  type InvitationPreview,
  type InvitationStatus,
} from '../../../common/api/invitations';
import type { Db } from '../../db/client';
import { classInvitations, classStaffInvitations, modules, pages, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { hashToken } from '../../security/keys';
import { grantStaffRole } from './class-staff';
import { enrolInClass } from './enrol';
import { invitationByToken, type OpenInvitation } from './invitation-lookup';
import { enrolInvited, type StatusUpdate, writeStatuses } from './invitation-processing';

/** The invitation whose mailed token is `token`, or 404 (the token is the field at fault). */
async function findInvitation(db: Db, token: string): Promise<OpenInvitation> {
  const invitation = await invitationByToken(db, token);
  if (!invitation) {
    throw new AppError('not_found', INVITATION_REASONS.notFound, { token: INVITATION_REASONS.notFound });
  }
  return invitation;
}

/** What the invitation screen shows (public: the token is the key). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { kind, role, answer, email, cohortPath, cohortName, coursePath, courseName } = await findInvitation(
    db,
    token,
  );
  return { kind, role, answer, email, cohortPath, cohortName, coursePath, courseName };
}

/** An invitation named by its token (or id) and the address of the caller answering it. */
export interface FoundInvitation {
  invitation: OpenInvitation;
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
 * Accept `invitation` as user `userId`, the invited address (policy.ts). A class invitation enrols
 * them through enrolInClass (its refusals answered as they are); a staff invitation grants its
 * role. Accepting twice changes nothing; a declined invitation may still be accepted.
 */
export async function acceptInvitation(
  db: Db,
  userId: string,
  invitation: OpenInvitation,
): Promise<AcceptedInvitation> {
  if (invitation.kind === 'staff') {
    if (invitation.answer !== 'accepted') {
      await grantStaffRole(
        db,
        { id: invitation.cohortId, path: invitation.cohortPath },
        userId,
        invitation.role!,
      );
      await answerStaffInvitation(db, invitation.id, userId, 'accepted');
    }
    return {
      kind: 'staff',
      cohortPath: invitation.cohortPath,
      coursePath: invitation.coursePath,
      firstPagePath: null,
    };
  }
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
    kind: 'class',
    cohortPath: invitation.cohortPath,
    coursePath: invitation.coursePath,
    firstPagePath: await firstPagePath(db, invitation.courseId),
  };
}

/**
 * Decline `invitation` as user `userId`, the invited address: recorded, and shown to the class's
 * managers as declined. An invitation already accepted is answered (409).
 */
export async function declineInvitation(
  db: Db,
  userId: string,
  invitation: OpenInvitation,
): Promise<DeclinedInvitation> {
  if (invitation.answer === 'accepted') throw new AppError('conflict', INVITATION_REASONS.answered);
  if (invitation.kind === 'staff') await answerStaffInvitation(db, invitation.id, userId, 'declined');
  else await writeStatuses(db, [{ id: invitation.id, status: 'declined', userId }]);
  return { kind: invitation.kind, declined: true };
}

async function answerStaffInvitation(db: Db, id: string, userId: string, answer: 'accepted' | 'declined') {
  await db
    .update(classStaffInvitations)
    .set({ status: answer, userId, respondedAt: new Date() })
    .where(eq(classStaffInvitations.id, id));
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
 * At sign-up, in the sign-up's transaction: the class invitation whose token the sign-up carries
 * (the person followed its link to sign up, so they accept it) enrols the new account, whatever
 * its status. Other invitations of the address wait for an answer in the person's invitations.
 * Returns whether that token belongs to the address: the mail reached it, so the account starts
 * verified.
 */
export async function enrolInvitedSignUp(
  db: Db,
  user: { id: string; email: string },
  invitationToken: string | undefined,
): Promise<{ addressProven: boolean }> {
  if (!invitationToken) return { addressProven: false };
  const tokenHash = hashToken(invitationToken.trim().toLowerCase());
  const invitations = await db
    .select({ id: classInvitations.id, cohortId: classInvitations.cohortId })
    .from(classInvitations)
    .where(
      and(
        sql`lower(${classInvitations.email}) = ${user.email.toLowerCase()}`,
        eq(classInvitations.tokenHash, tokenHash),
      ),
    )
    .for('update');
  const staffInvitations = await db
    .select({ id: classStaffInvitations.id })
    .from(classStaffInvitations)
    .where(
      and(
        sql`lower(${classStaffInvitations.email}) = ${user.email.toLowerCase()}`,
        eq(classStaffInvitations.tokenHash, tokenHash),
      ),
    );
  const updates: StatusUpdate[] = [];
  for (const invitation of invitations) {
    updates.push({
      id: invitation.id,
      userId: user.id,
      ...(await enrolInvited(db, invitation.cohortId, user.id)),
    });
  }
  await writeStatuses(db, updates);
  const addressProven = invitations.length > 0 || staffInvitations.length > 0;
  if (addressProven) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return { addressProven };
}
