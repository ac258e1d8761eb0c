import { eq } from 'drizzle-orm';
import { SAME_EMAIL_REASON } from '../../../common/api/credentials';
import type { LoggedInUserData } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { confirmPassword } from './confirm-password';
import { VERIFICATION_MAILS_PER_ACCOUNT } from './credential-limits';
import { queueVerificationMail } from './email-verification';
import { EMAIL_TAKEN_REASON, findUserByEmail, loggedInUserData } from './users';

/**
 * `update user changeEmail/me`: with the password, remember the new address as pending and mail
 * a verification link to it; the address changes only when that link (or its code) is used.
 * Not in the request's transaction: the password failure count must outlive a refusal.
 */
export async function changeEmail(
  db: Db,
  ctx: RequestContext,
  userId: string,
  email: string,
  password: string,
): Promise<LoggedInUserData> {
  await confirmPassword(db, userId, password);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'Not found.');
  if (user.email.toLowerCase() === email.toLowerCase()) {
    throw new AppError('invalid_input', SAME_EMAIL_REASON, { email: SAME_EMAIL_REASON });
  }
  if (await findUserByEmail(db, email)) {
    throw new AppError('email_taken', EMAIL_TAKEN_REASON, { email: EMAIL_TAKEN_REASON });
  }
  await hitRateLimit(db, VERIFICATION_MAILS_PER_ACCOUNT, userId);
  await ctx.deps.mailer.transaction(db, async (tx, outbox) => {
    await tx.update(users).set({ pendingEmail: email, updatedAt: new Date() }).where(eq(users.id, userId));
    await queueVerificationMail(tx, ctx, outbox, user, email, 'email_change_verification');
  });
  return loggedInUserData(db, userId);
}
