import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EnrolInput } from '../../../common/api/enrolment';
import { ApiError } from '../../api/api-error';
import { ALL_ENROLLABLE_CLASSES_KEY, enrolInClass } from '../../api/enrolment';
import { coursePagePath, endedErrorPath } from '../../lib/paths';

/**
 * Joining a class: once in, the learner goes to the course's first page in view mode; a class
 * that has ended sends them to /ended_error/; a pending request refreshes the class list. Other
 * refusals stay on the mutation for the form to show beside its field.
 */
export function useEnrolInClass(coursePath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnrolInput) => enrolInClass(input),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: ALL_ENROLLABLE_CLASSES_KEY });
      const joined = reply.outcome === 'enrolled' || reply.outcome === 'already_enrolled';
      if (joined && reply.firstPagePath) navigate(coursePagePath(reply.coursePath, reply.firstPagePath));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'class_ended') navigate(endedErrorPath(coursePath));
    },
  });
}
