import type { AccountDeletion } from '../../../../common/api/account-security';
import type { ResourceMethods } from '../../../rpc/method';
import { deactivateAccount } from '../account-deletion';
import { passwordConfirmedMethod } from './password-confirmed';

/** `execute user deleteAccount`: deactivate now, erase after 30 days unless the person signs in. */
export const deleteAccountMethods: ResourceMethods = {
  execute: {
    deleteAccount: passwordConfirmedMethod(async (tx, ctx, userId): Promise<AccountDeletion> => {
      const eraseAfter = await deactivateAccount(tx, userId);
      await ctx.session.end(tx);
      return { deactivated: true, eraseAfter: eraseAfter.toISOString() };
    }),
  },
};
