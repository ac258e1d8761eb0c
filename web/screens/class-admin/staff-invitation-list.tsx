import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassStaffRole, StaffInvitation } from '../../../common/api/cohort';
import {
  cancelStaffInvitation,
  resendStaffInvitation,
  staffInvitationsKey,
  staffInvitationsQuery,
} from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formatDateTime } from '../../lib/format-date-time';

/** The translation key of a staff role's name. */
export const staffRoleKey = (role: ClassStaffRole) =>
  role === 'facilitator'
    ? 'classAdmin.staff.roles.facilitator'
    : 'classAdmin.staff.roles.cohort_administrator';

/**
 * The class's staff invitations not yet accepted, by address only (whether an address has an
 * account is never shown): waiting or declined, each to resend (after the cooldown) or cancel.
 */
export function StaffInvitationList({
  cohortPath,
  onAnnounce,
}: {
  cohortPath: string;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useAuthState().currentUser?.timezone ?? 'UTC';
  const queryClient = useQueryClient();
  const invitations = useQuery(staffInvitationsQuery(cohortPath));
  const changed = (list: StaffInvitation[]) =>
    queryClient.setQueryData(staffInvitationsKey(cohortPath), list);
  const resend = useMutation({
    mutationFn: (invitation: StaffInvitation) => resendStaffInvitation(cohortPath, invitation.id),
    onMutate: () => onAnnounce(''),
    onSuccess: (list, invitation) => {
      changed(list);
      onAnnounce(t('classAdmin.staff.resent', { email: invitation.email }));
    },
  });
  const cancel = useMutation({
    mutationFn: (invitation: StaffInvitation) => cancelStaffInvitation(cohortPath, invitation.id),
    onMutate: () => onAnnounce(''),
    onSuccess: (list, invitation) => {
      changed(list);
      onAnnounce(t('classAdmin.staff.cancelled', { email: invitation.email }));
    },
  });
  if (invitations.isPending || (invitations.isSuccess && invitations.data.length === 0)) return null;
  const busy = resend.isPending || cancel.isPending;
  const failed = resend.error ?? cancel.error;
  return (
    <section aria-labelledby="staff-invitations-heading" className="space-y-3">
      <h3 id="staff-invitations-heading" className="text-base font-semibold text-slate-900">
        {t('classAdmin.staff.pendingHeading')}
      </h3>
      <FormAlert message={failed ? describeError(failed) : undefined} />
      {invitations.isError ? (
        <FormAlert message={describeError(invitations.error)} />
      ) : (
        <table className="reflow-table reflow-table-headless w-full text-left text-sm">
          <caption className="sr-only">{t('classAdmin.staff.pendingCaption')}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classAdmin.staff.columns.email')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classAdmin.staff.columns.role')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classAdmin.staff.columns.status')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classAdmin.staff.columns.sent')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('classAdmin.staff.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invitations.data.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                  {invitation.email}
                </th>
                <td data-label={t('classAdmin.staff.columns.role')} className="py-3 pr-4 text-slate-700">
                  {t(staffRoleKey(invitation.role))}
                </td>
                <td data-label={t('classAdmin.staff.columns.status')} className="py-3 pr-4 text-slate-700">
                  {invitation.status === 'declined'
                    ? t('classAdmin.staff.pendingStatus.declined')
                    : t('classAdmin.staff.pendingStatus.pending')}
                </td>
                <td data-label={t('classAdmin.staff.columns.sent')} className="py-3 pr-4 text-slate-700">
                  {formatDateTime(invitation.sentAt, timeZone)}
                </td>
                <td className="py-3">
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={`${SECONDARY_BUTTON} px-3 py-1.5`}
                      aria-label={t('classAdmin.staff.resendLabel', { email: invitation.email })}
                      disabled={busy}
                      onClick={() => {
                        cancel.reset();
                        resend.mutate(invitation);
                      }}
                    >
                      {t('classAdmin.staff.resend')}
                    </button>
                    <button
                      type="button"
                      className={`${DANGER_BUTTON} px-3 py-1.5`}
                      aria-label={t('classAdmin.staff.cancelLabel', { email: invitation.email })}
                      disabled={busy}
                      onClick={() => {
                        resend.reset();
                        cancel.mutate(invitation);
                      }}
                    >
                      {t('classAdmin.staff.cancel')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
