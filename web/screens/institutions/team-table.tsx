import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { Day } from '../../components/day';
import { PersonCell, PersonRow } from './people-table';
import { SectionTable } from './section-parts';

const COLUMNS = ['name', 'email', 'role', 'addedAt', 'actions'] as const;

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
    <SectionTable caption={t('institutions.team.caption')} columns={COLUMNS} label={label}>
      {members.map((member) => (
        <PersonRow
          key={member.userId}
          person={member}
          emailLabel={label('email')}
          remove={
            member.role === 'administrator'
              ? {
                  label: t('institutions.team.remove'),
                  namedLabel: t('institutions.team.removeNamed', { name: member.fullName }),
                  onRemove: () => onRemove(member),
                }
              : undefined
          }
        >
          <PersonCell label={label('role')}>{t(`institutions.roles.${member.role}`)}</PersonCell>
          <PersonCell label={label('addedAt')}>
            <Day iso={member.addedAt} />
          </PersonCell>
        </PersonRow>
      ))}
    </SectionTable>
  );
}
