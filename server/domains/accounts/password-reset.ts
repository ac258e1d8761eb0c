import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { MailRequestResult } from '../../../common/api/credentials';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { deleteUserSessions } from '../../http/session-store';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { tokenLink } from './account-links';
import {
  consumeToken,
  findLiveToken,
  invalidLink,
  issueAccountToken,
  PASSWORD_RESET_TTL_MS,
  retireTokens,
} from './account-tokens';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from './credential-limits';
import { hashNewPassword } from './new-password';
import { findUserByEmail } from './users';

// Every reset request takes at least this long, so the reply's timing does not tell a known
// address (a token and a mail are written) from an unknown one.
const RESET_REQUEST_MIN_MS = 400;

/**
 * `execute user notifyPasswordReset`: mail a one-hour, single-use reset link when the address has
 * an account. The reply is the same either way, so it cannot be used to find accounts.
 */
export async function notifyPasswordReset(
  db: Db,
  ctx: RequestContext,
  email: string,
): Promise<MailRequestResult> {
  await hitRateLimit(db, RESET_REQUESTS_PER_IP, ctx.client.ip);
  await hitRateLimit(db, RESET_REQUESTS_PER_EMAIL, email.trim().toLowerCase());
  const started = Date.now();
  try {
    const user = await findUserByEmail(db, email);
    if (user && !user.erasedAt) {
      await ctx.deps.mailer.transaction(db, async (tx, outbox) => {
        const { token } = await issueAccountToken(tx, ctx.deps.secret, {
          userId: user.id,
          purpose: 'password_reset',
          email: user.email,
          ttlMs: PASSWORD_RESET_TTL_MS,
        });
        await outbox.send({
          to: user.email,
          template: 'password_reset',
          language: user.preferredLanguage,
          values: { fullName: user.fullName, link: tokenLink(ctx.deps.config, 'resetPassword', token) },
        });
      });
    }
  } finally {
    await sleep(Math.max(0, started + RESET_REQUEST_MIN_MS - Date.now()));
  }
  return { sent: true };
}

/**
 * `execute user resetPassword`: set a new password with a mailed token, use the token up, and end
 * every session of the account (the person then signs in). Following the link also proves the
 * address, so an unverified one becomes verified.
 */
export async function resetPassword(
  db: Db,
  ctx: RequestContext,
  token: string,
  password: string,
): Promise<{ reset: true }> {
  // Checked before the costly hash, and again (atomically) when the token is used.
  if (!(await findLiveToken(db, token, 'password_reset'))) throw invalidLink();
  const passwordHash = await hashNewPassword(password, 'password');
  await ctx.deps.mailer.transaction(db, async (tx, outbox) => {
    const used = await consumeToken(tx, token, 'password_reset');
    if (!used) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt},
          CASE WHEN lower(${users.email}) = lower(${used.email}) THEN now() END)`,
      })
      .where(eq(users.id, used.userId))
      .returning();
    if (!user) throw invalidLink();
    await retireTokens(tx, user.id, 'password_reset');
    await deleteUserSessions(tx, user.id);
    if (ctx.actor.userId === user.id) await ctx.session.end(tx);
    await outbox.send({
      to: user.email,
      template: 'password_changed',
      language: user.preferredLanguage,
      values: { fullName: user.fullName },
    });
  });
  return { reset: true };
}
