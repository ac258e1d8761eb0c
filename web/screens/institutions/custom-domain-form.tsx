import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../common/api/custom-domain';
import { customDomainChanges, customDomainKey } from '../../api/custom-domain';
import { ErrorAlert } from '../../components/error-alert';
import { SubmitRow } from '../../components/submit-row';
import { TextField } from '../../components/text-field';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { fieldErrorOf } from '../../lib/field-error';

/**
 * The domain and its prefix, saved explicitly: the server's reasons show by their fields and what
 * was typed stays; leaving with unsaved changes asks first.
 */
export function CustomDomainForm({
  institutionPath,
  saved,
}: {
  institutionPath: string;
  saved: CustomDomain | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = { domain: saved?.domain ?? '', prefix: saved?.prefix ?? '' };
  const [draft, setDraft] = useState(initial);
  const save = useMutation({
    mutationFn: () => customDomainChanges.set(institutionPath, draft),
    onSuccess: (answer) => {
      queryClient.setQueryData(customDomainKey(institutionPath), answer);
      setDraft({ domain: answer.domain, prefix: answer.prefix ?? '' });
    },
  });
  const changed = draft.domain !== initial.domain || draft.prefix !== initial.prefix;
  const leaveDialog = useUnsavedChanges(changed && !save.isSuccess);
  const fieldError = (field: string) => fieldErrorOf(save.error, field);
  // A reason by its field shows there; any other failure in the alert.
  const generalError = fieldError('domain') || fieldError('prefix') ? null : save.error;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <TextField
        label={t('institutions.domain.domainLabel')}
        hint={t('institutions.domain.domainHint')}
        value={draft.domain}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft({ ...draft, domain: event.target.value })}
        error={fieldError('domain')}
      />
      <TextField
        label={t('institutions.domain.prefixLabel')}
        hint={t('institutions.domain.prefixHint')}
        value={draft.prefix}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft({ ...draft, prefix: event.target.value })}
        error={fieldError('prefix')}
      />
      <ErrorAlert error={generalError} />
      <SubmitRow
        label={saved ? t('institutions.domain.saveChanges') : t('institutions.domain.add')}
        busyLabel={t('institutions.domain.saving')}
        doneLabel={t('institutions.domain.saved')}
        state={save}
      />
      {leaveDialog}
    </form>
  );
}
