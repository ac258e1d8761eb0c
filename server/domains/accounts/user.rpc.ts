import { z } from 'zod';
import { SetPreferredLanguageInput, SignUpInput } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { anyone, self } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { method, resource } from '../../rpc/method';
import { hitRateLimit } from '../../security/rate-limit';
import { SIGN_UP_PER_ACCOUNT, SIGN_UP_PER_IP } from './limits';
import { createUser, loggedInUserData, setPreferredLanguage } from './users';

/** `me` names the signed-in user; any other id names nobody a caller may read yet. */
async function loadMe(_db: Db, ctx: RequestContext, id: string) {
  return id === 'me' && ctx.actor.userId ? { userId: ctx.actor.userId } : undefined;
}

/** Users: sign-up, the signed-in user's data, their preferences. */
export const userResource = resource(
  'user',
  {
    create: method({
      input: SignUpInput,
      allow: anyone,
      // The counters must stay counted when the sign-up fails, so the write opens its own transaction.
      transaction: false,
      run: async (db, ctx, _loaded, input) => {
        await hitRateLimit(db, SIGN_UP_PER_IP, ctx.client.ip);
        await hitRateLimit(db, SIGN_UP_PER_ACCOUNT, input.email.toLowerCase());
        return db.transaction(async (tx) => {
          const user = await createUser(tx as unknown as Db, input);
          await ctx.session.start(tx as unknown as Db, user.id);
          return loggedInUserData(tx as unknown as Db, user.id);
        });
      },
    }),
    read: {
      getLoggedInUserData: method({
        input: z.object({}),
        allow: self,
        load: loadMe,
        run: (db, _ctx, me) => loggedInUserData(db, me.userId),
      }),
    },
    update: {
      setPreferredLanguage: method({
        input: SetPreferredLanguageInput,
        allow: self,
        load: loadMe,
        run: async (db, _ctx, me, input) => {
          await setPreferredLanguage(db, me.userId, input.language);
          return loggedInUserData(db, me.userId);
        },
      }),
    },
  },
  (created) => (created as { userId: string }).userId,
);
