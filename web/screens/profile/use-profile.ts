import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../api/profiles';
import { useAuthState } from '../../auth/use-auth-state';

/** The public profile of `profileName` as the current user sees it (owner and follow flags). */
export function useProfile(profileName: string) {
  const { currentUser } = useAuthState();
  // The viewer is part of the key: signing in or out changes isOwner and isFollowedByMe.
  return useQuery(profileQuery(profileName, currentUser?.userId ?? null));
}
