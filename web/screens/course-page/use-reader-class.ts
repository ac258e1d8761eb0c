import { useQuery } from '@tanstack/react-query';
import { drawnWhenWaited } from '../../api/first-reads';
import { firstAvailableMembershipQuery } from '../../api/membership';
import { useAuthState } from '../../auth/use-auth-state';

/**
 * The class a signed-in reader reads the course in, whether they learn or teach in it (the feeds of
 * posts are a class's): `learner` says which. Null `cohortPath` for visitors, for readers in no
 * class of the course and while loading (`known` says when the answer is in). The same read as
 * useLearnerClass, so the page asks once.
 */
export function useReaderClass(coursePath: string, enabled: boolean) {
  const userId = useAuthState().currentUser?.userId ?? null;
  const membership = useQuery({
    ...drawnWhenWaited(firstAvailableMembershipQuery(coursePath)),
    enabled: enabled && userId !== null,
  });
  const member = membership.data?.kind === 'member' ? membership.data : null;
  return {
    userId,
    cohortPath: member?.cohortPath ?? null,
    learner: member !== null && !member.staff,
    known: membership.isSuccess || membership.isError,
  };
}
