import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myQualificationsQuery } from '../../api/qualifications';
import { qualificationLandingPath } from '../../lib/certification-paths';
import { QualificationProgressSummary } from '../qualifications/qualification-progress-summary';

/** The learner's qualification enrolments with their progress, each leading to its landing page; nothing without any. */
export function MyQualifications() {
  const { t } = useTranslation();
  const enrolments = useQuery(myQualificationsQuery());
  if (!enrolments.data || enrolments.data.length === 0) return null;
  return (
    <section aria-labelledby="qualifications-heading" className="space-y-4">
      <h2 id="qualifications-heading" className="text-2xl font-semibold text-slate-900">
        {t('qualifications.mine')}
      </h2>
      <ul className="space-y-4">
        {enrolments.data.map((enrolment) => (
          <li key={enrolment.code} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="mb-3 text-lg font-semibold text-slate-900">
              <Link to={qualificationLandingPath(enrolment.code)} className="text-brand-800 hover:underline">
                {enrolment.name}
              </Link>
            </h3>
            <QualificationProgressSummary progress={enrolment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
