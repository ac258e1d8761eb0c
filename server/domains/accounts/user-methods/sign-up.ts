import { userCalls } from '../../../../common/api/user';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone } from '../../../rpc/policy';
import { hitRateLimit } from '../../../security/rate-limit';
import { userSignedUp } from '../account-hooks';
import { startEmailVerification } from '../email-verification';
import { SIGN_UP_PER_ACCOUNT, SIGN_UP_PER_IP } from '../limits';
import { createUser, isEmailVerified, loggedInUserData } from '../users';

/** `create user`: sign up and sign in (spec §7). */
export const signUpMethods = servedMethods(
  serve(userCalls.create, {
    allow: anyone,
    // The counters must stay counted when the sign-up fails, so the write opens its own transaction.
    transaction: false,
    run: async (db, ctx, _loaded, input) => {
      await hitRateLimit(db, { ...SIGN_UP_PER_IP, max: ctx.deps.config.SIGN_UP_LIMIT_PER_IP }, ctx.client.ip);
      await hitRateLimit(db, SIGN_UP_PER_ACCOUNT, input.email.toLowerCase());
      return ctx.deps.mailer.transaction(db, async (tx, outbox) => {
        const user = await createUser(tx, input);
        // Higher domains act on the new account: classes enrol the address's pending invitations,
        // and an invitation's token proves the address, so the account starts verified.
        await ctx.hooks.emit(userSignedUp, tx, ctx, user, { invitationToken: input.invitationToken });
        if (!(await isEmailVerified(tx, user.id))) await startEmailVerification(tx, ctx, outbox, user, input);
        await ctx.session.start(tx, user.id);
        return loggedInUserData(tx, user.id);
      });
    },
  }),
);
