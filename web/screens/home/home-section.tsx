import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { LoadError } from '../../components/load-error';

/**
 * A titled part of the learner's home (an h2 naming the region) drawn from one read: loading, its
 * failure with a way to try again, then what `children` makes of the data.
 */
export function HomeSection<Data>({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <p className="text-slate-600">{t('app.loading')}</p>
      ) : query.isError ? (
        <LoadError
          message={describeError(query.error)}
          retryLabel={t('learnerHome.retry')}
          onRetry={() => query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
