import { useQuery } from '@tanstack/react-query';
import { isLocked } from '../../../common/domain/page-schedule';
import { cohortScheduleQuery, firstAvailableMembershipQuery } from '../../api/membership';
import { useAuthState } from '../../auth/use-auth-state';

const NONE: ReadonlySet<string> = new Set();

/**
 * The paths of the course's pages that the signed-in learner's class has not opened yet: their
 * first available class (the one the server schedules their pages by), then its schedule. Empty
 * for editors (`enabled` false), visitors, facilitators and while loading.
 */
export function useLockedPages(coursePath: string, enabled: boolean): ReadonlySet<string> {
  const userId = useAuthState().currentUser?.userId ?? null;
  const membership = useQuery({
    ...firstAvailableMembershipQuery(coursePath),
    enabled: enabled && userId !== null,
  });
  const member = membership.data?.kind === 'member' && !membership.data.staff ? membership.data : null;
  const schedule = useQuery({
    ...cohortScheduleQuery(member?.cohortPath ?? '', userId),
    enabled: member !== null,
  });
  if (!schedule.data) return NONE;
  const now = new Date();
  return new Set(
    schedule.data.pages.filter((page) => isLocked(page.unlocksAt, now)).map((page) => page.pagePath),
  );
}
