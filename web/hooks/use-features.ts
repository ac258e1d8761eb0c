import { useQuery } from '@tanstack/react-query';
import { fetchEnabledFeatures } from '../api/features';
import { useAuthState } from '../auth/use-auth-state';

/** Query key of the signed-in user's feature flags. */
export const featuresQueryKey = (userId: string | undefined) => ['features', userId] as const;

/**
 * The signed-in user's feature flags: `isEnabled(key)` and `variant(key)` (both off and null
 * while loading, on failure and for visitors); `error` carries spec §8's message.
 */
export function useFeatures() {
  const userId = useAuthState().currentUser?.userId;
  const query = useQuery({
    queryKey: featuresQueryKey(userId),
    queryFn: () => fetchEnabledFeatures(userId!),
    enabled: userId !== undefined,
  });
  return {
    isEnabled: (key: string) => query.data?.keys.includes(key) ?? false,
    variant: (key: string) => query.data?.variants[key] ?? null,
    error: query.error?.message ?? null,
    isLoading: query.isLoading,
  };
}
