import { credentialCalls } from '../../../../common/api/credentials';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone } from '../../../rpc/policy';
import { changePassword } from '../password-change';
import { notifyPasswordReset, resetPassword } from '../password-reset';
import { ownAccount } from '../policy';

// Each opens its own transaction (transaction: false): rate-limit and failure counters must stay
// counted when the call is refused, and mail leaves only after the commit.

/** Forgotten and changed passwords (spec §7: execute user notifyPasswordReset). */
export const passwordMethods = servedMethods(
  serve(credentialCalls.notifyPasswordReset, {
    allow: anyone,
    transaction: false,
    run: (db, ctx, _loaded, input) => notifyPasswordReset(db, ctx, input.email),
  }),
  serve(credentialCalls.resetPassword, {
    allow: anyone,
    transaction: false,
    run: (db, ctx, _loaded, input) => resetPassword(db, ctx, input.token, input.password),
  }),
  serve(credentialCalls.changePassword, {
    ...ownAccount,
    transaction: false,
    run: (db, ctx, me, input) => changePassword(db, ctx, me.userId, input.currentPassword, input.newPassword),
  }),
);
