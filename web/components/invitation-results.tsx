import type { InvitationEntry } from '../../common/api/invitations';

/**
 * What became of each address of a sent list, as the server answered: under `heading`, the
 * `summary` (announced), then one line an entry in the words of `outcome`, in red when it failed.
 */
export function InvitationResults({
  id,
  heading,
  summary,
  entries,
  outcome,
}: {
  id: string;
  heading: string;
  summary: string;
  entries: readonly InvitationEntry[];
  outcome: (entry: InvitationEntry) => { text: string; failed: boolean };
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {summary}
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        {entries.map((entry) => {
          const { text, failed } = outcome(entry);
          return (
            <li key={entry.email} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span className="font-medium text-slate-900">{entry.email}</span>
              <span className={failed ? 'text-red-800' : 'text-slate-700'}>{text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
