import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { deriveKey, hashToken } from '../../security/keys';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long an e-mail verification link and its code work. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** A new mailed token and, for verification, the code typed instead of following the link. */
export interface IssuedToken {
  token: string;
  code: string | undefined;
}

/**
 * Store a single-use token for `userId` (only its hash) and return it. Tokens are lowercase hex:
 * screen paths are lowercased by a redirect, and a token in a link must survive it.
 */
export async function issueAccountToken(
  db: Db,
  secret: string,
  options: { userId: string; purpose: AccountTokenPurpose; email: string; ttlMs: number; withCode?: boolean },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('hex');
  const code = options.withCode ? String(randomInt(0, 1_000_000)).padStart(6, '0') : undefined;
  await db.insert(accountTokens).values({
    id: hashToken(token),
    userId: options.userId,
    purpose: options.purpose,
    email: options.email,
    codeHash: code ? codeDigest(secret, options.userId, code) : null,
    expiresAt: new Date(Date.now() + options.ttlMs),
  });
  return { token, code };
}

/** The live (unused, unexpired) token row of `token`, without using it. */
export async function findLiveToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.purpose, purpose), live()));
  return row;
}

/** Use `token` once: marks it used and returns its row, or undefined when it is not live. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.purpose, purpose), live()))
    .returning();
  return row;
}

/** Use the live verification token of `userId` whose mailed code is `code`, if any. */
export async function consumeVerificationCode(
  db: Db,
  secret: string,
  userId: string,
  code: string,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_verification'),
        eq(accountTokens.codeHash, codeDigest(secret, userId, code)),
        live(),
      ),
    )
    .returning();
  return row;
}

/** Mark every live token of a purpose used, so older links stop working. */
export async function retireTokens(db: Db, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), live()));
}

/** The one error for a link that is unknown, used or expired: it never says which. */
export function invalidLink(): AppError {
  return new AppError('invalid_input', INVALID_LINK_REASON, { token: INVALID_LINK_REASON });
}

function live() {
  return and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));
}

// A six-digit code has little entropy: a keyed digest (bound to the user) keeps a leaked table
// from revealing codes, and failures are rate limited per account.
function codeDigest(secret: string, userId: string, code: string): string {
  return createHmac('sha256', deriveKey(secret, 'email-verification-code'))
    .update(`${userId}:${code}`)
    .digest('hex');
}
