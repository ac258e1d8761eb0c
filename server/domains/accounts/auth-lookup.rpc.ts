import { z } from 'zod';
import { method, resource } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { SIGN_UP_CHECKS_PER_IP } from './credential-limits';
import { checkSignUp } from './sign-up-check';
import { loggedInUserData } from './users';

/**
 * The `auth` resource of the /json scheme (spec §7: lookup auth signUserData) and who is signed in
 * (lookup auth currentUser). Its explicit routes POST /json/auth/ and /json/auth/access_token/
 * live in auth.rpc.ts.
 */
export const authResource = resource('auth', {
  lookup: {
    signUserData: method({
      // Any payload is accepted here: the reply itself reports what is wrong with it, per field.
      input: z.looseObject({}),
      allow: anyone,
      run: async (db, ctx, _loaded, input) => {
        await hitRateLimit(db, SIGN_UP_CHECKS_PER_IP, ctx.client.ip);
        return checkSignUp(db, input);
      },
    }),
    // The web app's first question, "who is here?": a visitor is an answer (null), not a 401, so
    // a visitor's page makes no failing request. The signed-in user's data is getLoggedInUserData's.
    currentUser: method({
      input: z.object({}),
      allow: anyone,
      run: async (db, ctx) =>
        ctx.actor.userId ? ((await loggedInUserData(db, ctx.actor.userId)) ?? null) : null,
    }),
  },
});
