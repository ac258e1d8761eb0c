import { accountSecurityCalls } from '../../../../common/api/account-security';
import { serve, servedMethods } from '../../../rpc/method';
import { signedIn } from '../../../rpc/policy';
import { confirmMfaEnrolment, disableMfa, regenerateRecoveryKeys, startMfaEnrolment } from '../mfa';
import { passwordConfirmed } from './password-confirmed';

/** Two-step verification (TOTP) of the signed-in user: enrol, confirm, disable, new recovery keys. */
export const mfaMethods = servedMethods(
  serve(accountSecurityCalls.startMfaEnrolment, {
    allow: signedIn,
    run: (db, ctx) => startMfaEnrolment(db, ctx.deps, ctx.actor.userId),
  }),
  serve(accountSecurityCalls.confirmMfaEnrolment, {
    allow: signedIn,
    run: async (db, ctx, _loaded, input) => ({
      recoveryKeys: await confirmMfaEnrolment(db, ctx.deps, ctx.actor.userId, input.otp),
    }),
  }),
  passwordConfirmed(accountSecurityCalls.disableMfa, async (tx, _ctx, userId) => {
    await disableMfa(tx, userId);
    return { mfaEnabled: false as const };
  }),
  passwordConfirmed(accountSecurityCalls.regenerateRecoveryKeys, async (tx, _ctx, userId) => ({
    recoveryKeys: await regenerateRecoveryKeys(tx, userId),
  })),
);
