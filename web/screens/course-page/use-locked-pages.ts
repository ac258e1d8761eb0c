import { useQuery } from '@tanstack/react-query';
import { isLocked } from '../../../common/domain/page-schedule';
import { drawnWhenWaited } from '../../api/first-reads';
import { cohortScheduleQuery } from '../../api/membership';
import { useLearnerClass } from './use-learner-class';

const NONE: ReadonlySet<string> = new Set();

/**
 * The paths of the course's pages that the signed-in learner's class has not opened yet: their
 * learner class, then its schedule. Empty for anyone who is not a learner of the course.
 */
export function useLockedPages(coursePath: string, enabled: boolean): ReadonlySet<string> {
  const { userId, member } = useLearnerClass(coursePath, enabled);
  const schedule = useQuery({
    ...drawnWhenWaited(cohortScheduleQuery(member?.cohortPath ?? '', userId)),
    enabled: member !== null,
  });
  if (!schedule.data) return NONE;
  const now = new Date();
  return new Set(
    schedule.data.pages.filter((page) => isLocked(page.unlocksAt, now)).map((page) => page.pagePath),
  );
}
