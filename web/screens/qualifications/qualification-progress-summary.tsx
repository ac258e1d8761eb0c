import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QualificationProgress } from '../../../common/api/qualification';
import { verificationPath } from '../../../common/certificate-paths';

/** A learner's progress in a qualification: core and electives done, and their certificate once issued. */
export function QualificationProgressSummary({ progress }: { progress: QualificationProgress }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <ul className="space-y-1">
        <li>{t('qualifications.progress.core', { done: progress.coreDone, total: progress.coreTotal })}</li>
        {progress.electivesRequired > 0 && (
          <li>
            {t('qualifications.progress.electives', {
              done: progress.electivesDone,
              required: progress.electivesRequired,
            })}
          </li>
        )}
      </ul>
      {progress.complete && (
        <p className="font-semibold text-emerald-900">{t('qualifications.progress.complete')}</p>
      )}
      {progress.certificateCode && (
        <Link
          to={verificationPath(progress.certificateCode)}
          className="font-semibold text-brand-800 underline"
        >
          {t('qualifications.progress.certificate')}
        </Link>
      )}
    </div>
  );
}
