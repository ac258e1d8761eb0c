import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerResult } from '../../../../common/api/quiz';
import { MARK_FEEDBACK_MAX } from '../../../../common/domain/quiz/answer-text';
import { describeError } from '../../../api/describe-error';
import { classResultsKey, markAttempt } from '../../../api/quiz';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { markingPath } from '../../../lib/assessment-paths';
import { fieldErrorOf } from '../../../lib/field-error';
import { RichTextBlock } from '../blocks/rich-text-block';
import { answerSummary } from './answer-summary';
import { SubmittedWork, submittedFileOf } from './submitted-work';

interface MarkAttemptFormProps {
  learner: LearnerResult;
  setupData: Record<string, unknown>;
  maxScore: number;
  onDone: () => void;
}

/**
 * A teacher marks a learner's latest attempt: the whole answer beside the author's marking guidance,
 * a score and feedback; or returns it for the learner to improve and submit again. An attempt at a
 * question marked by an assessment design opens in the marking queue instead.
 */
export function MarkAttemptForm({ learner, setupData, maxScore, onDone }: MarkAttemptFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scoreId = useId();
  const feedbackId = useId();
  const attempt = learner.lastAttempt!;
  const [score, setScore] = useState(
    attempt.mark && attempt.status === 'marked' ? String(attempt.mark.score) : '',
  );
  const [feedback, setFeedback] = useState(attempt.mark?.feedback.join('\n') ?? '');
  const save = useMutation({
    mutationFn: (returnForResubmission: boolean) =>
      markAttempt(learner.lastAttemptId!, {
        score: returnForResubmission ? 0 : Number(score.replace(',', '.')),
        feedback,
        returnForResubmission,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: classResultsKey });
      onDone();
    },
  });
  // A question marked by an assessment design is marked beside it, in the marking queue.
  if (typeof setupData.assessmentDesignId === 'string') {
    return (
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-slate-800">{t('quiz.results.byDesign', { name: learner.fullName })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={markingPath({ attempt: learner.lastAttemptId! })} className={PRIMARY_BUTTON}>
            {t('quiz.results.openInQueue')}
          </Link>
          <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
            {t('quiz.results.cancel')}
          </button>
        </div>
      </div>
    );
  }
  const answers = attempt.answers as { html?: unknown };
  const file = submittedFileOf(attempt.answers);
  const guidance = (setupData.answerKey as { guidance?: unknown } | undefined)?.guidance;
  const scoreError = fieldErrorOf(save.error, 'score');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(false);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-medium text-slate-900">
        {t('quiz.results.markHeading', { name: learner.fullName })}
      </p>
      {typeof answers.html === 'string' ? (
        <RichTextBlock setupData={{ html: answers.html }} />
      ) : file ? (
        <SubmittedWork file={file} />
      ) : (
        <p className="text-slate-800">{answerSummary(t, setupData, attempt.answers)}</p>
      )}
      {typeof guidance === 'string' && guidance && (
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('quiz.results.guidance', { guidance })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={scoreId} className="block text-sm font-medium text-slate-800">
            {t('quiz.results.scoreField', { maxScore })}
          </label>
          <input
            id={scoreId}
            type="text"
            inputMode="decimal"
            value={score}
            onChange={(event) => setScore(event.target.value)}
            aria-invalid={scoreError ? true : undefined}
            className="mt-1 w-24 rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
      </div>
      {scoreError && <p className="text-sm text-red-800">{scoreError}</p>}
      <div>
        <label htmlFor={feedbackId} className="block text-sm font-medium text-slate-800">
          {t('quiz.results.feedback')}
        </label>
        <textarea
          id={feedbackId}
          rows={3}
          maxLength={MARK_FEEDBACK_MAX}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      {save.isError && !scoreError && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(save.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={save.isPending || undefined}>
          {t('quiz.results.saveMark')}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-disabled={save.isPending || undefined}
          onClick={() => save.mutate(true)}
        >
          {t('quiz.results.returnIt')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('quiz.results.cancel')}
        </button>
      </div>
    </form>
  );
}
