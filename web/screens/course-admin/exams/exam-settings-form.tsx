import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExamDetail, ExamSettings } from '../../../../common/api/exam';
import type { BankDetail } from '../../../../common/api/questionbank';
import {
  EXAM_ATTEMPTS_MAX,
  EXAM_INSTRUCTIONS_MAX,
  EXAM_RELEASES,
  EXAM_TIME_LIMIT_MAX,
  EXAM_TITLE_MAX,
  type ExamRelease,
} from '../../../../common/domain/exam/exam-rules';
import { MAX_WEIGHT } from '../../../../common/domain/quiz/quiz-settings';
import { examsKey, updateExam } from '../../../api/exam';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { SaveBar } from '../save-bar';
import { checkErrors, draftOf, type ExamDraft, serverErrors, settingsOf } from './exam-draft';
import { ExamPartsField } from './exam-parts-field';

/**
 * An exam's settings, checked here and saved explicitly; every reason shows beside its field (or
 * its part). What was typed stays after a refused save.
 */
export function ExamSettingsForm({ exam, banks }: { exam: ExamDetail; banks: readonly BankDetail[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(exam));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const save = useMutation({
    mutationFn: (settings: ExamSettings) => updateExam(exam.id, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKey }),
    onError: (error) => setErrors(serverErrors(error)),
  });
  const change = (changes: Partial<ExamDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExamSettings.safeParse(settingsOf(draft));
    if (!parsed.success) {
      setErrors(checkErrors(parsed.error));
      save.reset();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const classClock = t('exam.admin.classClock');
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-5">
      <TextField
        label={t('exam.admin.titleField')}
        value={draft.title}
        maxLength={EXAM_TITLE_MAX}
        onChange={(event) => change({ title: event.target.value })}
        error={errors.title}
      />
      <TextAreaField
        label={t('exam.admin.instructions')}
        value={draft.instructions}
        maxLength={EXAM_INSTRUCTIONS_MAX}
        onChange={(event) => change({ instructions: event.target.value })}
        error={errors.instructions}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('exam.admin.timeLimit')}
          type="number"
          min={1}
          max={EXAM_TIME_LIMIT_MAX}
          inputMode="numeric"
          value={draft.timeLimit}
          onChange={(event) => change({ timeLimit: event.target.value })}
          error={errors.timeLimitMinutes}
        />
        <TextField
          label={t('exam.admin.attempts')}
          type="number"
          min={1}
          max={EXAM_ATTEMPTS_MAX}
          inputMode="numeric"
          value={draft.attempts}
          onChange={(event) => change({ attempts: event.target.value })}
          error={errors.maxAttempts}
        />
        <TextField
          label={t('exam.admin.opensAt')}
          type="datetime-local"
          hint={classClock}
          value={draft.opensAt}
          onChange={(event) => change({ opensAt: event.target.value })}
          error={errors.opensAtLocal}
        />
        <TextField
          label={t('exam.admin.closesAt')}
          type="datetime-local"
          hint={classClock}
          value={draft.closesAt}
          onChange={(event) => change({ closesAt: event.target.value })}
          error={errors.closesAtLocal}
        />
      </div>
      <TextField
        label={t('exam.admin.weight')}
        hint={t('exam.admin.weightHint')}
        type="number"
        min={0}
        max={MAX_WEIGHT}
        step="any"
        inputMode="decimal"
        value={draft.weight}
        onChange={(event) => change({ weight: event.target.value })}
        error={errors.weight}
      />
      <CheckboxField
        label={t('exam.admin.shuffle')}
        checked={draft.shuffle}
        onChange={(shuffle) => change({ shuffle })}
        error={errors.shuffleQuestions}
      />
      <SelectField
        label={t('exam.admin.release')}
        value={draft.release}
        options={EXAM_RELEASES.map((release) => ({
          value: release,
          label: t(`exam.admin.releases.${release}`),
        }))}
        onChange={(release) => change({ release: release as ExamRelease })}
        error={errors.release}
      />
      <ExamPartsField
        parts={draft.parts}
        banks={banks}
        errors={errors}
        onChange={(parts, moved) => {
          change({ parts });
          // Reasons of parts are by place: once parts move, they would show beside the wrong one.
          if (moved)
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('parts'))),
            );
        }}
      />
      <SaveBar save={save} fieldErrors={errors} />
    </form>
  );
}
