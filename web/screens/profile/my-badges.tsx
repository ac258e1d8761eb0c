import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyCertificate } from '../../../common/api/certification';
import { certificatePdfPath, credentialPath } from '../../../common/certificate-paths';
import { myCertificatesQuery, refreshMyCertificates, setCertificateOnProfile } from '../../api/certificates';
import { CheckboxField } from '../../components/checkbox-field';
import { EmptyState } from '../../components/empty-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { BadgeCard } from './badge-card';
import { linkedInAddUrl } from './linkedin-link';

const ACTION_LINK = 'text-sm font-semibold text-brand-800 hover:underline';

/** The owner's Badges tab: every certificate of theirs, each shown on their public profile or not, with its downloads. */
export function MyBadges() {
  const { t } = useTranslation();
  const certificates = useQuery(myCertificatesQuery());
  if (certificates.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (certificates.isError) return <FormAlert message={errorText(certificates.error)} />;
  if (certificates.data.length === 0) {
    return <EmptyState title={t('profile.badges.empty')} body={t('profile.badges.emptyBody')} />;
  }
  return (
    <section aria-labelledby="my-badges-heading" className="space-y-4">
      <div>
        <h2 id="my-badges-heading" className="text-xl font-semibold text-slate-900">
          {t('profile.badges.mine')}
        </h2>
        <p className="text-sm text-slate-600">{t('profile.badges.mineLead')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {certificates.data.map((certificate) => (
          <MyBadge key={certificate.code} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}

function MyBadge({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (onProfile: boolean) => setCertificateOnProfile(certificate.code, onProfile),
    onSuccess: () => refreshMyCertificates(queryClient),
  });
  const revoked = certificate.status === 'revoked';
  return (
    <BadgeCard badge={certificate}>
      {revoked ? (
        <p className="text-sm font-semibold text-red-800">{t('profile.badges.revoked')}</p>
      ) : (
        <CheckboxField
          label={t('profile.badges.showOnProfile')}
          checked={toggle.isPending ? (toggle.variables ?? certificate.onProfile) : certificate.onProfile}
          onChange={(checked) => toggle.mutate(checked)}
          error={toggle.isError ? errorText(toggle.error) : undefined}
        />
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={certificatePdfPath(certificate.code)} className={ACTION_LINK}>
          {t('profile.badges.downloadPdf')}
        </a>
        <a href={credentialPath(certificate.code)} className={ACTION_LINK} download>
          {t('profile.badges.downloadCredential')}
        </a>
        {!revoked && (
          <a
            href={linkedInAddUrl(certificate, window.location.origin)}
            className={ACTION_LINK}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('profile.badges.addToLinkedIn')}
          </a>
        )}
      </div>
    </BadgeCard>
  );
}
