import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AnalyticsOf, analyticsProgressQuery } from '../../../api/analytics';
import { describeError } from '../../../api/describe-error';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { BandsChart } from './bands-chart';
import { PagesChart } from './pages-chart';
import { PagesTable } from './pages-table';
import { StatCards } from './stat-cards';

/**
 * How far the class's learners are through the course: their number and mean completion, how many
 * are in each band of completion, and each page's views and completions in outline order.
 */
export function ProgressView({ of }: { of: AnalyticsOf }) {
  const { t, i18n } = useTranslation();
  const progress = useQuery(analyticsProgressQuery(of));
  if (progress.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (progress.isError) return <FormAlert message={describeError(progress.error)} />;
  const { learners, averagePercent, bands, pages, coursePath } = progress.data;
  if (learners === 0)
    return <EmptyState title={t('analytics.progress.empty')} body={t('analytics.progress.emptyBody')} />;
  return (
    <div className="space-y-6">
      <StatCards
        stats={[
          {
            label: t('analytics.progress.learners'),
            value: new Intl.NumberFormat(i18n.language).format(learners),
          },
          {
            label: t('analytics.progress.average'),
            value: t('analytics.progress.percent', { percent: averagePercent }),
          },
        ]}
      />
      <section aria-labelledby="analytics-bands-heading" className="space-y-4">
        <h3 id="analytics-bands-heading" className="text-lg font-semibold text-slate-900">
          {t('analytics.progress.bandsHeading')}
        </h3>
        <BandsChart bands={bands} />
      </section>
      <section aria-labelledby="analytics-pages-heading" className="space-y-4">
        <h3 id="analytics-pages-heading" className="text-lg font-semibold text-slate-900">
          {t('analytics.progress.pagesHeading')}
        </h3>
        {pages.length === 0 ? (
          <p className="text-slate-700">{t('analytics.progress.noPages')}</p>
        ) : (
          <>
            <PagesChart pages={pages} learners={learners} />
            <PagesTable coursePath={coursePath} pages={pages} learners={learners} />
          </>
        )}
      </section>
    </div>
  );
}
