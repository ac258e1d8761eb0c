import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ClassStaffRole, StaffInvitation } from '../../../common/api/cohort';
import { INVITATION_REASONS } from '../../../common/api/invitations';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { classStaffInvitations, users } from '../../db/schema';
import type { Outbox } from '../../mail/mailer';
import type { SignedInActor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import type { LoadedClass } from './class-access';
import { queueInvitationMail } from './invitation-mail';
import { newInvitationToken } from './invitation-tokens';
import { STAFF_INVITATIONS_PER_INVITER } from './limits';

// Staff of a class join by invitation (issue 10): a manager names an address and a role, the
// address is mailed a link, and the role is granted only when its owner accepts
// (invitation-accept.ts). Nothing here reads accounts, so no answer tells whether an address has one.

const notYetAccepted = ne(classStaffInvitations.status, 'accepted');
const cooledDown = (hours: number) =>
  sql`${classStaffInvitations.sentAt} <= now() - make_interval(hours => ${hours}::int)`;

/** The class's staff invitations not yet accepted, newest first: addresses only. */
export async function listStaffInvitations(db: Db, cohortId: string): Promise<StaffInvitation[]> {
  const rows = await db
    .select({
      id: classStaffInvitations.id,
      email: classStaffInvitations.email,
      role: classStaffInvitations.role,
      status: classStaffInvitations.status,
      createdAt: classStaffInvitations.createdAt,
      sentAt: classStaffInvitations.sentAt,
    })
    .from(classStaffInvitations)
    .where(and(eq(classStaffInvitations.cohortId, cohortId), notYetAccepted))
    .orderBy(desc(classStaffInvitations.createdAt), classStaffInvitations.email);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status === 'declined' ? 'declined' : 'pending',
    invitedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
  }));
}

/**
 * Invite `email` to the class's staff as `role` (update cohort addStaff) and mail the link. An
 * address invited to that role within the resend cooldown is not mailed again; the answer is the
 * same list of invitations either way.
 */
export async function inviteStaff(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  cohort: LoadedClass,
  email: string,
  role: ClassStaffRole,
): Promise<StaffInvitation[]> {
  const { deps } = ctx;
  return deps.mailer.transaction(db, async (tx, outbox) => {
    await hitRateLimit(tx, STAFF_INVITATIONS_PER_INVITER, ctx.actor.userId);
    const { token, tokenHash } = newInvitationToken();
    const cooldown = deps.config.INVITATION_RESEND_COOLDOWN_HOURS;
    const [invited] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${classStaffInvitations} (cohort_id, email, role, invited_by, token_hash)
        values (${cohort.id}::uuid, ${email}, ${role}, ${ctx.actor.userId}::uuid, ${tokenHash})
        on conflict (cohort_id, lower(email), role) do update
          set token_hash = excluded.token_hash, invited_by = excluded.invited_by, status = 'pending',
            created_at = now(), sent_at = now(), responded_at = null, user_id = null
          where ${classStaffInvitations.status} = 'accepted' or ${cooledDown(cooldown)}
        returning id`),
    );
    if (invited) await mailStaffInvitation(tx, outbox, ctx, cohort, { email, role, token });
    return listStaffInvitations(tx, cohort.id);
  });
}

/** Mail a staff invitation again with a new link (the old one stops working), once the cooldown has passed. */
export async function resendStaffInvitation(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  cohort: LoadedClass,
  invitationId: string,
): Promise<StaffInvitation[]> {
  const { deps } = ctx;
  const cooldown = deps.config.INVITATION_RESEND_COOLDOWN_HOURS;
  return deps.mailer.transaction(db, async (tx, outbox) => {
    await hitRateLimit(tx, STAFF_INVITATIONS_PER_INVITER, ctx.actor.userId);
    const { token, tokenHash } = newInvitationToken();
    const ofClass = and(
      eq(classStaffInvitations.id, invitationId),
      eq(classStaffInvitations.cohortId, cohort.id),
      notYetAccepted,
    );
    const [resent] = await tx
      .update(classStaffInvitations)
      .set({ tokenHash, status: 'pending', sentAt: new Date(), respondedAt: null })
      .where(and(ofClass, cooledDown(cooldown)))
      .returning({ email: classStaffInvitations.email, role: classStaffInvitations.role });
    if (!resent) {
      const [waiting] = await tx
        .select({ id: classStaffInvitations.id })
        .from(classStaffInvitations)
        .where(ofClass);
      if (!waiting) throw new AppError('not_found', REASONS.notFound);
      const reason = reasonText('invitation.sentRecently', { hours: cooldown });
      throw new AppError('rate_limited', reason);
    }
    await mailStaffInvitation(tx, outbox, ctx, cohort, { ...resent, token });
    return listStaffInvitations(tx, cohort.id);
  });
}

/** Withdraw a staff invitation not yet accepted: its link stops working. */
export async function cancelStaffInvitation(
  db: Db,
  cohort: LoadedClass,
  invitationId: string,
): Promise<StaffInvitation[]> {
  const cancelled = await db
    .delete(classStaffInvitations)
    .where(
      and(
        eq(classStaffInvitations.id, invitationId),
        eq(classStaffInvitations.cohortId, cohort.id),
        notYetAccepted,
      ),
    )
    .returning({ id: classStaffInvitations.id });
  if (cancelled.length === 0) throw new AppError('not_found', INVITATION_REASONS.invitationId);
  return listStaffInvitations(db, cohort.id);
}

async function mailStaffInvitation(
  db: Db,
  outbox: Outbox,
  ctx: RequestContext<SignedInActor>,
  cohort: LoadedClass,
  invitation: { email: string; role: ClassStaffRole; token: string },
): Promise<void> {
  const [inviter] = await db
    .select({ fullName: users.fullName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, ctx.actor.userId));
  await queueInvitationMail(outbox, ctx.deps.config, invitation.email, invitation.token, {
    cohortName: cohort.name,
    courseName: cohort.courseName,
    inviterName: inviter?.fullName ?? '',
    language: inviter?.language ?? 'en',
    role: invitation.role,
  });
}
