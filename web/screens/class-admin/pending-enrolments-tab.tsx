import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingEnrolment } from '../../../common/api/enrolment';
import { describeError } from '../../api/describe-error';
import { decideEnrolment, pendingEnrolmentsKey, pendingEnrolmentsQuery } from '../../api/enrolment';
import { useAuthState } from '../../auth/use-auth-state';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { formatDateTime } from '../../lib/format-date-time';

type Decision = 'approve' | 'reject';

/** Class admin's pending enrolments tab: each request to join with Approve and Reject. */
export function PendingEnrolmentsTab({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const requests = useQuery({
    ...pendingEnrolmentsQuery(cohortPath),
  });
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-slate-700">{t('enrolment.pending.lead')}</p>
      <p role="status" className="text-sm font-medium text-slate-900">
        {announcement}
      </p>
      {requests.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('enrolment.pending.loading')}
        </p>
      ) : requests.isError ? (
        <LoadError
          className="text-sm"
          message={t('enrolment.pending.loadError')}
          retryLabel={t('enrolment.pending.retry')}
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t('enrolment.pending.empty')} body={t('enrolment.pending.emptyBody')} />
      ) : (
        <table className="reflow-table reflow-table-headless w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.pending.columnName')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.pending.columnEmail')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('enrolment.pending.columnRequested')}
              </th>
              <th scope="col" className="py-2">
                {t('enrolment.pending.columnDecision')}
              </th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((request) => (
              <PendingRow
                key={request.enrolmentId}
                cohortPath={cohortPath}
                request={request}
                onDecided={setAnnouncement}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function PendingRow({
  cohortPath,
  request,
  onDecided,
}: {
  cohortPath: string;
  request: PendingEnrolment;
  onDecided: (announcement: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timeZone = useAuthState().currentUser?.timezone ?? 'UTC';
  const name = request.fullName;
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decideEnrolment(cohortPath, { enrolmentId: request.enrolmentId, decision }),
    onSuccess: async (decided) => {
      onDecided(
        t(decided.status === 'active' ? 'enrolment.pending.approved' : 'enrolment.pending.rejected', {
          name,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: pendingEnrolmentsKey(cohortPath) });
    },
  });
  const busy = decide.isPending;
  return (
    <tr className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
        {name}
      </th>
      <td data-label={t('enrolment.pending.columnEmail')} className="py-2 pr-3">
        {request.emailAddress}
      </td>
      <td data-label={t('enrolment.pending.columnRequested')} className="py-2 pr-3">
        {formatDateTime(request.requestedAt, timeZone)}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={busy}
            aria-label={t('enrolment.pending.approveLabel', { name })}
            onClick={() => decide.mutate('approve')}
          >
            {busy && decide.variables === 'approve'
              ? t('enrolment.pending.deciding')
              : t('enrolment.pending.approve')}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={busy}
            aria-label={t('enrolment.pending.rejectLabel', { name })}
            onClick={() => decide.mutate('reject')}
          >
            {busy && decide.variables === 'reject'
              ? t('enrolment.pending.deciding')
              : t('enrolment.pending.reject')}
          </button>
        </div>
        {decide.isError && (
          <div className="mt-2">
            <FormAlert message={describeError(decide.error)} />
          </div>
        )}
      </td>
    </tr>
  );
}
