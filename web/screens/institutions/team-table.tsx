import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/api/institution';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { Day } from '../../components/day';
import { PersonCell, PersonRow } from './people-table';
import { SectionTable } from './section-parts';

const COLUMNS = ['name', 'email', 'role', 'addedAt', 'actions'] as const;

/**
 * The institution's team, one row a person; every administrator has a remove button (and, for the
 * owner and platform staff, one making them the owner), the owner none.
 */
export function TeamTable({
  members,
  onRemove,
  onMakeOwner,
}: {
  members: readonly TeamMember[];
  onRemove: (member: TeamMember) => void;
  /** Given to the owner and platform staff: hand the institution to an administrator. */
  onMakeOwner?: ((member: TeamMember) => void) | undefined;
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
          actions={
            onMakeOwner &&
            member.role === 'administrator' && (
              <button
                type="button"
                className={SECONDARY_BUTTON}
                aria-label={t('institutions.team.makeOwnerNamed', { name: member.fullName })}
                onClick={() => onMakeOwner(member)}
              >
                {t('institutions.team.makeOwner')}
              </button>
            )
          }
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
