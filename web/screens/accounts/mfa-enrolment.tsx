import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaEnrolment as Enrolment, RecoveryKeys } from '../../../common/api/account-security';
import { confirmMfaEnrolment } from '../../api/account-security';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';

interface MfaEnrolmentProps {
  enrolment: Enrolment;
  onConfirmed: (recoveryKeys: string[]) => void;
  onCancel: () => void;
}

/** Enrolment: scan the QR code or type the key, then confirm with a first code from the app. */
export function MfaEnrolment({ enrolment, onConfirmed, onCancel }: MfaEnrolmentProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const confirm = useMutation<RecoveryKeys, Error, string>({
    mutationFn: confirmMfaEnrolment,
    onSuccess: (reply) => onConfirmed(reply.recoveryKeys),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code.replace(/\s/g, ''));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <p className="text-sm leading-6 text-slate-700">{t('accountSecurity.mfa.scanHelp')}</p>
      <img
        src={enrolment.qrCode}
        alt={t('accountSecurity.mfa.qrAlt')}
        width={200}
        height={200}
        className="rounded-lg border border-slate-200"
      />
      <div>
        <p className="text-sm text-slate-700">{t('accountSecurity.mfa.manualHelp')}</p>
        <p
          className="mt-1 break-all font-mono text-base tracking-wider text-slate-900"
          data-testid="mfa-secret"
        >
          {enrolment.secret}
        </p>
      </div>
      <div className="max-w-xs">
        <TextField
          label={t('accountSecurity.mfa.codeLabel')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrorOf(confirm.error, 'otp')}
        />
      </div>
      <FormAlert message={formErrorOf(confirm.error, 'otp')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={confirm.isPending} className={PRIMARY_BUTTON}>
          {t('accountSecurity.mfa.confirm')}
        </button>
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('accountSecurity.cancel')}
        </button>
      </div>
    </form>
  );
}
