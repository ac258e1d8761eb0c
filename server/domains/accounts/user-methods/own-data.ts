import { z } from 'zod';
import { SetPreferredLanguageInput } from '../../../../common/api/user';
import { method, type ResourceMethods } from '../../../rpc/method';
import { self } from '../../../rpc/policy';
import { loggedInUserData, setPreferredLanguage } from '../users';
import { loadMe } from './load-me';

/** The signed-in user's own data and preferences. */
export const ownDataMethods: ResourceMethods = {
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
};
