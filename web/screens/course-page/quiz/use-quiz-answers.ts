import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageQuizzes, QuizState } from '../../../../common/api/quiz';
import type { SubmittedFile } from '../../../../common/domain/quiz/submitted-file';
import { ApiError } from '../../../api/api-error';
import { courseActivityKey, progressQueriesKey } from '../../../api/progress';
import { classResultsKey, myGradesKey, pageQuizzesQuery, submitQuiz } from '../../../api/quiz';
import { useAutosaveStatus } from '../../../hooks/use-autosave-status';

/** Quiet time after the last change before unsubmitted answers are kept on the server. */
export const SCRATCHPAD_DELAY_MS = 800;

/** The answers a quiz widget takes, as the learner's form holds them. */
export type QuizAnswers =
  | { selected: string[] }
  | { text: string }
  | { gaps: Record<string, string> }
  | { matches: Record<string, string> }
  | { categoryOf: Record<string, string> }
  | { words: Record<string, string> }
  | { html: string }
  /** A submission block's: the file uploaded (or recording made) to hand in. */
  | { file: SubmittedFile | null }
  /** A random selector's: an answer to each question drawn, by question id. */
  | { questions: Record<string, QuizAnswers> };

interface Where {
  blockId: string;
  pageId: string;
  cohortPath: string;
}

/** Is a failure worth sending again as it was (no reply, a server failure, a rate limit)? */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/**
 * A new name for a submission, kept while it is sent again after a failure (so it counts once):
 * 32 hex digits (getRandomValues works outside secure contexts too, unlike randomUUID).
 */
const newSubmissionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * A learner's answers to one quiz block: what they choose or type (starting from what the server
 * kept, else their last attempt), kept on the server as a scratchpad after SCRATCHPAD_DELAY_MS of
 * quiet and again when the browser is back online; and `submit`, which sends them as an attempt
 * under one submission id until it is answered, so a submit sent twice counts once.
 */
export function useQuizAnswers(where: Where, state: QuizState, empty: QuizAnswers) {
  const queryClient = useQueryClient();
  const [answers, setAnswersNow] = useState<QuizAnswers>(
    () => (state.scratchpad ?? state.attempts.at(-1)?.answers ?? empty) as QuizAnswers,
  );
  const saving = useAutosaveStatus();
  const unsaved = useRef<QuizAnswers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submissionId = useRef<string | null>(null);
  const latest = useRef({ where, saving });
  latest.current = { where, saving };

  const keepScratchpad = useCallback(async () => {
    const kept = unsaved.current;
    if (kept === null) return;
    const { where: at, saving: status } = latest.current;
    status.started();
    try {
      await submitQuiz(at.blockId, { cohortPath: at.cohortPath, submissionData: null, scratchpadData: kept });
      if (unsaved.current === kept) unsaved.current = null;
      status.succeeded();
    } catch {
      // Kept in `unsaved`: sent again on the next change, or when the browser is back online.
      status.failed();
    }
  }, []);

  useEffect(() => {
    const online = () => void keepScratchpad();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [keepScratchpad]);

  const setAnswers = (next: QuizAnswers) => {
    setAnswersNow(next);
    unsaved.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void keepScratchpad(), SCRATCHPAD_DELAY_MS);
  };

  const submission = useMutation({
    mutationFn: (sent: QuizAnswers) => {
      submissionId.current ??= newSubmissionId();
      return submitQuiz(where.blockId, {
        cohortPath: where.cohortPath,
        submissionData: { submissionId: submissionId.current, answers: sent },
        scratchpadData: null,
      });
    },
    onMutate: () => {
      // The submission clears the scratchpad: nothing is left to keep.
      if (timer.current) clearTimeout(timer.current);
      unsaved.current = null;
    },
    onSuccess: (answered) => {
      submissionId.current = null;
      queryClient.setQueryData(
        pageQuizzesQuery(where.pageId, where.cohortPath).queryKey,
        (current: PageQuizzes | undefined) =>
          current && {
            quizzes: current.quizzes.map((quiz) => (quiz.blockId === answered.blockId ? answered : quiz)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: progressQueriesKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: classResultsKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: myGradesKey, refetchType: 'none' });
      // The outline's completion tick follows a quiz that completes its page.
      void queryClient.invalidateQueries({ queryKey: courseActivityKey });
    },
    onError: (error) => {
      if (!isTransient(error)) submissionId.current = null;
    },
  });

  return {
    answers,
    setAnswers,
    savingStatus: saving.status,
    submit: () => submission.mutate(answers),
    submitting: submission.isPending,
    submitError: submission.error,
  };
}
