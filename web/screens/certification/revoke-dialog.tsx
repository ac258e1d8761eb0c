import { useTranslation } from 'react-i18next';
import type { CertificateRow } from '../../../common/api/certification';
import { revokeCertificate } from '../../api/certification-admin';
import { ReasonDialog } from './reason-dialog';

/** Revoking a learner's certificate: the reason is required (the verification page shows it). */
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
  return (
    <ReasonDialog
      title={t('certificationAdmin.revoke.title', { name: certificate.learnerName })}
      body={t('certificationAdmin.revoke.body')}
      label={t('certificationAdmin.revoke.reason')}
      hint={t('certificationAdmin.revoke.reasonHint')}
      confirm={t('certificationAdmin.revoke.confirm')}
      pending={t('certificationAdmin.revoke.revoking')}
      send={(reason) => revokeCertificate(certificate.code, reason)}
      onDone={onRevoked}
      onClose={onClose}
    />
  );
}
