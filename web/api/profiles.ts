import type { FansPage, FollowResult, PublicProfile, SetProfileDetailsInput } from '../../common/api/profile';
import type { LoggedInUserData } from '../../common/api/user';
import { AVATAR_UPLOAD_PATH } from '../../common/uploads';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

// Profile calls of spec §7 (lookup user resources) and the fans and avatar calls beside them.
const USER = '/json/user';

/** Query keys of profile data, so edits can refresh what they change. */
export const profileKeys = {
  profile: (profileName: string) => ['profile', profileName] as const,
  fans: (profileName: string, page: number) => ['profile', profileName, 'fans', page] as const,
};

/** The public profile of `profileName`, or null when nobody has that name. */
export async function fetchProfile(profileName: string): Promise<PublicProfile | null> {
  const [profile] = await apiRequest<Array<PublicProfile | null>>('GET', `${USER}/lookup/resources`, {
    query: { argName: 'profileName', initArgsList: [profileName] },
  });
  return profile ?? null;
}

/** Saves the signed-in user's summary and header colour; resolves with their profile. */
export function saveProfileDetails(input: SetProfileDetailsInput): Promise<PublicProfile> {
  return apiRequest('POST', ownUserPath('update', 'setProfileDetails'), { body: input, loginRequired: true });
}

/** Changes the signed-in user's profile name. */
export function setProfileName(profileName: string): Promise<LoggedInUserData> {
  return apiRequest('POST', ownUserPath('update', 'setProfileName'), {
    body: { profileName },
    loginRequired: true,
  });
}

/** Follows or unfollows `profileName`. */
export function setFollowing(profileName: string, follow: boolean): Promise<FollowResult> {
  return apiRequest('POST', `${USER}/execute/${follow ? 'follow' : 'unfollow'}`, {
    body: { profileName },
    loginRequired: true,
  });
}

/** A page of the people following `profileName`. */
export function fetchFans(profileName: string, page: number): Promise<FansPage> {
  return apiRequest('GET', `${USER}/lookup/fans`, { query: { profileName, page } });
}

/** Uploads a new avatar image; resolves with its address. */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', AVATAR_UPLOAD_PATH, { formData, loginRequired: true });
}
