import { sql } from 'drizzle-orm';
import {
  INSTITUTION_REASONS,
  type InstitutionInvitationPreview,
  type InstitutionMemberRole,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { hashToken } from '../../security/keys';

// Answering an institution invitation: anyone holding the link sees what it offers; the invited
// address, signed in, accepts (joining as the invited role while there is room for a learner) or
// declines. Following the link proves the address, so accepting also verifies it. A sign-up that
// carries the token joins at once (institutions' userSignedUp handler).

/** An invitation found by its token, with its institution and the caller's own address. */
export interface FoundInvitation {
  id: string;
  institutionId: string;
  institutionPath: string;
  institutionName: string;
  email: string;
  role: InstitutionMemberRole;
  status: string;
  callerEmail: string | null;
}

const notFound = () =>
  new AppError('not_found', INSTITUTION_REASONS.invitationNotFound, {
    token: INSTITUTION_REASONS.invitationNotFound,
  });

/** The invitation of `token` with the caller's address, in one query; 404 when there is none. */
export async function findInvitation(
  db: Db,
  callerId: string | null,
  token: string,
): Promise<FoundInvitation> {
  const found = await invitationByToken(db, callerId, token);
  if (!found) throw notFound();
  return found;
}

/** The invitation of `token` with the caller's address, if any; one query. */
async function invitationByToken(
  db: Db,
  callerId: string | null,
  token: string,
): Promise<FoundInvitation | undefined> {
  const [found] = rowsOf<FoundInvitation>(
    await db.execute(sql`
      SELECT ii.id, ii.institution_id AS "institutionId", i.path AS "institutionPath", i.name AS "institutionName",
        ii.email, ii.role, ii.status,
        (SELECT u.email FROM users u WHERE u.id = ${callerId}::uuid) AS "callerEmail"
      FROM institution_invitations ii JOIN institutions i ON i.id = ii.institution_id
      WHERE ii.token_hash = ${hashToken(token)}`),
  );
  return found;
}

const ANSWERS: Record<string, InstitutionInvitationPreview['answer']> = {
  auto_enrolled: 'accepted',
  already_enrolled: 'accepted',
  declined: 'declined',
};

/** What the invitation screen shows. */
export function previewOf(
  invitation: FoundInvitation,
  status = invitation.status,
): InstitutionInvitationPreview {
  const { institutionPath, institutionName, role, email } = invitation;
  return { institutionPath, institutionName, role, email, answer: ANSWERS[status] ?? 'pending' };
}

/**
 * Accept the invitation as `userId` (the invited address: policy.ts): they join with its role, or
 * keep the membership they have; a learner only while there is room (409 `institution.full`).
 * Accepting twice changes nothing; a declined invitation may still be accepted.
 */
export async function acceptInvitation(
  db: Db,
  invitation: FoundInvitation,
  userId: string,
): Promise<InstitutionInvitationPreview> {
  if (ANSWERS[invitation.status] === 'accepted') return previewOf(invitation);
  if (!(await joinInvited(db, invitation, userId))) {
    throw new AppError('conflict', INSTITUTION_REASONS.full);
  }
  return previewOf(invitation, 'auto_enrolled');
}

/**
 * Make `userId` a member by the invitation (`institution_join`, migration 0035), its status
 * `auto_enrolled`, and their address verified; false (nothing changed) when a learner finds the
 * institution full. Three queries.
 */
async function joinInvited(db: Db, invitation: FoundInvitation, userId: string): Promise<boolean> {
  const [joined] = rowsOf<{ fits: boolean }>(
    await db.execute(sql`
      SELECT institution_join(${invitation.institutionId}::uuid, ${userId}::uuid, ${invitation.role}, 'invitation') AS fits`),
  );
  if (!joined?.fits) return false;
  await db.execute(sql`
    UPDATE institution_invitations SET status = 'auto_enrolled', user_id = ${userId}::uuid, responded_at = now()
    WHERE id = ${invitation.id}::uuid`);
  await db.execute(sql`
    UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${userId}::uuid`);
  return true;
}

/** Decline the invitation (a pending one only: an accepted one stays accepted); one statement. */
export async function declineInvitation(
  db: Db,
  invitation: FoundInvitation,
  userId: string,
): Promise<InstitutionInvitationPreview> {
  if (invitation.status !== 'pending_enrolled') return previewOf(invitation);
  await db.execute(sql`
    UPDATE institution_invitations SET status = 'declined', user_id = ${userId}::uuid, responded_at = now()
    WHERE id = ${invitation.id}::uuid`);
  return previewOf(invitation, 'declined');
}

/**
 * A sign-up carrying an institution invitation's token for its own address: the address is proven,
 * and they join at once while there is room (else the invitation waits, to be accepted later).
 */
export async function joinInvitedSignUp(
  db: Db,
  user: { id: string; email: string },
  token: string | undefined,
): Promise<void> {
  if (!token || !/^[0-9a-f]{64}$/i.test(token.trim())) return;
  const invitation = await invitationByToken(db, user.id, token.trim().toLowerCase());
  if (invitation?.status !== 'pending_enrolled') return;
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) return;
  await joinInvited(db, invitation, user.id);
}
