import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ExamTaking } from '../../../common/api/exam';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { myExamsKey, startExam, takeExamQuery } from '../../api/exam';
import { useAuthState } from '../../auth/use-auth-state';
import { FormAlert } from '../../components/form-alert';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { ExamAttemptView } from './exam-attempt-view';
import { ExamStandingView } from './exam-standing-view';

/** How often an attempt whose time ran out is read again until the server has handed it in (after its grace). */
export const HAND_IN_POLL_MS = 3000;

/** A refusal that says the exam's state changed under the learner (not open, closed, attempts used, time up). */
const isStateRefusal = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * /assessment/exam/{examId}/?cohort={path}: a timed exam for a learner of the class. Before an
 * attempt, its facts and the Start button (or why not); during one, the questions against the
 * clock; after, the outcome and, once released, the review. Reopened mid-attempt, it takes the
 * attempt up again with its saved answers and the time the server says is left.
 */
export function ExamScreen() {
  const { t } = useTranslation();
  const { examId = '' } = useParams();
  const [params] = useSearchParams();
  const cohortPath = (params.get('cohort') ?? '').toLowerCase();
  const { currentUser, userLoaded } = useAuthState();
  const queryClient = useQueryClient();
  // The attempt whose time ran out: read again until the server has handed it in.
  const [timedUp, setTimedUp] = useState<number | null>(null);
  // What the learner just did, which decides where the focus goes.
  const [moment, setMoment] = useState<'started' | 'finished' | null>(null);
  const taking = useQuery({
    ...takeExamQuery(examId, cohortPath),
    enabled: currentUser !== null && cohortPath !== '',
    retry: false,
    refetchInterval: (query) =>
      timedUp !== null && query.state.data?.attempt?.number === timedUp ? HAND_IN_POLL_MS : false,
  });
  usePageTitle(taking.data?.standing.title ?? t('exam.take.pageTitle'));

  const showTaking = useCallback(
    (answer: ExamTaking) => {
      queryClient.setQueryData(takeExamQuery(examId, cohortPath).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: myExamsKey });
    },
    [queryClient, examId, cohortPath],
  );
  const readAgain = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: takeExamQuery(examId, cohortPath).queryKey });
    void queryClient.invalidateQueries({ queryKey: myExamsKey });
  }, [queryClient, examId, cohortPath]);

  const start = useMutation({
    mutationFn: () => startExam(examId, cohortPath),
    onSuccess: (answer) => {
      showTaking(answer);
      setMoment('started');
    },
    // The standing read again says why it may not start now.
    onError: (error) => {
      if (isStateRefusal(error)) readAgain();
    },
  });
  const attemptNumber = taking.data?.attempt?.number ?? null;
  const onTimeUp = useCallback(() => {
    setTimedUp(attemptNumber);
    setMoment('finished');
    readAgain();
  }, [attemptNumber, readAgain]);
  const onSubmitted = useCallback(
    (answer: ExamTaking) => {
      showTaking(answer);
      setMoment('finished');
    },
    [showTaking],
  );

  if (userLoaded && !currentUser) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <SignInPrompt message={t('exam.take.signedOut')} />
      </div>
    );
  }
  if (!cohortPath || (taking.error instanceof ApiError && taking.error.status === 404)) {
    return <NotFoundScreen />;
  }
  if (taking.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <FormAlert message={describeError(taking.error)} />
      </div>
    );
  }
  if (!taking.data) return <ScreenSkeleton label={t('app.loading')} />;
  const { standing, attempt } = taking.data;
  const userId = currentUser?.userId ?? '';
  return (
    <ScreenFrame>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-semibold text-slate-900">{standing.title}</h1>
        {start.isError && !isStateRefusal(start.error) && <FormAlert message={describeError(start.error)} />}
        {attempt ? (
          <ExamAttemptView
            key={attempt.number}
            examId={examId}
            cohortPath={cohortPath}
            attempt={attempt}
            timeZone={standing.timeZone}
            userId={userId}
            justStarted={moment === 'started'}
            onSubmitted={onSubmitted}
            onTimeUp={onTimeUp}
          />
        ) : (
          <ExamStandingView
            taking={taking.data}
            userId={userId}
            onStart={() => start.mutate()}
            starting={start.isPending}
            justFinished={moment === 'finished'}
          />
        )}
      </div>
    </ScreenFrame>
  );
}
