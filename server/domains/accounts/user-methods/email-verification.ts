import { credentialCalls } from '../../../../common/api/credentials';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone, signedIn } from '../../../rpc/policy';
import { changeEmail } from '../email-change';
import { resendVerificationEmail, verifyEmailWithCode, verifyEmailWithToken } from '../email-verification';
import { loadEmailProof, ownAccount } from '../policy';

// Each opens its own transaction (transaction: false): failure counters must stay counted when
// the call is refused, and mail leaves only after the commit.

/** Verifying the account's e-mail address, and changing it. */
export const emailVerificationMethods = servedMethods(
  // Public for the link (it may be opened signed out); the code works for the signed-in user only.
  serve(credentialCalls.verifyEmail, {
    allow: anyone,
    load: loadEmailProof,
    transaction: false,
    run: (db, ctx, proof) =>
      'token' in proof
        ? verifyEmailWithToken(db, ctx, proof.token)
        : verifyEmailWithCode(db, ctx, proof.userId, proof.code),
  }),
  serve(credentialCalls.resendVerificationEmail, {
    allow: signedIn,
    transaction: false,
    run: (db, ctx) => resendVerificationEmail(db, ctx, ctx.actor.userId),
  }),
  serve(credentialCalls.changeEmail, {
    ...ownAccount,
    transaction: false,
    run: (db, ctx, me, input) => changeEmail(db, ctx, me.userId, input.email, input.password),
  }),
);
