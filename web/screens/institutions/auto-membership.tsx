import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_MEMBERSHIP_DOMAINS_MAX, type AutoMembership as Saved } from '../../../common/api/institution';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { fieldErrorOf } from '../../lib/field-error';
import { DomainRow } from './domain-row';
import { SectionHeading } from './section-parts';
import {
  type AutoMembershipDraft,
  type DomainRow as Row,
  useAutoMembershipAutosave,
} from './use-auto-membership-autosave';

/**
 * Automatic membership: the switch and the mail domains mapped to a role, saving themselves with
 * the autosave indicator (typing once it pauses; the switch, a role or a removal at once). A
 * failure says so in the spec's words with the server's reasons, by the row they name.
 */
export function AutoMembership({ institutionPath, saved }: { institutionPath: string; saved: Saved }) {
  const { t } = useTranslation();
  const switchId = useId();
  const { draft, change, addRow, retry, status, failure } = useAutoMembershipAutosave(institutionPath, saved);
  const rowError = (row: Row, field: 'domain' | 'role') => {
    const index = failure?.sentKeys.indexOf(row.key) ?? -1;
    return index < 0 ? undefined : fieldErrorOf(failure?.error, `rolesMapping.${index}.${field}`);
  };
  const updateRow = (key: number, update: Partial<Row>) => (current: AutoMembershipDraft) => ({
    ...current,
    rows: current.rows.map((row) => (row.key === key ? { ...row, ...update } : row)),
  });
  const listReason = fieldErrorOf(failure?.error, 'rolesMapping');

  return (
    <section aria-labelledby="auto-membership-heading" className="max-w-3xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionHeading
          id="auto-membership-heading"
          heading={t('institutions.membership.auto.heading')}
          lead={t('institutions.membership.auto.lead')}
        />
        <AutosaveIndicator status={status} />
      </div>
      {failure && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{t('institutions.membership.auto.saveError')}</p>
          {listReason && <p>{listReason}</p>}
          <button type="button" className={SECONDARY_BUTTON} onClick={retry}>
            {t('institutions.retry')}
          </button>
        </div>
      )}
      <div>
        <div className="flex items-center gap-3">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={draft.isEnabled}
            aria-checked={draft.isEnabled}
            aria-describedby={`${switchId}-help`}
            onChange={(event) => {
              const isEnabled = event.target.checked;
              change((current) => ({ ...current, isEnabled }));
            }}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={switchId} className="font-medium text-slate-900">
            {t('institutions.membership.auto.switch')}
          </label>
        </div>
        <p id={`${switchId}-help`} className="mt-1 text-sm text-slate-600">
          {t('institutions.membership.auto.help')}
        </p>
      </div>
      {draft.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('institutions.membership.auto.noDomains')}</p>
      ) : (
        <ul aria-label={t('institutions.membership.auto.listLabel')} className="space-y-3">
          {draft.rows.map((row, index) => (
            <DomainRow
              key={row.key}
              row={row}
              number={index + 1}
              domainError={rowError(row, 'domain')}
              roleError={rowError(row, 'role')}
              onDomain={(domain) => change(updateRow(row.key, { domain }), { debounce: true })}
              onRole={(role) => change(updateRow(row.key, { role }))}
              onRemove={() =>
                change((current) => ({ ...current, rows: current.rows.filter(({ key }) => key !== row.key) }))
              }
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={draft.rows.length >= AUTO_MEMBERSHIP_DOMAINS_MAX}
          onClick={addRow}
        >
          {t('institutions.membership.auto.add')}
        </button>
        <p className="text-sm text-slate-600">
          {t('institutions.membership.auto.domainsMax', { max: AUTO_MEMBERSHIP_DOMAINS_MAX })}
        </p>
      </div>
    </section>
  );
}
