import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InstitutionSurvey,
  LEARNER_COUNTS,
  ORGANISATION_TYPES,
  START_TIMES,
  SURVEY_COMMENTS_MAX,
  SURVEY_GOALS,
  type SurveyAnswers,
} from '../../../common/api/institution-survey';
import { institutionSurveyKey, submitInstitutionSurvey } from '../../api/institution-survey';
import { CheckboxField } from '../../components/checkbox-field';
import { ErrorAlert } from '../../components/error-alert';
import { SelectField } from '../../components/select-field';
import { SubmitRow } from '../../components/submit-row';
import { TextAreaField } from '../../components/text-area-field';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { fieldErrorOf } from '../../lib/field-error';

/** The answers as the form holds them: nothing chosen yet is ''. */
type Draft = Omit<SurveyAnswers, 'organisationType' | 'learnerCount' | 'startTime'> & {
  organisationType: SurveyAnswers['organisationType'] | '';
  learnerCount: SurveyAnswers['learnerCount'] | '';
  startTime: SurveyAnswers['startTime'] | '';
};

const EMPTY: Draft = { organisationType: '', learnerCount: '', goals: [], startTime: '', comments: '' };

/**
 * The survey's questions, answered and submitted at once: the server's reasons show by their
 * questions and nothing chosen is lost; leaving with answers not yet submitted asks first.
 */
export function SurveyForm({
  institutionPath,
  survey,
}: {
  institutionPath: string;
  survey: InstitutionSurvey;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved: Draft = survey.institutionSurvey.answers ?? EMPTY;
  const [draft, setDraft] = useState<Draft>(saved);
  const submit = useMutation({
    mutationFn: () => submitInstitutionSurvey(institutionPath, draft as SurveyAnswers),
    onSuccess: (answer) => queryClient.setQueryData(institutionSurveyKey(institutionPath), answer),
  });
  const leaveDialog = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(saved) && !submit.isSuccess);
  const errorOf = (field: keyof Draft) => fieldErrorOf(submit.error, `answers.${field}`);
  const anyFieldError = (Object.keys(EMPTY) as (keyof Draft)[]).some((field) => errorOf(field));
  // A reason by its field shows there; any other failure in the alert.
  const generalError = anyFieldError ? null : submit.error;

  function toggleGoal(goal: (typeof SURVEY_GOALS)[number], on: boolean) {
    setDraft((current) => ({
      ...current,
      goals: on ? [...current.goals, goal] : current.goals.filter((one) => one !== goal),
    }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit.mutate();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <SelectField
        label={t('institutions.survey.questions.organisationType')}
        value={draft.organisationType}
        placeholder={t('institutions.survey.choose')}
        options={ORGANISATION_TYPES.map((value) => ({
          value,
          label: t(`institutions.survey.organisationTypes.${value}`),
        }))}
        onChange={(value) => setDraft({ ...draft, organisationType: value as Draft['organisationType'] })}
        error={errorOf('organisationType')}
      />
      <SelectField
        label={t('institutions.survey.questions.learnerCount')}
        value={draft.learnerCount}
        placeholder={t('institutions.survey.choose')}
        options={LEARNER_COUNTS.map((value) => ({
          value,
          label: t(`institutions.survey.learnerCounts.${value}`),
        }))}
        onChange={(value) => setDraft({ ...draft, learnerCount: value as Draft['learnerCount'] })}
        error={errorOf('learnerCount')}
      />
      <fieldset aria-describedby={errorOf('goals') ? 'survey-goals-error' : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          {t('institutions.survey.questions.goals')}
        </legend>
        {SURVEY_GOALS.map((goal) => (
          <CheckboxField
            key={goal}
            label={t(`institutions.survey.goals.${goal}`)}
            checked={draft.goals.includes(goal)}
            onChange={(on) => toggleGoal(goal, on)}
          />
        ))}
        {errorOf('goals') && (
          <p id="survey-goals-error" className="text-sm text-red-700">
            {errorOf('goals')}
          </p>
        )}
      </fieldset>
      <SelectField
        label={t('institutions.survey.questions.startTime')}
        value={draft.startTime}
        placeholder={t('institutions.survey.choose')}
        options={START_TIMES.map((value) => ({ value, label: t(`institutions.survey.startTimes.${value}`) }))}
        onChange={(value) => setDraft({ ...draft, startTime: value as Draft['startTime'] })}
        error={errorOf('startTime')}
      />
      <TextAreaField
        label={t('institutions.survey.questions.comments')}
        hint={t('institutions.survey.commentsHint', { max: SURVEY_COMMENTS_MAX })}
        value={draft.comments}
        maxLength={SURVEY_COMMENTS_MAX}
        onChange={(event) => setDraft({ ...draft, comments: event.target.value })}
        error={errorOf('comments')}
      />
      <ErrorAlert error={generalError} />
      <SubmitRow
        label={t('institutions.survey.submit')}
        busyLabel={t('institutions.survey.submitting')}
        doneLabel={t('institutions.survey.thanks')}
        state={submit}
      />
      {leaveDialog}
    </form>
  );
}
