import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCertification as Certification, MyCertificate } from '../../../common/api/certification';
import { certificatePdfPath, verificationPath } from '../../../common/certificate-paths';
import { myCertificationQuery } from '../../api/certificates';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CertificateDate } from '../certificate-verification/certificate-date';
import { CertificateRequest } from './certificate-request';

const ISSUING_POLL_MS = 2000;

/** Has the learner met the completion rule, with the certificate not there yet? */
const onItsWay = (status: Certification) =>
  status.offered &&
  status.issueRule === 'completion' &&
  !status.certificate &&
  status.totalPages > 0 &&
  status.completedPages >= status.totalPages &&
  status.learningMinutes >= (status.minLearningMinutes ?? 0);

/**
 * The certification status of the course progress page (spec §2): the learner's certificate with
 * its links, or what the course asks before it issues one. Nothing when the course issues none.
 */
export function MyCertification({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const certification = useQuery({
    ...myCertificationQuery(coursePath),
    retry: false,
    // Every page done by the rule: the certificate is being issued, so ask again until it is there.
    refetchInterval: (query) => (query.state.data && onItsWay(query.state.data) ? ISSUING_POLL_MS : false),
  });
  const status = certification.data;
  if (!status || (!status.offered && !status.certificate)) return null;
  return (
    <section aria-labelledby="certification-heading" className="space-y-3">
      <h3 id="certification-heading" className="text-lg font-semibold text-slate-900">
        {t('progress.certification.title')}
      </h3>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        {status.certificate ? (
          <Earned certificate={status.certificate} />
        ) : onItsWay(status) ? (
          <p role="status" className="text-slate-700">
            {t('progress.certification.onItsWay')}
          </p>
        ) : (
          <>
            <Requirements status={status} />
            {status.offered && status.issueRule === 'manual' && (
              <CertificateRequest coursePath={coursePath} status={status} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Earned({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation();
  if (certificate.status === 'revoked') {
    return <p className="text-red-900">{t('progress.certification.revoked')}</p>;
  }
  return (
    <div className="space-y-3">
      <p className="font-semibold text-emerald-900">
        {t('progress.certification.earned')} <CertificateDate iso={certificate.issuedAt} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={verificationPath(certificate.code)} className={SECONDARY_BUTTON}>
          {t('progress.certification.view')}
        </Link>
        <a href={certificatePdfPath(certificate.code)} className={SECONDARY_BUTTON}>
          {t('progress.certification.downloadPdf')}
        </a>
      </div>
    </div>
  );
}

function Requirements({ status }: { status: Certification }) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700">
      <li>
        {status.issueRule === 'completion'
          ? t('progress.certification.onCompletion', {
              completed: status.completedPages,
              total: status.totalPages,
            })
          : t('progress.certification.byHand')}
      </li>
      {status.minLearningMinutes !== null && status.minLearningMinutes > 0 && (
        <li>
          {t('progress.certification.learningTime', {
            minutes: status.learningMinutes,
            required: status.minLearningMinutes,
          })}
        </li>
      )}
    </ul>
  );
}
