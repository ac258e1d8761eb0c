import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CertificateRow,
  REVOKE_REASON_MAX,
  RevokeCertificateInput,
} from '../../../common/api/certification';
import { revokeCertificate } from '../../api/certification-admin';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { Modal } from '../../components/modal';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrorOf } from '../../lib/field-error';
import { zodFieldErrors } from '../../lib/reason-text';

/**
 * Revoking a learner's certificate: the reason is required (the verification page shows it). A
 * refusal keeps what was written, with the server's reason by the field.
 */
export function RevokeDialog({
  certificate,
  onRevoked,
  onClose,
}: {
  certificate: CertificateRow;
  onRevoked: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // The browser's own check of the reason, by the contract's rule; then the server's.
  const [checked, setChecked] = useState<string>();
  const revoke = useMutation({
    mutationFn: (input: { reason: string }) => revokeCertificate(certificate.code, input.reason),
    onSuccess: onRevoked,
  });
  const reasonError = checked ?? fieldErrorOf(revoke.error, 'reason');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RevokeCertificateInput.safeParse({ reason });
    if (parsed.success) {
      setChecked(undefined);
      revoke.mutate(parsed.data);
    } else {
      setChecked(zodFieldErrors(parsed.error).reason);
      event.currentTarget.querySelector('textarea')?.focus();
    }
  }

  return (
    <Modal title={t('certificationAdmin.revoke.title', { name: certificate.learnerName })} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-700">{t('certificationAdmin.revoke.body')}</p>
        <TextAreaField
          label={t('certificationAdmin.revoke.reason')}
          hint={t('certificationAdmin.revoke.reasonHint')}
          required
          value={reason}
          maxLength={REVOKE_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setChecked(undefined);
          }}
          error={reasonError}
        />
        <ErrorAlert error={reasonError ? null : revoke.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('certificationAdmin.cancel')}
          </button>
          <button type="submit" disabled={revoke.isPending} className={DANGER_BUTTON}>
            {revoke.isPending
              ? t('certificationAdmin.revoke.revoking')
              : t('certificationAdmin.revoke.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
