import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../../common/api/institution';
import { Day } from '../../components/day';
import { PersonCell, RemoveCell } from './people-table';
import { SectionTable } from './section-parts';

const COLUMNS = ['email', 'role', 'invitedAt', 'sentAt', 'actions'] as const;

/** A page of the invitations waiting for an answer, one row an address: its role, when invited and last mailed. */
export function PendingInvitationsTable({
  invitations,
  onWithdraw,
}: {
  invitations: readonly PendingInvitation[];
  onWithdraw: (invitation: PendingInvitation) => void;
}) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.invitations.pending.columns.${column}`);
  return (
    <SectionTable caption={t('institutions.invitations.pending.caption')} columns={COLUMNS} label={label}>
      {invitations.map((invitation) => (
        <tr key={invitation.id} className="border-t border-slate-200">
          <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
            {invitation.email}
          </th>
          <PersonCell label={label('role')}>
            {t(`institutions.membership.roles.${invitation.role}`)}
          </PersonCell>
          <PersonCell label={label('invitedAt')}>
            <Day iso={invitation.invitedAt} />
          </PersonCell>
          <PersonCell label={label('sentAt')}>
            <Day iso={invitation.sentAt} />
          </PersonCell>
          <RemoveCell
            remove={{
              label: t('institutions.invitations.pending.withdraw'),
              namedLabel: t('institutions.invitations.pending.withdrawNamed', { email: invitation.email }),
              onRemove: () => onWithdraw(invitation),
            }}
          />
        </tr>
      ))}
    </SectionTable>
  );
}
