import { z } from 'zod';
import { ConfirmMfaInput } from '../../../../common/api/account-security';
import { method, type ResourceMethods } from '../../../rpc/method';
import { signedIn } from '../../../rpc/policy';
import { confirmMfaEnrolment, disableMfa, regenerateRecoveryKeys, startMfaEnrolment } from '../mfa';
import { passwordConfirmedMethod } from './password-confirmed';

/** Two-step verification (TOTP) of the signed-in user: enrol, confirm, disable, new recovery keys. */
export const mfaMethods: ResourceMethods = {
  execute: {
    startMfaEnrolment: method({
      input: z.object({}),
      allow: signedIn,
      run: (db, ctx) => startMfaEnrolment(db, ctx.deps, ctx.actor.userId!),
    }),
    confirmMfaEnrolment: method({
      input: ConfirmMfaInput,
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => ({
        recoveryKeys: await confirmMfaEnrolment(db, ctx.deps, ctx.actor.userId!, input.otp),
      }),
    }),
    disableMfa: passwordConfirmedMethod(async (tx, _ctx, userId) => {
      await disableMfa(tx, userId);
      return { mfaEnabled: false };
    }),
    regenerateRecoveryKeys: passwordConfirmedMethod(async (tx, _ctx, userId) => ({
      recoveryKeys: await regenerateRecoveryKeys(tx, userId),
    })),
  },
};
