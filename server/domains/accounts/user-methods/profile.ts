import { SetProfileDetailsInput, SetProfileNameInput } from '../../../../common/api/profile';
import { method, type ResourceMethods } from '../../../rpc/method';
import { self } from '../../../rpc/policy';
import { setProfileName } from '../profile-names';
import { profileNameOf, profilesByName, setProfileDetails } from '../profiles';
import { loggedInUserData } from '../users';
import { loadMe } from './load-me';

/** The signed-in user's profile: its name (the /u/{profileName}/ slug), summary and header colour. */
export const profileMethods: ResourceMethods = {
  update: {
    setProfileName: method({
      input: SetProfileNameInput,
      allow: self,
      load: loadMe,
      run: async (db, _ctx, me, input) => {
        await setProfileName(db, me.userId, input.profileName);
        return loggedInUserData(db, me.userId);
      },
    }),
    setProfileDetails: method({
      input: SetProfileDetailsInput,
      allow: self,
      load: loadMe,
      run: async (db, _ctx, me, input) => {
        await setProfileDetails(db, me.userId, input);
        const name = await profileNameOf(db, me.userId);
        const [profile] = name ? await profilesByName(db, me.userId, [name]) : [null];
        return profile;
      },
    }),
  },
};
