import { z } from 'zod';
import { ConfirmMfaInput, PasswordConfirmInput } from '../../../../common/api/account-security';
import type { Db } from '../../../db/client';
import { signedIn } from '../../../rpc/actor';
import { method, type ResourceMethods } from '../../../rpc/method';
import { confirmPassword } from '../confirm-password';
import { confirmMfaEnrolment, disableMfa, regenerateRecoveryKeys, startMfaEnrolment } from '../mfa';

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
    disableMfa: method({
      input: PasswordConfirmInput,
      allow: signedIn,
      // Wrong passwords are counted, and the count must outlive the refusal.
      transaction: false,
      run: async (db, ctx, _loaded, input) => {
        const userId = ctx.actor.userId!;
        await confirmPassword(db, userId, input.password);
        await db.transaction((tx) => disableMfa(tx as unknown as Db, userId));
        return { mfaEnabled: false };
      },
    }),
    regenerateRecoveryKeys: method({
      input: PasswordConfirmInput,
      allow: signedIn,
      transaction: false,
      run: async (db, ctx, _loaded, input) => {
        const userId = ctx.actor.userId!;
        await confirmPassword(db, userId, input.password);
        return {
          recoveryKeys: await db.transaction((tx) => regenerateRecoveryKeys(tx as unknown as Db, userId)),
        };
      },
    }),
  },
};
