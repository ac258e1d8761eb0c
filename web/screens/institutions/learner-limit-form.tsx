import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEARNER_LIMIT_MAX } from '../../../common/api/institution';
import { institutionKeys, saveLearnerLimit } from '../../api/institutions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

/**
 * Platform staff set the learner limit: the server's reason shows by the field and the number
 * typed stays; the new limit is announced once saved.
 */
export function LearnerLimitForm({
  institutionPath,
  learnerLimit,
}: {
  institutionPath: string;
  learnerLimit: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(learnerLimit));
  const save = useMutation({
    // An empty or malformed number goes as such (null), for the server to name its reason.
    mutationFn: (typed: string) =>
      saveLearnerLimit(institutionPath, typed.trim() === '' ? Number.NaN : Number(typed)),
    onSuccess: (membership) => {
      queryClient.setQueryData(institutionKeys.membership(institutionPath), membership);
      setValue(String(membership.learnerLimit));
    },
  });
  const error = fieldErrorOf(save.error, 'learnerLimit');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <TextField
        label={t('institutions.membership.limit.field')}
        hint={t('institutions.membership.limit.fieldHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={LEARNER_LIMIT_MAX}
        step={1}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (!save.isPending) save.reset();
        }}
        error={error}
      />
      <ErrorAlert error={error ? null : save.error} />
      <p role="status" className="text-sm font-medium text-green-800">
        {save.isSuccess ? t('institutions.membership.limit.saved', { limit: save.data.learnerLimit }) : ''}
      </p>
      <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
        {save.isPending ? t('institutions.membership.limit.saving') : t('institutions.membership.limit.save')}
      </button>
    </form>
  );
}
