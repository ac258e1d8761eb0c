import { useTranslation } from 'react-i18next';
import { INSTITUTION_MEMBER_ROLES, type InstitutionMemberRole } from '../../../common/api/institution';
import { DANGER_BUTTON } from '../../components/button-styles';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { DomainRow as Row } from './use-auto-membership-autosave';

/** One mapped mail domain: its domain, the role its people join with, and removing it; the server's reasons by each. */
export function DomainRow({
  row,
  number,
  domainError,
  roleError,
  onDomain,
  onRole,
  onRemove,
}: {
  row: Row;
  /** Its place in the list, from 1, naming its fields. */
  number: number;
  domainError: string | undefined;
  roleError: string | undefined;
  onDomain: (domain: string) => void;
  onRole: (role: InstitutionMemberRole) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <TextField
        label={t('institutions.membership.auto.domain', { number })}
        placeholder="school.example"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        value={row.domain}
        onChange={(event) => onDomain(event.target.value)}
        error={domainError}
      />
      <SelectField
        label={t('institutions.membership.auto.role', { number })}
        value={row.role}
        options={INSTITUTION_MEMBER_ROLES.map((role) => ({
          value: role,
          label: t(`institutions.membership.roles.${role}`),
        }))}
        onChange={(role) => onRole(role as InstitutionMemberRole)}
        error={roleError}
      />
      <button
        type="button"
        className={`${DANGER_BUTTON} sm:mt-6`}
        aria-label={t('institutions.membership.auto.removeNamed', { number })}
        onClick={onRemove}
      >
        {t('institutions.membership.auto.remove')}
      </button>
    </li>
  );
}
