import { z } from 'zod';
import { ChangeEmailInput, VerifyEmailInput } from '../../../../common/api/credentials';
import { AppError, REASONS } from '../../../rpc/app-error';
import { method, type ResourceMethods } from '../../../rpc/method';
import { anyone, self, signedIn } from '../../../rpc/policy';
import { changeEmail } from '../email-change';
import { resendVerificationEmail, verifyEmailWithCode, verifyEmailWithToken } from '../email-verification';
import { loadMe } from './load-me';

// Each opens its own transaction (transaction: false): failure counters must stay counted when
// the call is refused, and mail leaves only after the commit.

/** Verifying the account's e-mail address, and changing it. */
export const emailVerificationMethods: ResourceMethods = {
  execute: {
    // Public for the link (it may be opened signed out); the code works for the signed-in user only.
    verifyEmail: method({
      input: VerifyEmailInput,
      allow: anyone,
      transaction: false,
      run: (db, ctx, _loaded, input) => {
        if (input.token) return verifyEmailWithToken(db, ctx, input.token);
        if (!ctx.actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
        return verifyEmailWithCode(db, ctx, ctx.actor.userId, input.code!);
      },
    }),
    resendVerificationEmail: method({
      input: z.object({}),
      allow: signedIn,
      transaction: false,
      run: (db, ctx) => resendVerificationEmail(db, ctx, ctx.actor.userId!),
    }),
  },
  update: {
    changeEmail: method({
      input: ChangeEmailInput,
      allow: self,
      load: loadMe,
      transaction: false,
      run: (db, ctx, me, input) => changeEmail(db, ctx, me.userId, input.email, input.password),
    }),
  },
};
