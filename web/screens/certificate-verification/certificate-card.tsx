import { useTranslation } from 'react-i18next';
import type { CertificateVerification } from '../../../common/api/certification';
import { certificateLogoPath, certificatePdfPath, credentialPath } from '../../../common/certificate-paths';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { CertificateDate } from './certificate-date';

/** What a certificate says, with its standing and its downloads: nothing else of its holder. */
export function CertificateCard({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const { data } = certificate;
  const revoked = certificate.status === 'revoked';
  const hours = data.design.fields.hours && data.learningHours !== null;
  return (
    <article
      aria-labelledby="certificate-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        role="status"
        className={`px-6 py-4 text-sm font-semibold ${revoked ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {revoked ? (
          <>
            <p>
              {t('certificateVerification.revoked')}{' '}
              {certificate.revokedAt && (
                <>
                  {t('certificateVerification.revokedOn')} <CertificateDate iso={certificate.revokedAt} />
                </>
              )}
            </p>
            {certificate.revokedReason && (
              <p className="mt-1 font-normal">
                {t('certificateVerification.reason', { reason: certificate.revokedReason })}
              </p>
            )}
          </>
        ) : (
          <p>{t('certificateVerification.valid')}</p>
        )}
      </div>
      <div className="border-t-4 px-6 py-8 text-center" style={{ borderColor: data.design.colours.primary }}>
        {data.logoKey && (
          <img
            src={certificateLogoPath(certificate.code)}
            alt={t('certificateVerification.logo', { issuer: data.issuerName })}
            className="mx-auto mb-4 max-h-16 max-w-56 object-contain"
          />
        )}
        <h2
          id="certificate-title"
          className="text-2xl font-bold"
          style={{ color: data.design.colours.primary }}
        >
          {data.design.title}
        </h2>
        <p className="mt-4 text-sm text-slate-600">{t('certificateVerification.awardedTo')}</p>
        <p className="text-3xl font-bold text-slate-900">{data.learnerName}</p>
        {data.design.wording && <p className="mt-3 text-slate-700">{data.design.wording}</p>}
        <p className="mt-2 text-xl font-semibold" style={{ color: data.design.colours.accent }}>
          {data.courseName}
        </p>
        {hours && (
          <p className="mt-2 text-slate-700">
            {t('certificateVerification.hours', {
              hours: new Intl.NumberFormat(i18n.language).format(data.learningHours ?? 0),
            })}
          </p>
        )}
      </div>
      <dl className="grid gap-4 border-t border-slate-200 px-6 py-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('certificateVerification.issuedBy')}</dt>
          <dd className="font-semibold text-slate-900">{data.issuerName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('certificateVerification.issuedOn')}</dt>
          <dd className="font-semibold text-slate-900">
            <CertificateDate iso={certificate.issuedAt} />
          </dd>
        </div>
        {certificate.refreshedAt && (
          <div>
            <dt className="text-slate-600">{t('certificateVerification.refreshedOn')}</dt>
            <dd className="font-semibold text-slate-900">
              <CertificateDate iso={certificate.refreshedAt} />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t('certificateVerification.code')}</dt>
          <dd className="font-mono font-semibold text-slate-900">{certificate.code}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('certificateVerification.type')}</dt>
          <dd className="font-semibold text-slate-900">
            {t(`certificateVerification.types.${certificate.type}`)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 px-6 py-4">
        <a href={certificatePdfPath(certificate.code)} className={SECONDARY_BUTTON}>
          {t('certificateVerification.downloadPdf')}
        </a>
        <a href={credentialPath(certificate.code)} className={SECONDARY_BUTTON} download>
          {t('certificateVerification.downloadCredential')}
        </a>
      </div>
    </article>
  );
}
