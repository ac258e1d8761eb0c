import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addInstitutionAdministrator, institutionKeys } from '../../api/institutions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

/**
 * Adding an administrator by the e-mail address of their account: the server's reason (no such
 * account, already in the team, the team full) shows by the field, and the address stays.
 */
export function AddAdministratorForm({
  institutionPath,
  onAdded,
}: {
  institutionPath: string;
  onAdded: (email: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const add = useMutation({
    mutationFn: (address: string) => addInstitutionAdministrator(institutionPath, address),
    onSuccess: (team, address) => {
      queryClient.setQueryData(institutionKeys.team(institutionPath), team);
      setEmail('');
      onAdded(address.trim());
    },
  });
  const emailError = fieldErrorOf(add.error, 'email');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate(email);
  }

  return (
    <section aria-labelledby="add-administrator-heading" className="max-w-2xl space-y-4">
      <h2 id="add-administrator-heading" className="text-lg font-semibold text-slate-900">
        {t('institutions.team.addHeading')}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField
          label={t('institutions.team.email')}
          hint={t('institutions.team.emailHint')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (add.isError) add.reset();
          }}
          error={emailError}
        />
        <ErrorAlert error={emailError ? null : add.error} />
        <button type="submit" disabled={add.isPending} className={PRIMARY_BUTTON}>
          {add.isPending ? t('institutions.team.adding') : t('institutions.team.add')}
        </button>
      </form>
    </section>
  );
}
