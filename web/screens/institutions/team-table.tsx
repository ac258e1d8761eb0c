import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { DANGER_BUTTON } from '../../components/button-styles';
import { Day } from '../../components/day';
import { ResultsTable } from '../../components/results-table';

const COLUMNS = ['name', 'email', 'role', 'addedAt', 'actions'] as const;

const CELL = 'px-4 py-3 align-top';

/** The institution's team, one row a person; every administrator has a remove button, the owner none. */
export function TeamTable({
  members,
  onRemove,
}: {
  members: readonly TeamMember[];
  onRemove: (member: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.team.columns.${column}`);
  return (
    <ResultsTable
      caption={t('institutions.team.caption')}
      reflow
      head={COLUMNS.map((column) => (
        <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
          {label(column)}
        </th>
      ))}
    >
      {members.map((member) => (
        <tr key={member.userId} className="border-t border-slate-200">
          <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
            {member.fullName}
          </th>
          <td data-label={label('email')} className={CELL}>
            {member.email}
          </td>
          <td data-label={label('role')} className={CELL}>
            {t(`institutions.roles.${member.role}`)}
          </td>
          <td data-label={label('addedAt')} className={CELL}>
            <Day iso={member.addedAt} />
          </td>
          <td className={CELL}>
            {member.role === 'administrator' && (
              <button
                type="button"
                className={DANGER_BUTTON}
                aria-label={t('institutions.team.removeNamed', { name: member.fullName })}
                onClick={() => onRemove(member)}
              >
                {t('institutions.team.remove')}
              </button>
            )}
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
