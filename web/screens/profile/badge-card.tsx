import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileBadge } from '../../../common/api/certification';
import { verificationPath } from '../../../common/certificate-paths';
import { CertificateDate } from '../certificate-verification/certificate-date';

/** One certificate as a badge: its title and course, from whom and when, leading to its verification page. */
export function BadgeCard({ badge, children }: { badge: ProfileBadge; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-xl"
        >
          🏅
        </span>
        <div className="min-w-0">
          <Link to={verificationPath(badge.code)} className="font-semibold text-brand-800 hover:underline">
            {badge.courseName}
          </Link>
          <p className="text-sm text-slate-700">{badge.title}</p>
          <p className="text-sm text-slate-600">
            {t('profile.badges.issued', { issuer: badge.issuerName })}{' '}
            <CertificateDate iso={badge.issuedAt} />
          </p>
          {badge.learningHours !== null && (
            <p className="text-sm text-slate-600">
              {t('profile.badges.hours', {
                hours: new Intl.NumberFormat(i18n.language).format(badge.learningHours),
              })}
            </p>
          )}
        </div>
      </div>
      {children}
    </li>
  );
}
