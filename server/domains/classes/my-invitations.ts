import { eq } from 'drizzle-orm';
import type {
  AnsweredInvitation,
  AnswerInvitationInput,
  MyInvitations,
} from '../../../common/api/invitations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { acceptInvitation, declineInvitation } from './invitation-accept';
import { invitationById, type OpenInvitation, pendingInvitationsOf } from './invitation-lookup';

// The signed-in person's own invitations (issue 10): class and staff invitations to their address
// wait for their answer, shown in their invitations notice. Only a verified address counts here:
// anyone may sign up with any address, but only its owner has read the mail that verified it.

/** The signed-in person's address when it is verified, else null. */
async function verifiedAddressOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user?.verifiedAt ? user.email : null;
}

/** `lookup cohort listMyInvitations`: the invitations waiting for the caller's answer. */
export async function listMyInvitations(db: Db, userId: string): Promise<MyInvitations> {
  const address = await verifiedAddressOf(db, userId);
  const invitations = address ? await pendingInvitationsOf(db, address) : [];
  return {
    invitations: invitations.map((invitation) => ({
      kind: invitation.kind,
      id: invitation.id,
      role: invitation.role,
      cohortPath: invitation.cohortPath,
      cohortName: invitation.cohortName,
      courseName: invitation.courseName,
      invitedAt: invitation.invitedAt.toISOString(),
    })),
  };
}

/** An invitation named by kind and id, with the caller's verified address (null: unverified), for policy.ts answerOwnInvitation. */
export interface OwnInvitation {
  invitation: OpenInvitation;
  verifiedAddress: string | null;
}

/** Load the invitation of `input` and the caller's verified address. */
export async function loadOwnInvitation(
  db: Db,
  userId: string | null,
  input: Pick<AnswerInvitationInput, 'kind' | 'invitationId'>,
): Promise<OwnInvitation | undefined> {
  if (!input.invitationId) return undefined;
  const invitation = await invitationById(db, input.kind, input.invitationId);
  if (!invitation) return undefined;
  return { invitation, verifiedAddress: userId ? await verifiedAddressOf(db, userId) : null };
}

/** `execute cohort answerInvitation`: accept or decline one of the caller's invitations. */
export async function answerInvitation(
  db: Db,
  userId: string,
  invitation: OpenInvitation,
  accept: boolean,
): Promise<AnsweredInvitation> {
  if (!accept) {
    await declineInvitation(db, userId, invitation);
    return { accepted: null };
  }
  return { accepted: await acceptInvitation(db, userId, invitation) };
}
