import { and, eq, ne, sql } from 'drizzle-orm';
import {
  INVALID_CODE_REASON,
  type MailRequestResult,
  type VerifyEmailResult,
} from '../../../common/api/credentials';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Outbox } from '../../mail/mailer';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit, underFailureLimits } from '../../security/rate-limit';
import { tokenLink } from './account-links';
import {
  type AccountTokenRow,
  consumeToken,
  consumeVerificationCode,
  EMAIL_VERIFICATION_TTL_MS,
  invalidLink,
  issueAccountToken,
} from './account-tokens';
import { VERIFICATION_CODE_FAILURES, VERIFICATION_MAILS_PER_ACCOUNT } from './credential-limits';
import { hasEmailProof } from './email-proof';
import { EMAIL_TAKEN_REASON, type UserRow } from './users';

/** The user fields a verification mail needs. */
export type MailRecipient = Pick<UserRow, 'id' | 'fullName' | 'preferredLanguage'>;

/**
 * Mail a verification link and code for `email`: the account's own address (sign-up, resend) or
 * the new address it asked to change to. Call inside the transaction that changes the account.
 */
export async function queueVerificationMail(
  tx: Db,
  ctx: RequestContext,
  outbox: Outbox,
  user: MailRecipient,
  email: string,
  template: 'email_verification' | 'email_change_verification',
): Promise<void> {
  const { token, code } = await issueAccountToken(tx, ctx.deps.secret, {
    userId: user.id,
    purpose: 'email_verification',
    email,
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    withCode: true,
  });
  await outbox.send({
    to: email,
    template,
    language: user.preferredLanguage,
    values: {
      fullName: user.fullName,
      email,
      link: tokenLink(ctx.deps.config, 'verifyEmail', token),
      code: code!,
    },
  });
}

/** `execute user verifyEmail` with the token of a mailed link; works signed in or not. */
export function verifyEmailWithToken(db: Db, ctx: RequestContext, token: string): Promise<VerifyEmailResult> {
  return ctx.deps.mailer.transaction(db, async (tx, outbox) => {
    const used = await consumeToken(tx, token, 'email_verification');
    if (!used) throw invalidLink();
    return applyVerification(tx, outbox, used);
  });
}

/** `execute user verifyEmail` with the mailed code, for the signed-in user; failures are counted. */
export async function verifyEmailWithCode(
  db: Db,
  ctx: RequestContext,
  userId: string,
  code: string,
): Promise<VerifyEmailResult> {
  return underFailureLimits(db, [[VERIFICATION_CODE_FAILURES, userId]], async () => {
    const result = await ctx.deps.mailer.transaction(db, async (tx, outbox) => {
      const used = await consumeVerificationCode(tx, ctx.deps.secret, userId, code);
      return used ? applyVerification(tx, outbox, used) : undefined;
    });
    if (!result) throw new AppError('invalid_input', INVALID_CODE_REASON, { code: INVALID_CODE_REASON });
    return result;
  });
}

/**
 * `execute user resendVerificationEmail`: mail the link again, to the address waiting for a
 * change when there is one, else to an unverified account address. `sent` is false when there is
 * nothing left to verify.
 */
export async function resendVerificationEmail(
  db: Db,
  ctx: RequestContext,
  userId: string,
): Promise<MailRequestResult> {
  await hitRateLimit(db, VERIFICATION_MAILS_PER_ACCOUNT, userId);
  return ctx.deps.mailer.transaction(db, async (tx, outbox) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', 'Not found.');
    if (user.pendingEmail) {
      await queueVerificationMail(tx, ctx, outbox, user, user.pendingEmail, 'email_change_verification');
      return { sent: true };
    }
    if (user.emailVerifiedAt) return { sent: false };
    await queueVerificationMail(tx, ctx, outbox, user, user.email, 'email_verification');
    return { sent: true };
  });
}

// A used token confirms the account's address, or replaces it with the pending one it was mailed
// to (checked again for uniqueness, whatever its case). A token for an address the account no
// longer has or waits for is as good as unknown.
async function applyVerification(tx: Db, outbox: Outbox, used: AccountTokenRow): Promise<VerifyEmailResult> {
  const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
  const address = used.email?.toLowerCase();
  if (!user || !address) throw invalidLink();
  if (user.email.toLowerCase() === address) {
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, user.id));
    return { verified: true, emailAddress: user.email };
  }
  const newEmail = user.pendingEmail;
  if (newEmail?.toLowerCase() !== address) throw invalidLink();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address}`, ne(users.id, user.id)));
  if (taken) throw new AppError('email_taken', EMAIL_TAKEN_REASON, { email: EMAIL_TAKEN_REASON });
  await tx
    .update(users)
    .set({ email: newEmail, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await outbox.send({
    to: user.email,
    template: 'email_changed',
    language: user.preferredLanguage,
    values: { fullName: user.fullName, email: newEmail },
  });
  return { verified: true, emailAddress: newEmail };
}

/**
 * At sign-up: an account whose payload proves the address (`emailVerificationToken` or
 * `verificationCode`, see email-proof.ts) starts verified; any other gets the verification mail.
 */
export async function startEmailVerification(
  tx: Db,
  ctx: RequestContext,
  outbox: Outbox,
  user: UserRow,
  proof: { emailVerificationToken?: string | undefined; verificationCode?: string | undefined },
): Promise<void> {
  const proven = await hasEmailProof(ctx.deps.secret, user.email, {
    token: proof.emailVerificationToken,
    code: proof.verificationCode,
  });
  if (proven) {
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    return;
  }
  await queueVerificationMail(tx, ctx, outbox, user, user.email, 'email_verification');
}
