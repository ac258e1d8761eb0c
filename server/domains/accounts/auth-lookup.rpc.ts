import { authCalls } from '../../../common/api/auth';
import { resource, serve, servedMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { SIGN_UP_CHECKS_PER_IP } from './credential-limits';
import { checkSignUp } from './sign-up-check';
import { findLoggedInUserData } from './users';

/**
 * The `auth` resource of the /json scheme (spec §7: lookup auth signUserData) and who is signed in
 * (lookup auth currentUser). Its explicit routes POST /json/auth/ and /json/auth/access_token/
 * live in auth.rpc.ts.
 */
export const authResource = resource(
  'auth',
  servedMethods(
    serve(authCalls.signUserData, {
      allow: anyone,
      run: async (db, ctx, _loaded, input) => {
        await hitRateLimit(db, SIGN_UP_CHECKS_PER_IP, ctx.client.ip);
        return checkSignUp(db, input);
      },
    }),
    // The web app's first question, "who is here?": a visitor is an answer (null), not a 401, so
    // a visitor's page makes no failing request. The signed-in user's data is getLoggedInUserData's.
    serve(authCalls.currentUser, {
      allow: anyone,
      run: async (db, ctx) =>
        ctx.actor.userId ? ((await findLoggedInUserData(db, ctx.actor.userId)) ?? null) : null,
    }),
  ),
);
