import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkingItem } from '../../../common/api/assessment';
import { MARK_FEEDBACK_MAX } from '../../../common/domain/quiz/answer-text';
import { ApiError } from '../../api/api-error';
import { markingKeys } from '../../api/assessment';
import { classResultsKey, markAttempt } from '../../api/quiz';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { RubricGrid } from './rubric-grid';

/** Every field reason of a failed call in the interface language, by its full field ('rubric.clarity'). */
function fieldReasons(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.keys(error.fields).map((field) => [field, fieldErrorOf(error, field) ?? '']),
  );
}

/** A typed score as a number (a decimal comma taken); nothing typed sends none, for the server to ask for one. */
const scoreOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.replace(',', '.')));

/** The levels of an earlier mark by the rubric, to start from when marking again. */
const levelsOf = (item: MarkingItem): Record<string, string> =>
  Object.fromEntries((item.mark?.rubric ?? []).map((level) => [level.criterionId, level.levelId]));

/**
 * The marking of one attempt: a level of each criterion of its rubric (or a score out of its
 * points), feedback for the learner, then "Save mark", or "Return for resubmission" for the
 * learner to improve it and submit again. `onDone` follows a saved mark or return.
 */
export function MarkForm({ item, onDone }: { item: MarkingItem; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rubric = item.design?.kind === 'rubric' ? item.design : null;
  const marked = item.status === 'marked' ? item.mark : null;
  const [chosen, setChosen] = useState(() => levelsOf(item));
  const [score, setScore] = useState(marked && !rubric ? String(marked.score) : '');
  const [feedback, setFeedback] = useState(item.mark?.feedback.join('\n') ?? '');
  const save = useMutation({
    mutationFn: (returnForResubmission: boolean) =>
      markAttempt(
        item.attemptId,
        returnForResubmission
          ? { score: 0, feedback, returnForResubmission }
          : { ...(rubric ? { rubric: chosen } : { score: scoreOf(score) }), feedback },
      ),
    onSuccess: async () => {
      await Promise.all(
        [...markingKeys, classResultsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onDone();
    },
  });
  // Built once per failure: a new object each render would move focus back at every keystroke.
  const fieldErrors = useMemo(() => fieldReasons(save.error), [save.error]);
  const formRef = useFocusFirstInvalid(fieldErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(false);
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-labelledby="mark-form-heading"
    >
      <h3 id="mark-form-heading" className="text-lg font-semibold text-slate-900">
        {rubric ? t('marking.form.byRubric', { name: rubric.name }) : t('marking.form.byPoints')}
      </h3>
      {item.designMissing && <p className="text-sm text-amber-900">{t('marking.form.designMissing')}</p>}
      {rubric ? (
        <RubricGrid
          criteria={rubric.criteria}
          chosen={chosen}
          onChoose={(criterionId, levelId) => setChosen({ ...chosen, [criterionId]: levelId })}
          errors={Object.fromEntries(
            rubric.criteria.map((criterion) => [criterion.id, fieldErrors[`rubric.${criterion.id}`]]),
          )}
          totalPoints={rubric.totalPoints}
        />
      ) : (
        <div className="max-w-48">
          <TextField
            label={t('marking.form.score', { maxScore: item.maxScore })}
            inputMode="decimal"
            value={score}
            error={fieldErrors.score}
            onChange={(event) => setScore(event.target.value)}
          />
        </div>
      )}
      <TextAreaField
        label={t('marking.form.feedback')}
        hint={t('marking.form.feedbackHint')}
        rows={5}
        maxLength={MARK_FEEDBACK_MAX}
        value={feedback}
        error={fieldErrors.feedback}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <FormAlert
        message={Object.keys(fieldErrors).length > 0 ? fieldErrors.rubric : formErrorOf(save.error, 'score')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={save.isPending || undefined}>
          {t('marking.form.save')}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-disabled={save.isPending || undefined}
          onClick={() => !save.isPending && save.mutate(true)}
        >
          {t('marking.form.return')}
        </button>
      </div>
    </form>
  );
}
