import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsOf, analyticsCommentsQuery } from '../../../api/analytics';
import { describeError } from '../../../api/describe-error';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { Pager } from '../../../components/pager';
import { ActivityChart } from './activity-chart';
import { LatestComments } from './latest-comments';

/** The class's posts and comments of each of the last 30 days, then its latest comments, 10 a page. */
export function CommentsView({ of }: { of: AnalyticsOf }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const comments = useQuery({
    ...analyticsCommentsQuery(of, page),
    placeholderData: keepPreviousData,
  });
  if (comments.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (comments.isError) return <FormAlert message={describeError(comments.error)} />;
  const { total, pageSize, activity } = comments.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="space-y-6">
      <section aria-labelledby="analytics-activity-heading" className="space-y-4">
        <h3 id="analytics-activity-heading" className="text-lg font-semibold text-slate-900">
          {t('analytics.comments.activityHeading', { days: activity.length })}
        </h3>
        <ActivityChart activity={activity} />
      </section>
      <section aria-labelledby="analytics-comments-heading" className="space-y-4">
        <h3 id="analytics-comments-heading" className="text-lg font-semibold text-slate-900">
          {t('analytics.comments.latestHeading')}
        </h3>
        {total === 0 ? (
          <EmptyState title={t('analytics.comments.empty')} body={t('analytics.comments.emptyBody')} />
        ) : (
          <>
            <LatestComments comments={comments.data.comments} showClass={'coursePath' in of} />
            <Pager
              label={t('analytics.comments.pagination')}
              page={page}
              pages={pages}
              status={t('analytics.comments.pageOf', { page, pages, total })}
              previous={t('analytics.previous')}
              next={t('analytics.next')}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
