import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASS_MODES,
  type ClassMode,
  CREDENTIAL_TYPES,
  type CredentialType,
} from '../../../common/api/cohort';

interface GroupProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error?: string | undefined;
}

/** A fieldset's error under it, when it has one. */
function GroupMessage({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** The class mode (spec §4 Cohort scheduling): one radio group, so exactly one is chosen. */
export function ModeField({ value, onChange, error }: GroupProps<ClassMode>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{t('classes.form.mode')}</legend>
      <div className="mt-2 space-y-2">
        {CLASS_MODES.map((mode) => (
          <div key={mode} className="flex items-start gap-3">
            <input
              id={`${id}-${mode}`}
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${mode}-hint`}
              className="mt-1 size-4 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-${mode}`} className="text-sm font-medium text-slate-800">
                {t(`classes.modes.${mode}`)}
              </label>
              <p id={`${id}-${mode}-hint`} className="text-sm text-slate-600">
                {t(`classes.modeHints.${mode}`)}
              </p>
            </div>
          </div>
        ))}
      </div>
      <GroupMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}

/** The credentials the class leads to: any number of the fixed list. */
export function CredentialTypesField({ value, onChange, error }: GroupProps<CredentialType[]>) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (type: CredentialType, on: boolean) =>
    onChange(on ? [...value, type] : value.filter((chosen) => chosen !== type));
  return (
    <fieldset aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="block text-sm font-medium text-slate-800">
        {t('classes.form.credentialTypes')}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CREDENTIAL_TYPES.map((type) => (
          <div key={type} className="flex items-center gap-3">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              checked={value.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={`${id}-${type}`} className="text-sm text-slate-700">
              {t(`classes.credentialTypes.${type}`)}
            </label>
          </div>
        ))}
      </div>
      <GroupMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
