import { useQuery } from '@tanstack/react-query';
import { drawnWhenWaited } from '../../api/first-reads';
import { firstAvailableMembershipQuery } from '../../api/membership';
import { useAuthState } from '../../auth/use-auth-state';

/**
 * The class the signed-in person learns the course in (their first available class, the one the
 * server schedules their pages and keeps their progress by); null for editors (`enabled` false),
 * visitors, facilitators and while loading (`known` says when it has loaded).
 */
export function useLearnerClass(coursePath: string, enabled: boolean) {
  const userId = useAuthState().currentUser?.userId ?? null;
  const membership = useQuery({
    ...drawnWhenWaited(firstAvailableMembershipQuery(coursePath)),
    enabled: enabled && userId !== null,
  });
  const member = membership.data?.kind === 'member' && !membership.data.staff ? membership.data : null;
  // Whether the answer is in: until it is, `member` being null says nothing.
  const known = membership.isSuccess || membership.isError;
  return { userId, member, known };
}
