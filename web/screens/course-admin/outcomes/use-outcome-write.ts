import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseOutcomes } from '../../../../common/api/outcomes';
import { courseAdminKeys } from '../../../api/course-admin';
import { alignmentKeys, outcomesQuery } from '../../../api/outcomes';

/**
 * A write of the course's outcomes: the list it answers is shown at once, and what an outcome
 * changed makes stale is read again (the pickers, the attainment, and the course data the general
 * settings form edits the outcomes' texts in).
 */
export function useOutcomeWrite<Input>(coursePath: string, write: (input: Input) => Promise<CourseOutcomes>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (outcomes) => {
      queryClient.setQueryData(outcomesQuery(coursePath).queryKey, outcomes);
      for (const queryKey of alignmentKeys) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.course(coursePath) });
    },
  });
}
