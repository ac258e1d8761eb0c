import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GeneratedEnrolmentCodes, GenerateEnrolmentCodesInput } from '../../../common/api/enrolment';
import type { FieldErrors } from '../../../common/errors';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { codeBatchesKey, generateEnrolmentCodes } from '../../api/enrolment';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { BatchCsvLink } from './enrolment-code-batches';

type Field = 'label' | 'count' | 'maxUses';
const FIELD_MESSAGES = {
  label: 'enrolment.codes.invalidLabel',
  count: 'enrolment.codes.invalidCount',
  maxUses: 'enrolment.codes.invalidMaxUses',
} as const;

/** The fields named in a refusal (the shared schema's or the server's), each with the translated way to fix it. */
function fieldsOf(names: readonly string[], t: (key: (typeof FIELD_MESSAGES)[Field]) => string): FieldErrors {
  return Object.fromEntries(
    names
      .filter((name): name is Field => name in FIELD_MESSAGES)
      .map((name) => [name, t(FIELD_MESSAGES[name])]),
  );
}

/** Generate a batch of enrolment codes (label, how many, uses each), then show the new codes. */
export function EnrolmentCodesForm({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ label: '', count: '10', maxUses: '1' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstInvalid(fieldErrors);
  const generate = useMutation({
    mutationFn: (input: GenerateEnrolmentCodesInput) => generateEnrolmentCodes(cohortPath, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codeBatchesKey(cohortPath) }),
    onError: (error) => {
      if (error instanceof ApiError) setFieldErrors(fieldsOf(Object.keys(error.fields), t));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GenerateEnrolmentCodesInput.safeParse({
      label: values.label,
      count: Number(values.count),
      maxUses: Number(values.maxUses),
    });
    if (!parsed.success) {
      setFieldErrors(
        fieldsOf(
          parsed.error.issues.map((issue) => String(issue.path[0])),
          t,
        ),
      );
      return;
    }
    setFieldErrors({});
    generate.mutate(parsed.data);
  }

  const field = (name: Field) => ({
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const failed = generate.isError && Object.keys(fieldErrors).length === 0;

  return (
    <section aria-labelledby="generate-codes-heading" className="space-y-4">
      <h2 id="generate-codes-heading" className="text-lg font-semibold text-slate-900">
        {t('enrolment.codes.generateTitle')}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-2xl gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <TextField
            label={t('enrolment.codes.label')}
            hint={t('enrolment.codes.labelHint')}
            {...field('label')}
          />
        </div>
        <TextField
          label={t('enrolment.codes.count')}
          hint={t('enrolment.codes.countHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          {...field('count')}
        />
        <TextField
          label={t('enrolment.codes.maxUses')}
          hint={t('enrolment.codes.maxUsesHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          {...field('maxUses')}
        />
        <div className="sm:col-span-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={generate.isPending}>
            {generate.isPending ? t('enrolment.codes.generating') : t('enrolment.codes.generate')}
          </button>
        </div>
      </form>
      <FormAlert message={failed ? describeError(generate.error) : null} />
      <div aria-live="polite">
        {generate.data && <NewCodes cohortPath={cohortPath} batch={generate.data} />}
      </div>
    </section>
  );
}

function NewCodes({ cohortPath, batch }: { cohortPath: string; batch: GeneratedEnrolmentCodes }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="font-medium text-slate-900">
        {t('enrolment.codes.generated', { count: batch.codeCount, label: batch.label })}{' '}
        <BatchCsvLink cohortPath={cohortPath} batch={batch} />
      </p>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">{t('enrolment.codes.newCodes')}</h3>
      <ul className="mt-2 grid gap-1 font-mono text-sm text-slate-900 sm:grid-cols-3">
        {batch.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
