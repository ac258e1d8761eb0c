import {
  ChangePasswordInput,
  NotifyPasswordResetInput,
  ResetPasswordInput,
} from '../../../../common/api/credentials';
import { method, type ResourceMethods } from '../../../rpc/method';
import { anyone, self } from '../../../rpc/policy';
import { changePassword } from '../password-change';
import { notifyPasswordReset, resetPassword } from '../password-reset';
import { loadMe } from './load-me';

// Each opens its own transaction (transaction: false): rate-limit and failure counters must stay
// counted when the call is refused, and mail leaves only after the commit.

/** Forgotten and changed passwords (spec §7: execute user notifyPasswordReset). */
export const passwordMethods: ResourceMethods = {
  execute: {
    notifyPasswordReset: method({
      input: NotifyPasswordResetInput,
      allow: anyone,
      transaction: false,
      run: (db, ctx, _loaded, input) => notifyPasswordReset(db, ctx, input.email),
    }),
    resetPassword: method({
      input: ResetPasswordInput,
      allow: anyone,
      transaction: false,
      run: (db, ctx, _loaded, input) => resetPassword(db, ctx, input.token, input.password),
    }),
  },
  update: {
    changePassword: method({
      input: ChangePasswordInput,
      allow: self,
      load: loadMe,
      transaction: false,
      run: (db, ctx, me, input) =>
        changePassword(db, ctx, me.userId, input.currentPassword, input.newPassword),
    }),
  },
};
