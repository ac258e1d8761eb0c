import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_STATUSES, type InvitationStatus } from '../../../common/api/invitations';
import { invitationsQuery } from '../../api/invitations';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { formatDateTime } from '../../lib/format-date-time';
import { invitationStatusKey } from './invitation-status';

const PAGE_SIZE = 25;

/** The class's invitations, newest first, a page at a time, filtered by status. */
export function InvitationList({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const timeZone = useAuthState().currentUser?.timezone ?? 'UTC';
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const input = { offset, limit: PAGE_SIZE, ...(status && { status }) };
  const list = useQuery({
    ...invitationsQuery(cohortPath, input),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;

  return (
    <section aria-labelledby="invitation-list-heading" className="space-y-4">
      <h2 id="invitation-list-heading" className="text-lg font-semibold text-slate-900">
        {t('invitations.listHeading')}
      </h2>
      <div className="max-w-xs">
        <SelectField
          label={t('invitations.filterLabel')}
          value={status}
          placeholder={t('invitations.allStatuses')}
          options={INVITATION_STATUSES.map((value) => ({ value, label: t(invitationStatusKey(value)) }))}
          onChange={(value) => {
            setStatus(value as InvitationStatus | '');
            setOffset(0);
          }}
        />
      </div>
      {list.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('invitations.loading')}
        </p>
      ) : list.isError ? (
        <FormAlert message={t('invitations.loadFailed')} />
      ) : total === 0 ? (
        <p className="text-sm text-slate-700">{t('invitations.empty')}</p>
      ) : (
        <>
          <table className="reflow-table reflow-table-headless w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('invitations.columnEmail')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('invitations.columnStatus')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('invitations.columnInvited')}
                </th>
                <th scope="col" className="py-2">
                  {t('invitations.columnResponded')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td className="py-2 pr-3 font-medium text-slate-900">{invitation.email}</td>
                  <td data-label={t('invitations.columnStatus')} className="py-2 pr-3">
                    {t(invitationStatusKey(invitation.status))}
                  </td>
                  <td data-label={t('invitations.columnInvited')} className="py-2 pr-3">
                    {formatDateTime(invitation.invitedAt, timeZone)}
                  </td>
                  <td data-label={t('invitations.columnResponded')} className="py-2">
                    {invitation.respondedAt ? formatDateTime(invitation.respondedAt, timeZone) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={t('invitations.pagesLabel')} className="flex items-center gap-3 text-sm">
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
            >
              {t('invitations.previous')}
            </button>
            <span>
              {t('invitations.range', {
                from: offset + 1,
                to: Math.min(offset + PAGE_SIZE, total),
                total,
              })}
            </span>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={offset + PAGE_SIZE >= total}
              onClick={() => setOffset(offset + PAGE_SIZE)}
            >
              {t('invitations.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
