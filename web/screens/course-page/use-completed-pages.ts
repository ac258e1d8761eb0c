import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { drawnWhenWaited } from '../../api/first-reads';
import { courseActivityQuery } from '../../api/progress';
import { useLearnerClass } from './use-learner-class';

const NONE: ReadonlySet<string> = new Set();
/** Activities whose answer came with the page the server drew, already taken as a first read. */
const drawnAnswersTaken = new WeakSet<object>();

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
  const activity = useQuery({ ...drawnWhenWaited(query), enabled: member !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page opened is the trigger.
  useEffect(() => {
    // A read already under way (the first one) is not started again, nor the answer that came with
    // the page the server drew (never fetched here), read after the page as that first read is.
    const cached = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (
      cached?.state.data !== undefined &&
      cached.state.dataUpdateCount === 0 &&
      !drawnAnswersTaken.has(cached)
    ) {
      drawnAnswersTaken.add(cached);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: query.queryKey }, { cancelRefetch: false });
  }, [pagePath]);
  const pages = activity.data?.pages;
  // The same set while the answer is the same: the page's blocks are not drawn again for nothing.
  return useMemo(
    () =>
      pages ? new Set(pages.filter((page) => page.status === 'completed').map((page) => page.path)) : NONE,
    [pages],
  );
}
