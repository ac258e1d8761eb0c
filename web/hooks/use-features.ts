import { useQuery } from '@tanstack/react-query';
import { enabledFeaturesQuery } from '../api/features';
import { useAuthState } from '../auth/use-auth-state';

/**
 * The signed-in user's feature flags: `isEnabled(key)` and `variant(key)` (both off and null
 * while loading, on failure and for visitors); `error` carries spec §8's message.
 */
export function useFeatures() {
  const userId = useAuthState().currentUser?.userId;
  // A visitor has no flags: the query waits for a user ('' is never asked).
  const query = useQuery({ ...enabledFeaturesQuery(userId ?? ''), enabled: userId !== undefined });
  return {
    isEnabled: (key: string) => query.data?.keys.includes(key) ?? false,
    variant: (key: string) => query.data?.variants[key] ?? null,
    error: query.error?.message ?? null,
    isLoading: query.isLoading,
  };
}
