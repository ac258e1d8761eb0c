import type { ReactNode } from 'react';
import { DANGER_BUTTON } from '../../components/button-styles';

const CELL = 'px-4 py-3 align-top';

/** A cell named by its column's heading (the row's line on a narrow screen). */
export function PersonCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className={CELL}>
      {children}
    </td>
  );
}

/**
 * One person: their name heading the row, their e-mail address, the cells of `children`, and last
 * a remove button named after them, when they can be removed.
 */
export function PersonRow({
  person,
  emailLabel,
  remove,
  actions,
  children,
}: {
  person: { fullName: string; email: string };
  emailLabel: string;
  remove: { label: string; namedLabel: string; onRemove: () => void } | undefined;
  /** Other buttons for the person, before the remove button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
        {person.fullName}
      </th>
      <PersonCell label={emailLabel}>{person.email}</PersonCell>
      {children}
      <RemoveCell remove={remove} actions={actions} />
    </tr>
  );
}

/** The last cell of a row: a button named after what it takes away, when it can be taken away. */
export function RemoveCell({
  remove,
  actions,
}: {
  remove: { label: string; namedLabel: string; onRemove: () => void } | undefined;
  actions?: ReactNode;
}) {
  return (
    <td className={`${CELL} space-x-2 whitespace-nowrap`}>
      {actions}
      {remove && (
        <button
          type="button"
          className={DANGER_BUTTON}
          aria-label={remove.namedLabel}
          onClick={remove.onRemove}
        >
          {remove.label}
        </button>
      )}
    </td>
  );
}
