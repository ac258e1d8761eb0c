import { useTranslation } from 'react-i18next';
import type { InstitutionMember } from '../../../common/api/institution';
import { Day } from '../../components/day';
import { PersonCell, PersonRow } from './people-table';
import { SectionTable } from './section-parts';

const COLUMNS = ['name', 'email', 'role', 'source', 'joinedAt', 'actions'] as const;

/** A page of the institution's members, one row a person: how and when they joined, and removing them. */
export function MembersTable({
  members,
  onRemove,
}: {
  members: readonly InstitutionMember[];
  onRemove: (member: InstitutionMember) => void;
}) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.membership.members.columns.${column}`);
  return (
    <SectionTable caption={t('institutions.membership.members.caption')} columns={COLUMNS} label={label}>
      {members.map((member) => (
        <PersonRow
          key={member.userId}
          person={member}
          emailLabel={label('email')}
          remove={{
            label: t('institutions.membership.members.remove'),
            namedLabel: t('institutions.membership.members.removeNamed', { name: member.fullName }),
            onRemove: () => onRemove(member),
          }}
        >
          <PersonCell label={label('role')}>{t(`institutions.membership.roles.${member.role}`)}</PersonCell>
          <PersonCell label={label('source')}>
            {t(`institutions.membership.sources.${member.source}`)}
          </PersonCell>
          <PersonCell label={label('joinedAt')}>
            <Day iso={member.joinedAt} />
          </PersonCell>
        </PersonRow>
      ))}
    </SectionTable>
  );
}
