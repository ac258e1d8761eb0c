import type {
  FollowResult,
  PublicProfile,
  profileCalls,
  SetProfileDetailsInput,
} from '../../common/api/profile';
import type { LoggedInUserData } from '../../common/api/user';
import { AVATAR_UPLOAD_PATH } from '../../common/uploads';
import { type CallArgs, call, callKey, callKeyPrefix, request } from './call';
import { apiRequest } from './client';
import { ownUserId } from './own-user';
import { viewerKey, viewerQuery } from './viewer-query';

// Profile calls of spec §7 (lookup user resources) and the fans and avatar calls beside them.
type Calls = typeof profileCalls;
const lookup = call<Calls['resources']>('user', 'lookup', 'resources');
const fans = call<Calls['fans']>('user', 'lookup', 'fans');
const follow = call<Calls['follow']>('user', 'execute', 'follow');
const unfollow = call<Calls['unfollow']>('user', 'execute', 'unfollow');
const details = call<Calls['setProfileDetails']>('user', 'update', 'setProfileDetails');
const profileName = call<Calls['setProfileName']>('user', 'update', 'setProfileName');

const byName = (name: string): CallArgs<Calls['resources']> => ({
  input: { argName: 'profileName', initArgsList: [name] },
});

/** The start of the keys of `name`'s profile, whoever views it, to refresh it after an edit. */
export const profileKey = (name: string) => callKey(lookup, byName(name));

/** The starts of the keys of every profile and fans page, to refresh them after a follow. */
export const PROFILE_DATA_KEYS = [callKeyPrefix(lookup), callKeyPrefix(fans)];

/** The public profile of `name` as `viewerId` sees it (null when nobody has that name), as query options. */
export function profileQuery(name: string, viewerId: string | null) {
  return {
    queryKey: viewerKey(lookup, byName(name), viewerId),
    queryFn: async (): Promise<PublicProfile | null> => {
      // A lookup by profile name answers profiles, in the order of the names.
      const [profile] = (await request(lookup, byName(name))) as Array<PublicProfile | null>;
      return profile ?? null;
    },
  };
}

/** Saves the signed-in user's summary and header colour; resolves with their profile. */
export function saveProfileDetails(input: SetProfileDetailsInput): Promise<PublicProfile | null> {
  return request(details, { id: ownUserId, input }, { loginRequired: true });
}

/** Changes the signed-in user's profile name. */
export function setProfileName(name: string): Promise<LoggedInUserData> {
  return request(profileName, { id: ownUserId, input: { profileName: name } }, { loginRequired: true });
}

/** Follows or unfollows `name`. */
export function setFollowing(name: string, following: boolean): Promise<FollowResult> {
  const address = following ? follow : unfollow;
  const input = { profileName: name };
  return request<Calls['follow'] | Calls['unfollow']>(address, { input }, { loginRequired: true });
}

/** A page of the people following `name` as `viewerId` sees them, as query options. */
export const fansQuery = (name: string, page: number, viewerId: string | null) =>
  viewerQuery(fans, { input: { profileName: name, page } }, viewerId);

/** Uploads a new avatar image; resolves with its address. */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', AVATAR_UPLOAD_PATH, { formData, loginRequired: true });
}
