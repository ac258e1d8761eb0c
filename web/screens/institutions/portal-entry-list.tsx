import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import type { Row } from './use-portal-card';

const SMALL_BUTTON =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * An ordered list of a card's entries (selling points, questions, links, page sections): each a
 * group named by its number with its fields and buttons to move it up or down or remove it, then
 * a button adding one, with how many there are of how many allowed (at the limit it is disabled
 * and says why).
 */
export function PortalEntryList<Entry extends object>({
  label,
  empty,
  rows,
  max,
  addLabel,
  entryLabel,
  onAdd,
  onRemove,
  onMove,
  children,
}: {
  label: string;
  empty: string;
  rows: readonly Row<Entry>[];
  max: number;
  addLabel: string;
  entryLabel: (number: number) => string;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onMove: (key: number, by: -1 | 1) => void;
  children: (row: Row<Entry>) => ReactNode;
}) {
  const { t } = useTranslation();
  const countId = useId();
  const full = rows.length >= max;
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ol aria-label={label} className="space-y-3">
          {rows.map((row, index) => {
            const entry = entryLabel(index + 1);
            return (
              <li key={row.key}>
                <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{entry}</legend>
                  {children(row)}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === 0}
                      aria-label={t('institutions.portal.list.moveUpNamed', { entry })}
                      onClick={() => onMove(row.key, -1)}
                    >
                      {t('institutions.portal.list.moveUp')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === rows.length - 1}
                      aria-label={t('institutions.portal.list.moveDownNamed', { entry })}
                      onClick={() => onMove(row.key, 1)}
                    >
                      {t('institutions.portal.list.moveDown')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={t('institutions.portal.list.removeNamed', { entry })}
                      onClick={() => onRemove(row.key)}
                    >
                      {t('institutions.portal.list.remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={full}
          aria-describedby={countId}
          onClick={onAdd}
        >
          {addLabel}
        </button>
        <p id={countId} className="text-sm text-slate-600">
          {t('institutions.portal.list.count', { entries: rows.length, max })}
          {full && ` ${t('institutions.portal.list.full')}`}
        </p>
      </div>
    </div>
  );
}
