import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../../common/constants';
import { useAuthState } from '../../auth/use-auth-state';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { chooseLanguage } from '../../i18n/choose-language';
import { currentLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../i18n/languages';

/** The preferred-language selector: switches the interface and saves the choice to the account. */
export function LanguagePreference() {
  const { t } = useTranslation();
  const id = useId();
  const { currentUser } = useAuthState();
  const save = useMutation<void, Error, Language>({ mutationFn: chooseLanguage });
  // The account's preference as the server holds it (this browser may show another language);
  // while a choice saves, the choice.
  const preferred = save.isPending ? save.variables : currentUser?.preferredLanguage;
  return (
    <SettingsCard title={t('accountSettings.languageTitle')}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('accountSettings.languageLabel')}
      </label>
      <select
        id={id}
        value={isLanguage(preferred) ? preferred : currentLanguage()}
        aria-describedby={`${id}-help`}
        // Not disabled while saving: a disabled control loses the keyboard focus.
        onChange={(event) => {
          if (isLanguage(event.target.value)) save.mutate(event.target.value);
        }}
        className="mt-1 block w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
        {t('accountSettings.languageHelp')}
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-brand-800">
        {save.isSuccess ? t('accountSettings.saved') : ''}
      </p>
      <FormAlert message={save.error?.message} />
    </SettingsCard>
  );
}
