import { type AccountDeletion, PasswordConfirmInput } from '../../../../common/api/account-security';
import type { Db } from '../../../db/client';
import { signedIn } from '../../../rpc/actor';
import { method, type ResourceMethods } from '../../../rpc/method';
import { deactivateAccount } from '../account-deletion';
import { confirmPassword } from '../confirm-password';

/** `execute user deleteAccount`: deactivate now, erase after 30 days unless the person signs in. */
export const deleteAccountMethods: ResourceMethods = {
  execute: {
    deleteAccount: method({
      input: PasswordConfirmInput,
      allow: signedIn,
      // Wrong passwords are counted, and the count must outlive the refusal.
      transaction: false,
      run: async (db, ctx, _loaded, input): Promise<AccountDeletion> => {
        const userId = ctx.actor.userId!;
        await confirmPassword(db, userId, input.password);
        const eraseAfter = await db.transaction(async (tx) => {
          const erase = await deactivateAccount(tx as unknown as Db, userId);
          await ctx.session.end(tx as unknown as Db);
          return erase;
        });
        return { deactivated: true, eraseAfter: eraseAfter.toISOString() };
      },
    }),
  },
};
