import { z } from 'zod';
import { anyone } from '../../rpc/actor';
import { method, resource } from '../../rpc/method';
import { hitRateLimit } from '../../security/rate-limit';
import { SIGN_UP_CHECKS_PER_IP } from './credential-limits';
import { checkSignUp } from './sign-up-check';

/**
 * The `auth` resource of the /json scheme (spec §7: lookup auth signUserData). Its explicit
 * routes POST /json/auth/ and /json/auth/access_token/ live in auth.rpc.ts.
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
  },
});
