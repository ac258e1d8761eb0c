import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAttempt, ExamTaking } from '../../../common/api/exam';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { submitExam } from '../../api/exam';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { EMPTY_ANSWERS, isBlank } from '../course-page/quiz/blank-answers';
import { QuestionAnswerField } from '../course-page/quiz/question-answer-field';
import { ConfirmDialog } from '../page-editor/confirm-dialog';
import { ExamCountdown } from './exam-countdown';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';
import { useCountdown } from './use-countdown';
import { useExamAnswers } from './use-exam-answers';

interface ExamAttemptViewProps {
  examId: string;
  cohortPath: string;
  attempt: ExamAttempt;
  timeZone: string;
  userId: string;
  /** The learner has just pressed Start: the attempt's heading takes the focus. */
  justStarted: boolean;
  onSubmitted: (taking: ExamTaking) => void;
  /** The time is up, by the countdown or by the server's refusal of a save or hand-in. */
  onTimeUp: () => void;
}

const NO_REVEAL = { rightAnswers: null, mark: null };

/**
 * The attempt under way: the time left, the questions in the learner's order with the form of
 * each widget, a navigator, the autosave's state and the hand-in. At 0:00 the last change not yet
 * kept is sent at once, then nothing more: the server hands in what was saved, and the screen reads
 * the outcome (`onTimeUp`).
 */
export function ExamAttemptView(props: ExamAttemptViewProps) {
  const { examId, cohortPath, attempt, timeZone, userId, justStarted, onSubmitted, onTimeUp } = props;
  const { t } = useTranslation();
  const exam = useExamAnswers({ examId, cohortPath, onEnded: onTimeUp }, attempt);
  const remaining = useCountdown(exam.endsAt, attempt.serverNow);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const timeUp = remaining === 0;
  const { finish } = exam;

  useEffect(() => {
    if (justStarted) heading.current?.focus();
  }, [justStarted]);
  useEffect(() => {
    if (!timeUp) return;
    finish();
    onTimeUp();
  }, [timeUp, finish, onTimeUp]);

  const submit = useMutation({
    mutationFn: () => submitExam(examId, cohortPath, exam.answers),
    onMutate: () => exam.stop(),
    onSuccess: onSubmitted,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onTimeUp();
      else exam.resume();
    },
  });

  const questions = attempt.questions.flatMap((question) => {
    const answers = exam.answers[question.id] ?? EMPTY_ANSWERS[question.widgetType];
    return answers ? [{ question, answers }] : [];
  });
  const progress = questions.map(({ question, answers }) => ({
    id: question.id,
    answered: !isBlank(answers),
  }));
  const unanswered = progress.filter((question) => !question.answered).length;
  const go = (index: number) => {
    const target = document.getElementById(`exam-question-${index + 1}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus();
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-2 lg:z-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
            {t('exam.take.attemptHeading', { number: attempt.number })}
          </h2>
          <ExamCountdown remaining={remaining} />
        </div>
        <QuestionNavigator questions={progress} onGo={go} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SaveStatus save={exam.save} timeZone={timeZone} />
          {!timeUp && (
            <button
              type="button"
              className={PRIMARY_BUTTON}
              aria-disabled={submit.isPending || undefined}
              onClick={() => !submit.isPending && setConfirming(true)}
            >
              {submit.isPending ? t('exam.take.submitting') : t('exam.take.submit')}
            </button>
          )}
        </div>
        {timeUp && (
          <p role="status" className="font-medium text-amber-900">
            {t('exam.take.timeUp')}
          </p>
        )}
        {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 409) && (
          <FormAlert message={describeError(submit.error)} />
        )}
      </div>
      <ol className="space-y-6">
        {questions.map(({ question, answers }, index) => (
          <li key={question.id} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <h3
              id={`exam-question-${index + 1}`}
              tabIndex={-1}
              className="text-sm font-semibold text-slate-700"
            >
              {t('exam.take.questionHeading', { number: index + 1, total: questions.length })}
              <span className="ml-2 font-normal">{t('exam.take.points', { count: question.points })}</span>
            </h3>
            <QuestionAnswerField
              questionId={question.id}
              setupData={question.setupData}
              userId={userId}
              answers={answers}
              onChange={(next) => exam.setAnswer(question.id, next)}
              disabled={timeUp || submit.isPending}
              reveal={NO_REVEAL}
            />
          </li>
        ))}
      </ol>
      {confirming && (
        <ConfirmDialog
          title={t('exam.take.confirmTitle')}
          body={
            unanswered > 0
              ? t('exam.take.confirmUnanswered', { count: unanswered })
              : t('exam.take.confirmAllAnswered')
          }
          confirmLabel={t('exam.take.confirmSubmit')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            submit.mutate();
          }}
        />
      )}
    </div>
  );
}
