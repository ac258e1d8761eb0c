/** A list's order: the column it is sorted by and which way. */
export interface SortOrder<Sort extends string> {
  sort: Sort;
  order: 'asc' | 'desc';
}

/**
 * A column header that sorts its table by `sort`: pressed once, `first` way round (ascending unless
 * said otherwise); pressed again, the other way. `aria-sort` says how the table is sorted now.
 */
export function SortHeader<Sort extends string>({
  sort,
  label,
  current,
  onSort,
  first = 'asc',
}: {
  sort: Sort;
  label: string;
  current: SortOrder<Sort>;
  onSort: (next: SortOrder<Sort>) => void;
  first?: 'asc' | 'desc';
}) {
  const active = current.sort === sort;
  const nextOrder = active ? (current.order === 'asc' ? 'desc' : 'asc') : first;
  return (
    <th
      scope="col"
      aria-sort={active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-4 py-3 font-semibold text-slate-800"
    >
      <button
        type="button"
        onClick={() => onSort({ sort, order: nextOrder })}
        className="inline-flex items-center gap-1 rounded hover:underline"
      >
        {label}
        <span aria-hidden="true">{active ? (current.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
