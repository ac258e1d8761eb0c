import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactor } from '../auth/sign-in-actions';
import { useAuthState } from '../auth/use-auth-state';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-styles';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

interface SecondFactorStepProps {
  /** Sends the code or key with the e-mail address and password the first step kept. */
  onSubmit: (secondFactor: SecondFactor) => Promise<void>;
  /** Back to the e-mail address and password. */
  onBack: () => void;
}

/** The second step of logging in to an account with two-step verification: app code or recovery key. */
export function SecondFactorStep({ onSubmit, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const { inProgress, errorMessage } = useAuthState();
  const [useRecoveryKey, setUseRecoveryKey] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const entered = value.trim();
    setMissing(entered === '');
    if (entered === '') return;
    await onSubmit(useRecoveryKey ? { recoveryKey: entered } : { otp: entered.replace(/\s/g, '') });
  }

  function switchMethod() {
    setUseRecoveryKey(!useRecoveryKey);
    setValue('');
    setMissing(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errorMessage} />
      <p className="text-sm leading-6 text-slate-700">
        {useRecoveryKey ? t('accountSecurity.login.recoveryIntro') : t('accountSecurity.login.codeIntro')}
      </p>
      <TextField
        key={useRecoveryKey ? 'recovery' : 'code'}
        label={
          useRecoveryKey ? t('accountSecurity.login.recoveryKeyLabel') : t('accountSecurity.login.codeLabel')
        }
        name={useRecoveryKey ? 'recoveryKey' : 'otp'}
        autoComplete={useRecoveryKey ? 'off' : 'one-time-code'}
        inputMode={useRecoveryKey ? 'text' : 'numeric'}
        // The field is the only thing to do on this step, and the step replaced the focused form.
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={
          missing
            ? useRecoveryKey
              ? t('accountSecurity.login.recoveryKeyRequired')
              : t('accountSecurity.login.codeRequired')
            : undefined
        }
      />
      <button type="button" onClick={switchMethod} className={`${LINK_BUTTON} text-sm`}>
        {useRecoveryKey ? t('accountSecurity.login.useCode') : t('accountSecurity.login.useRecoveryKey')}
      </button>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button type="submit" disabled={inProgress} className={`${PRIMARY_BUTTON} sm:flex-1`}>
          {t('accountSecurity.login.verify')}
        </button>
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('accountSecurity.login.back')}
        </button>
      </div>
    </form>
  );
}
