import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseData } from '../../../common/api/course';
import { courseAdminKeys } from '../../api/course-admin';

/** A save of course settings that puts the saved course data in place of the old (no refetch). */
export function useCourseSave<Input>(
  path: string,
  save: (path: string, input: Input) => Promise<CourseData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => save(path, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(courseAdminKeys.course(path), saved);
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.mine });
    },
  });
}
