import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_OUTCOME_MAX } from '../../../../common/api/course';
import { outcomeWrites } from '../../../api/outcomes';
import { PRIMARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../../lib/field-error';
import { useOutcomeWrite } from './use-outcome-write';

/** Adds an outcome at the end of the course's list. */
export function AddOutcome({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = useOutcomeWrite(coursePath, (value: string) => outcomeWrites.add(coursePath, { text: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate(text, { onSuccess: () => setText('') });
  };
  const formError = formErrorOf(add.error, 'text');
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
      <TextField
        label={t('outcomes.newOutcome')}
        hint={t('outcomes.newOutcomeHint')}
        value={text}
        maxLength={COURSE_OUTCOME_MAX}
        onChange={(event) => setText(event.target.value)}
        error={fieldErrorOf(add.error, 'text')}
      />
      <button type="submit" className={PRIMARY_BUTTON} aria-disabled={add.isPending || undefined}>
        {t('outcomes.add')}
      </button>
      {formError && <FormAlert message={formError} />}
    </form>
  );
}
