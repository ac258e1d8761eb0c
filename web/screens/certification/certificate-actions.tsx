import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateRow } from '../../../common/api/certification';
import { certificatePdfPath, verificationPath } from '../../../common/certificate-paths';
import { certificatesChanged, refreshCertificate } from '../../api/certification-admin';
import { LINK_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { ConfirmDialog } from '../page-editor/confirm-dialog';
import { RevokeDialog } from './revoke-dialog';

/**
 * A row's actions: its verification page and PDF (in a new tab), and for a valid certificate
 * Refresh (after a confirmation) and Revoke (with a reason). `onDone` says what happened.
 */
export function CertificateActions({
  certificate,
  onDone,
}: {
  certificate: CertificateRow;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'refresh' | 'revoke' | null>(null);
  const name = certificate.learnerName;
  const refresh = useMutation({
    mutationFn: () => refreshCertificate(certificate.code),
    onSuccess: () => {
      onDone(t('certificationAdmin.refresh.done', { name }));
      return certificatesChanged(queryClient);
    },
  });
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      <a
        href={verificationPath(certificate.code)}
        target="_blank"
        rel="noopener"
        aria-label={t('certificationAdmin.actions.verifyFor', { name })}
        className={LINK_BUTTON}
      >
        {t('certificationAdmin.actions.verify')}
      </a>
      <a
        href={certificatePdfPath(certificate.code)}
        target="_blank"
        rel="noopener"
        aria-label={t('certificationAdmin.actions.pdfFor', { name })}
        className={LINK_BUTTON}
      >
        {t('certificationAdmin.actions.pdf')}
      </a>
      {certificate.status === 'valid' && (
        <>
          <button
            type="button"
            className={LINK_BUTTON}
            disabled={refresh.isPending}
            aria-label={t('certificationAdmin.refresh.labelFor', { name })}
            onClick={() => setOpen('refresh')}
          >
            {refresh.isPending
              ? t('certificationAdmin.refresh.refreshing')
              : t('certificationAdmin.refresh.action')}
          </button>
          <button
            type="button"
            className={`${LINK_BUTTON} text-red-800`}
            aria-label={t('certificationAdmin.revoke.labelFor', { name })}
            onClick={() => setOpen('revoke')}
          >
            {t('certificationAdmin.revoke.action')}
          </button>
        </>
      )}
      <ErrorAlert error={refresh.error} />
      {open === 'refresh' && (
        <ConfirmDialog
          title={t('certificationAdmin.refresh.title', { name })}
          body={t('certificationAdmin.refresh.body')}
          confirmLabel={t('certificationAdmin.refresh.action')}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            refresh.mutate();
          }}
        />
      )}
      {open === 'revoke' && (
        <RevokeDialog
          certificate={certificate}
          onClose={() => setOpen(null)}
          onRevoked={() => {
            setOpen(null);
            onDone(t('certificationAdmin.revoke.done', { name }));
            return certificatesChanged(queryClient);
          }}
        />
      )}
    </div>
  );
}
