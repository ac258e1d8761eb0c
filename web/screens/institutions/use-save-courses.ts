import { useQueryClient } from '@tanstack/react-query';
import type { InstitutionCourse } from '../../../common/api/institution';
import { institutionKeys } from '../../api/institutions';

/**
 * Keeps the institution's courses as a change answered them; with `addableChanged` (a course
 * added or taken out), the caller's courses that may be added are read again.
 */
export function useSaveCourses(institutionPath: string) {
  const queryClient = useQueryClient();
  return (courses: InstitutionCourse[], { addableChanged = false } = {}) => {
    queryClient.setQueryData(institutionKeys.courses(institutionPath), courses);
    if (addableChanged)
      void queryClient.invalidateQueries({ queryKey: institutionKeys.addableCourses(institutionPath) });
  };
}
