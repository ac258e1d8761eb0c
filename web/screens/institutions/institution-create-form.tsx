import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type CreateInstitutionInput,
  DEFAULT_INSTITUTION_REGION,
  INSTITUTION_NAME_MAX,
  INSTITUTION_PATH_MAX,
  type InstitutionRegion,
} from '../../../common/api/institution';
import { slugOf } from '../../../common/slug';
import { describeError } from '../../api/describe-error';
import { createInstitution, institutionKeys } from '../../api/institutions';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { serverFieldErrors } from '../../lib/field-error';
import { institutionSettingsPath } from '../../lib/institution-paths';
import { CountryField, RegionField } from './place-fields';

/** An institution's address suggested from its name (its slug; empty until the name has letters or digits). */
export function suggestPath(name: string): string {
  return slugOf(name, { maxLength: INSTITUTION_PATH_MAX, fallback: '' });
}

type Field = keyof CreateInstitutionInput;

/**
 * The institution creation form: the server checks it, its reasons shown by their fields (each
 * cleared as its field changes) with nothing typed lost; opens the new institution's settings.
 */
export function InstitutionCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // Null until typed: the address follows the name.
  const [path, setPath] = useState<string | null>(null);
  const [country, setCountry] = useState('');
  const [region, setRegion] = useState<InstitutionRegion>(DEFAULT_INSTITUTION_REGION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createInstitution,
    onSuccess: async (created) => {
      queryClient.setQueryData(institutionKeys.settings(created.path), created);
      await queryClient.invalidateQueries({ queryKey: ['institute'] });
      navigate(institutionSettingsPath('general', created.path));
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const shownPath = path ?? suggestPath(name);

  function changed(field: Field) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutate({ name, path: shownPath, country: country as CreateInstitutionInput['country'], region });
  }

  // A refusal by fields shows by them; any other (a lost connection) above the button.
  const fieldsFailed = Object.keys(serverFieldErrors(create.error)).length > 0;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        label={t('institutions.fields.name')}
        value={name}
        maxLength={INSTITUTION_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          changed('name');
        }}
        error={errors.name}
      />
      <TextField
        label={t('institutions.fields.path')}
        hint={t('institutions.create.pathHint')}
        value={shownPath}
        maxLength={INSTITUTION_PATH_MAX}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setPath(event.target.value);
          changed('path');
        }}
        error={errors.path}
      />
      <CountryField
        value={country}
        onChange={(value) => {
          setCountry(value);
          changed('country');
        }}
        error={errors.country}
      />
      <RegionField
        value={region}
        onChange={(value) => {
          setRegion(value);
          changed('region');
        }}
        error={errors.region}
      />
      <FormAlert message={create.isError && !fieldsFailed ? describeError(create.error) : undefined} />
      <button type="submit" disabled={create.isPending} className={PRIMARY_BUTTON}>
        {create.isPending ? t('institutions.create.creating') : t('institutions.create.submit')}
      </button>
    </form>
  );
}
