import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  courseActivityKey,
  pageCompletionsQuery,
  progressQueriesKey,
  setBlockDone,
} from '../../api/progress';

/** What a page's "Mark as done" controls need: done blocks, the change in flight, its failure. */
export interface BlockCompletion {
  isDone: (blockId: string) => boolean;
  toggle: (blockId: string) => void;
  pendingBlockId: string | null;
  failedBlockId: string | null;
  error: unknown;
}

/**
 * The signed-in learner's done blocks on `pageId` and a toggle for them; null for anyone who is not
 * a learner of the course (editors, staff, visitors), who see no controls.
 */
export function useBlockCompletion(pageId: string, enabled: boolean): BlockCompletion | null {
  const queryClient = useQueryClient();
  const completionsQuery = pageCompletionsQuery(pageId);
  const completions = useQuery({ ...completionsQuery, enabled });
  const change = useMutation({
    mutationFn: ({ blockId, done }: { blockId: string; done: boolean }) => setBlockDone(blockId, done),
    onSuccess: (result) => {
      queryClient.setQueryData(completionsQuery.queryKey, (current) => {
        const others = (current?.doneBlockIds ?? []).filter((id) => id !== result.blockId);
        return { isLearner: true, doneBlockIds: result.done ? [...others, result.blockId] : others };
      });
      void queryClient.invalidateQueries({ queryKey: progressQueriesKey, refetchType: 'none' });
      // The outline beside the page shows the page's completion tick now.
      void queryClient.invalidateQueries({ queryKey: courseActivityKey });
    },
  });
  if (!enabled || !completions.data?.isLearner) return null;
  const done = new Set(completions.data.doneBlockIds);
  return {
    isDone: (blockId) => done.has(blockId),
    toggle: (blockId) => change.mutate({ blockId, done: !done.has(blockId) }),
    pendingBlockId: change.isPending ? change.variables.blockId : null,
    failedBlockId: change.isError ? change.variables.blockId : null,
    error: change.error,
  };
}
