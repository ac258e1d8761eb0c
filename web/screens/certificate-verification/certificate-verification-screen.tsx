import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { verificationQuery } from '../../api/certificates';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { CertificateCard } from './certificate-card';
import { CodeForm } from './code-form';

/**
 * /certificate-verification/{code}/ (spec §2): anyone checks a certificate by its short code (the
 * QR code of its PDF leads here): who earned what, when, from whom, and whether it stands, was
 * refreshed or revoked. A wrong code says so plainly. Drawn on the server for link previews.
 */
export function CertificateVerificationScreen() {
  const { t } = useTranslation();
  const code = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const certificate = useQuery({ ...verificationQuery(code), enabled: code !== '' });
  const found = certificate.data;
  usePageTitle(
    found
      ? t('certificateVerification.titleOf', { name: found.data.learnerName, course: found.data.courseName })
      : t('certificateVerification.title'),
  );
  const unknown = certificate.error instanceof ApiError && certificate.error.code === 'not_found';
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t('certificateVerification.title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('certificateVerification.lead')}</p>
      </header>
      {code !== '' && certificate.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
      {found && <CertificateCard certificate={found} />}
      {unknown && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950">
          <p className="font-semibold">
            {t('certificateVerification.unknownTitle', { code: code.toUpperCase() })}
          </p>
          <p className="mt-1">{t('certificateVerification.unknownBody')}</p>
        </div>
      )}
      {certificate.isError && !unknown && <FormAlert message={errorText(certificate.error)} />}
      <section aria-labelledby="check-another" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="check-another" className="mb-3 text-lg font-semibold text-slate-900">
          {found || unknown
            ? t('certificateVerification.checkAnother')
            : t('certificateVerification.checkOne')}
        </h2>
        <CodeForm key={code} />
      </section>
    </div>
  );
}
