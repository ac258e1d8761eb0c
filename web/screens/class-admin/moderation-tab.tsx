import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../common/api/moderation';
import { feedKeys } from '../../api/feed';
import { classReportsKey, classReportsQuery, resolveReport } from '../../api/moderation';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { AnnouncementComposer } from '../course-page/social/announcement-composer';
import { PersonLine } from '../course-page/social/person-line';
import type { ClassTabProps } from './class-admin-tabs';

/** One open report: what it is about, who said why, and Hide or Dismiss. */
function ReportItem({ report, cohortPath }: { report: Report; cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resolution = useMutation({
    mutationFn: (action: 'hide' | 'dismiss') => resolveReport(report.id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: classReportsKey(cohortPath) });
      void queryClient.invalidateQueries({ queryKey: feedKeys.allClassFeeds });
      void queryClient.invalidateQueries({ queryKey: feedKeys.allBlockFeeds });
    },
  });
  const { target } = report;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">
        {t(target.kind === 'post' ? 'social.reports.onPost' : 'social.reports.onComment', {
          name: target.author.fullName,
        })}
        {target.hidden && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('social.moderation.hiddenBadge')}
          </span>
        )}
      </p>
      <blockquote className="border-l-4 border-slate-200 pl-3 text-slate-800">
        {target.excerpt || t('social.reports.noText')}
      </blockquote>
      <PersonLine person={report.reporter} createdAt={report.createdAt} editedAt={null} />
      <p className="text-sm text-slate-800">
        <span className="font-medium">{t(`social.report.reasons.${report.reason}`)}</span>
        {report.note && <span className="text-slate-700"> — {report.note}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {target.canHide && !target.hidden && (
          <button
            type="button"
            onClick={() => resolution.mutate('hide')}
            disabled={resolution.isPending}
            className={DANGER_BUTTON}
          >
            {t(target.kind === 'post' ? 'social.moderation.hidePost' : 'social.moderation.hideComment')}
          </button>
        )}
        <button
          type="button"
          onClick={() => resolution.mutate('dismiss')}
          disabled={resolution.isPending}
          className={SECONDARY_BUTTON}
        >
          {t('social.reports.dismiss')}
        </button>
      </div>
      <ErrorAlert error={resolution.error} />
    </li>
  );
}

/** The class's open reports, newest first, for its staff to resolve. */
function ReportsList({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const reports = useQuery(classReportsQuery(cohortPath));
  return (
    <section aria-labelledby="class-reports-heading" className="space-y-3">
      <h2 id="class-reports-heading" className="text-xl font-semibold text-slate-900">
        {t('social.reports.heading')}
      </h2>
      {reports.isPending && <p className="text-slate-600">{t('social.reports.loading')}</p>}
      <ErrorAlert error={reports.error} />
      {reports.data?.length === 0 && <p className="text-slate-700">{t('social.reports.none')}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <ReportItem key={report.id} report={report} cohortPath={cohortPath} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Class admin's Announcements and reports: post an announcement; resolve what readers reported. */
export function ModerationTab({ cohortPath }: ClassTabProps) {
  return (
    <div className="space-y-8">
      <AnnouncementComposer cohortPath={cohortPath} open />
      <ReportsList cohortPath={cohortPath} />
    </div>
  );
}
