import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsPage } from '../../../../common/api/analytics';
import { coursePagePath } from '../../../lib/paths';
import { share } from './share';

/** The course's pages in outline order: how many of the class's learners viewed and completed each. */
export function PagesTable({
  coursePath,
  pages,
  learners,
}: {
  coursePath: string;
  pages: readonly AnalyticsPage[];
  learners: number;
}) {
  const { t } = useTranslation();
  const counted = (count: number) =>
    t('analytics.progress.countPercent', { number: count, percent: share(count, learners) });
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="reflow-table min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{t('analytics.progress.pagesCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.progress.columns.number')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.progress.columns.module')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.progress.columns.page')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.progress.columns.viewed')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('analytics.progress.columns.completed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {pages.map((page, index) => (
            <tr key={page.pageId}>
              <td data-label={t('analytics.progress.columns.number')} className="px-4 py-3">
                {index + 1}
              </td>
              <td data-label={t('analytics.progress.columns.module')} className="px-4 py-3 text-slate-700">
                {page.moduleTitle}
              </td>
              <td data-label={t('analytics.progress.columns.page')} className="px-4 py-3">
                <Link
                  to={coursePagePath(coursePath, page.pagePath)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {page.title}
                </Link>
              </td>
              <td data-label={t('analytics.progress.columns.viewed')} className="px-4 py-3">
                {counted(page.viewed)}
              </td>
              <td data-label={t('analytics.progress.columns.completed')} className="px-4 py-3">
                {counted(page.completed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
