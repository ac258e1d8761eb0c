import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyCertification } from '../../../common/api/certification';
import { myCertificationQuery, requestCertificate, withdrawCertificateRequest } from '../../api/certificates';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { CertificateDate } from '../certificate-verification/certificate-date';

/**
 * Asking the course team for a certificate they issue by hand (spec §4): ask, then wait with the
 * request's date and a way to withdraw it (the undo); declined, the team's reason and "Ask again"
 * (the retry prompt).
 */
export function CertificateRequest({ coursePath, status }: { coursePath: string; status: MyCertification }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answered = (next: MyCertification) =>
    queryClient.setQueryData(myCertificationQuery(coursePath).queryKey, next);
  const ask = useMutation({ mutationFn: () => requestCertificate(coursePath), onSuccess: answered });
  const withdraw = useMutation({
    mutationFn: () => withdrawCertificateRequest(coursePath),
    onSuccess: answered,
  });
  const failed = ask.error ?? withdraw.error;
  const { request } = status;
  const askButton = (label: string, className: string) => (
    <button type="button" className={className} disabled={ask.isPending} onClick={() => ask.mutate()}>
      {ask.isPending ? t('progress.certification.asking') : label}
    </button>
  );
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {failed && <FormAlert message={errorText(failed)} />}
      {request === null && (
        <>
          <p className="text-sm text-slate-700">{t('progress.certification.askLead')}</p>
          {askButton(t('progress.certification.ask'), PRIMARY_BUTTON)}
        </>
      )}
      {request && request.declinedAt === null && (
        <>
          <p className="text-sm text-slate-700">
            {t('progress.certification.requested')} <CertificateDate iso={request.requestedAt} />.{' '}
            {t('progress.certification.requestedNext')}
          </p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          >
            {withdraw.isPending
              ? t('progress.certification.withdrawing')
              : t('progress.certification.withdraw')}
          </button>
        </>
      )}
      {request?.declinedAt && (
        <>
          <p role="status" className="text-sm text-amber-950">
            {t('progress.certification.declined')} {request.declinedReason}
          </p>
          {askButton(t('progress.certification.askAgain'), SECONDARY_BUTTON)}
        </>
      )}
    </div>
  );
}
