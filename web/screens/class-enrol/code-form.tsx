import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../common/errors';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { useErrorText } from '../../hooks/use-error-text';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';

export interface CodeFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal (a failed call's error), described under the field. */
  error: unknown;
  onSubmit: (code: string) => void;
}

/**
 * One code field and its button (an access code, an enrolment code). The typed code stays after
 * a refusal, and focus returns to the field whose error is then read out.
 */
export function CodeForm({ label, hint, submitLabel, busy, error, onSubmit }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const refusal = useErrorText(error);
  const shown = missing ? t('enrolment.actions.codeMissing') : refusal;
  const fieldErrors = useMemo((): FieldErrors => (shown ? { code: shown } : {}), [shown]);
  const formRef = useFocusFirstInvalid(fieldErrors);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') onSubmit(trimmed);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="sm:flex-1">
        <TextField
          label={label}
          hint={hint}
          error={shown}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
        />
      </div>
      <button type="submit" disabled={busy} className={`${SECONDARY_BUTTON} sm:mt-6`}>
        {busy ? t('enrolment.actions.sending') : submitLabel}
      </button>
    </form>
  );
}
