import { and, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { MfaEnrolment } from '../../../common/api/account-security';
import { INVALID_OTP_REASON, MFA_REQUIRED_REASON } from '../../../common/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { underFailureLimits } from '../../security/rate-limit';
import { revokeAccessTokens } from './access-token-families';
import { deleteRecoveryKeys, replaceRecoveryKeys, spendRecoveryKey } from './recovery-keys';
import { MFA_FAILURES_PER_ACCOUNT } from './security-limits';
import { acceptedTotpStep, decryptTotpSecret, encryptTotpSecret, newTotpSecret, otpauthUri } from './totp';
import type { UserRow } from './users';

const ALREADY_ON_REASON = 'Two-step verification is already on.';
const NOT_STARTED_REASON = 'Start setting up two-step verification first.';

/** Begin enrolment: a new secret, kept encrypted as pending until a first code confirms it. */
export async function startMfaEnrolment(db: Db, deps: AppDeps, userId: string): Promise<MfaEnrolment> {
  const [user] = await db
    .select({ email: users.email, mfaEnabled: users.mfaEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'Not found.');
  if (user.mfaEnabled) throw new AppError('conflict', ALREADY_ON_REASON);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: encryptTotpSecret(deps.secret, secret), updatedAt: new Date() })
    .where(eq(users.id, userId));
  const uri = otpauthUri(secret, deps.config.BRAND_NAME, user.email);
  return { secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/** Confirm enrolment with a first code: MFA turns on and ten recovery keys are issued. */
export async function confirmMfaEnrolment(
  db: Db,
  deps: AppDeps,
  userId: string,
  otp: string,
): Promise<string[]> {
  const [user] = await db
    .select({ pending: users.totpPendingSecret, mfaEnabled: users.mfaEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.mfaEnabled) throw new AppError('conflict', ALREADY_ON_REASON);
  if (!user?.pending) throw new AppError('conflict', NOT_STARTED_REASON);
  const step = await acceptedTotpStep(decryptTotpSecret(deps.secret, user.pending), otp, null);
  if (step === null) throw new AppError('invalid_otp', INVALID_OTP_REASON, { otp: INVALID_OTP_REASON });
  await db
    .update(users)
    .set({
      totpSecret: user.pending,
      totpPendingSecret: null,
      totpLastStep: step,
      mfaEnabled: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return replaceRecoveryKeys(db, userId);
}

/** Turn MFA off: the secrets go, every recovery key with them, and every access-token family. */
export async function disableMfa(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      mfaEnabled: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await deleteRecoveryKeys(db, userId);
  await revokeAccessTokens(db, userId);
}

/** A fresh set of recovery keys, the old ones void; only while MFA is on. */
export async function regenerateRecoveryKeys(db: Db, userId: string): Promise<string[]> {
  const [user] = await db.select({ mfaEnabled: users.mfaEnabled }).from(users).where(eq(users.id, userId));
  if (!user?.mfaEnabled) throw new AppError('conflict', 'Two-step verification is off.');
  return replaceRecoveryKeys(db, userId);
}

/**
 * The second step of signing in to an account with MFA: an unused authenticator code or an
 * unused recovery key. Failures count per account and are kept, so run it outside a transaction.
 */
export async function verifySecondFactor(
  db: Db,
  deps: AppDeps,
  user: UserRow,
  proof: { otp?: string | undefined; recoveryKey?: string | undefined },
): Promise<void> {
  const otp = proof.otp?.trim();
  const recoveryKey = proof.recoveryKey?.trim();
  if (!otp && !recoveryKey) throw new AppError('mfa_required', MFA_REQUIRED_REASON);
  await underFailureLimits(db, [[MFA_FAILURES_PER_ACCOUNT, user.id]], async () => {
    const accepted = otp
      ? await spendTotpCode(db, deps, user, otp)
      : await spendRecoveryKey(db, user.id, recoveryKey!);
    if (!accepted) throw new AppError('invalid_otp', INVALID_OTP_REASON);
  });
}

// The step is stored with a compare-and-set, so two requests racing with one code cannot both pass.
async function spendTotpCode(db: Db, deps: AppDeps, user: UserRow, otp: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await acceptedTotpStep(
    decryptTotpSecret(deps.secret, user.totpSecret),
    otp,
    user.totpLastStep,
  );
  if (step === null) return false;
  const stored = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return stored.length > 0;
}
