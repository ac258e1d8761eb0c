import { userCalls } from '../../../../common/api/user';
import { serve, servedMethods } from '../../../rpc/method';
import { ownAccount } from '../policy';
import { loggedInUserData, setPreferredLanguage } from '../users';

/** The signed-in user's own data and preferences. */
export const ownDataMethods = servedMethods(
  serve(userCalls.getLoggedInUserData, {
    ...ownAccount,
    run: (db, _ctx, me) => loggedInUserData(db, me.userId),
  }),
  serve(userCalls.setPreferredLanguage, {
    ...ownAccount,
    run: async (db, _ctx, me, input) => {
      await setPreferredLanguage(db, me.userId, input.language);
      return loggedInUserData(db, me.userId);
    },
  }),
);
