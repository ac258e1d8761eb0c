import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/class-names';
import { LoadError } from '../../components/load-error';
import { ResultsTable } from '../../components/results-table';

/** A section's heading (`id` labels the section) and the sentence under it. */
export function SectionHeading({
  id,
  heading,
  lead,
  level = 2,
}: {
  id: string;
  heading: string;
  lead: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading
        id={id}
        className={classNames('font-semibold text-slate-900', level === 2 ? 'text-lg' : 'text-base')}
      >
        {heading}
      </Heading>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{lead}</p>
    </div>
  );
}

/**
 * A list of the institution (its team, its courses) under its heading and lead, with the region
 * announcing what was just done to it.
 */
export function ListSection({
  id,
  heading,
  lead,
  announcement,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  announcement: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeading id={id} heading={heading} lead={lead} />
      <p role="status" className="text-sm font-medium text-green-800">
        {announcement}
      </p>
      {children}
    </section>
  );
}

/** What a query loaded, drawn by `children`; while loading, `loading`; on failure, `loadError` and a retry. */
export function QueryBody<Data>({
  query,
  loading,
  loadError,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  loadError: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className="text-slate-600">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <LoadError
        message={loadError}
        retryLabel={t('institutions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}

/** A table of the institution's team, courses or members: a heading a column, then its rows. */
export function SectionTable<Column extends string>({
  caption,
  columns,
  label,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  label: (column: Column) => string;
  children: ReactNode;
}) {
  return (
    <ResultsTable
      caption={caption}
      reflow
      head={columns.map((column) => (
        <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
          {label(column)}
        </th>
      ))}
    >
      {children}
    </ResultsTable>
  );
}
