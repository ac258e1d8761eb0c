import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseActivityQuery } from '../../api/progress';
import { useLearnerClass } from './use-learner-class';

const NONE: ReadonlySet<string> = new Set();

/**
 * The paths of the course's pages the signed-in learner has completed (their course activity),
 * read again when they open another page (opening one can complete it); empty for anyone who is
 * not a learner of the course, and while loading.
 */
export function useCompletedPages(
  coursePath: string,
  pagePath: string,
  enabled: boolean,
): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const { member } = useLearnerClass(coursePath, enabled);
  const query = courseActivityQuery(coursePath);
  const activity = useQuery({ ...query, enabled: member !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page opened is the trigger.
  useEffect(() => {
    // A read already under way (the first one) is not started again.
    void queryClient.invalidateQueries({ queryKey: query.queryKey }, { cancelRefetch: false });
  }, [pagePath]);
  if (!activity.data) return NONE;
  return new Set(activity.data.pages.filter((page) => page.status === 'completed').map((page) => page.path));
}
