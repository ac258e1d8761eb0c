import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enrolmentCodesCsvPath } from '../../../common/api/enrolment';
import { codeBatchesQuery } from '../../api/enrolment';
import { useAuthState } from '../../auth/use-auth-state';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { formatDateTime } from '../../lib/format-date-time';

/** The link that downloads a batch of enrolment codes as CSV, named after the batch for screen readers. */
export function BatchCsvLink({
  cohortPath,
  batch,
}: {
  cohortPath: string;
  batch: { id: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <a
      href={enrolmentCodesCsvPath(cohortPath, batch.id)}
      download
      className="text-brand-800 underline"
      aria-label={t('enrolment.codes.downloadLabel', { label: batch.label })}
    >
      {t('enrolment.codes.download')}
    </a>
  );
}

/** The class's batches of enrolment codes: how many uses are taken, and each batch as CSV. */
export function EnrolmentCodeBatches({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const timeZone = useAuthState().currentUser?.timezone ?? 'UTC';
  const batches = useQuery({
    ...codeBatchesQuery(cohortPath),
  });
  return (
    <section aria-labelledby="code-batches-heading" className="space-y-4">
      <h2 id="code-batches-heading" className="text-lg font-semibold text-slate-900">
        {t('enrolment.codes.batches')}
      </h2>
      {batches.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('enrolment.codes.loading')}
        </p>
      ) : batches.isError ? (
        <LoadError
          className="text-sm"
          message={t('enrolment.codes.loadError')}
          retryLabel={t('enrolment.codes.retry')}
          onRetry={() => batches.refetch()}
        />
      ) : batches.data.length === 0 ? (
        <EmptyState title={t('enrolment.codes.empty')} body={t('enrolment.codes.emptyBody')} />
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.codes.columnLabel')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.codes.columnCodes')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.codes.columnUses')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.codes.columnCreated')}
              </th>
              <th scope="col" className="py-2">
                {t('enrolment.codes.columnDownload')}
              </th>
            </tr>
          </thead>
          <tbody>
            {batches.data.map((batch) => (
              <tr key={batch.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {batch.label}
                </th>
                <td className="py-2 pr-3">{batch.codeCount}</td>
                <td className="py-2 pr-3">
                  {t('enrolment.codes.usedOf', { used: batch.usedUses, total: batch.totalUses })}
                </td>
                <td className="py-2 pr-3">{formatDateTime(batch.createdAt, timeZone)}</td>
                <td className="py-2">
                  <BatchCsvLink cohortPath={cohortPath} batch={batch} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
