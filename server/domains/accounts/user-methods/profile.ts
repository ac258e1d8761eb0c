import { profileCalls } from '../../../../common/api/profile';
import { serve, servedMethods } from '../../../rpc/method';
import { ownAccount } from '../policy';
import { setProfileName } from '../profile-names';
import { profileNameOf, profilesByName, setProfileDetails } from '../profiles';
import { loggedInUserData } from '../users';

/** The signed-in user's profile: its name (the /u/{profileName}/ slug), summary and header colour. */
export const profileMethods = servedMethods(
  serve(profileCalls.setProfileName, {
    ...ownAccount,
    run: async (db, _ctx, me, input) => {
      await setProfileName(db, me.userId, input.profileName);
      return loggedInUserData(db, me.userId);
    },
  }),
  serve(profileCalls.setProfileDetails, {
    ...ownAccount,
    run: async (db, _ctx, me, input) => {
      await setProfileDetails(db, me.userId, input);
      const name = await profileNameOf(db, me.userId);
      const [profile] = name ? await profilesByName(db, me.userId, [name]) : [null];
      return profile ?? null;
    },
  }),
);
