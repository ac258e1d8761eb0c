import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudentDataInput } from '../../../common/api/student-data';
import { StaleAnswerError, studentDataQuery } from '../../api/student-data';
import { useRequestNumbers } from '../../hooks/use-request-numbers';

/**
 * A page of the institution's student data (spec §4): each change of what is asked is a request
 * with the next number, and an answer carrying an older number than the last request's is ignored
 * (never shown, never retried). While the next page loads, the last one stays.
 */
export function useStudentData(institutionPath: string, input: StudentDataInput) {
  const numbers = useRequestNumbers();
  const requestId = numbers.numberFor(JSON.stringify([institutionPath, input]));
  return useQuery({
    ...studentDataQuery(institutionPath, { ...input, requestId }, (answer) => numbers.isLatest(answer)),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof StaleAnswerError) && failures < 1,
  });
}
