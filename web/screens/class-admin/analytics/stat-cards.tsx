/** One figure of a view's summary: what it counts, and the number (already formatted). */
export interface Stat {
  label: string;
  value: string;
}

/** A view's summary figures as a row of cards (a description list: each label with its value). */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
