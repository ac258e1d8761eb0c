import { accountSecurityCalls } from '../../../../common/api/account-security';
import { servedMethods } from '../../../rpc/method';
import { deactivateAccount } from '../account-deletion';
import { passwordConfirmed } from './password-confirmed';

/** `execute user deleteAccount`: deactivate now, erase after 30 days unless the person signs in. */
export const deleteAccountMethods = servedMethods(
  passwordConfirmed(accountSecurityCalls.deleteAccount, async (tx, ctx, userId) => {
    const eraseAfter = await deactivateAccount(tx, userId);
    await ctx.session.end(tx);
    return { deactivated: true as const, eraseAfter: eraseAfter.toISOString() };
  }),
);
