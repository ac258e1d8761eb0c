import type { ReactNode } from 'react';
import type { EmailListEntry } from '../../common/rules/email-list';
import { reasonText } from '../lib/reason-text';

/** Invalid entries listed at most: a long paste of rubbish should not bury the form. */
const INVALID_SHOWN_MAX = 50;

/**
 * A pasted list as judged before sending (the server's own rule, common/rules/email-list.ts): the
 * counts in `summary`, each invalid entry with its reason, then `children` (more about the list).
 */
export function EmailListPreview({
  entries,
  summary,
  invalidLabel,
  children,
}: {
  entries: readonly EmailListEntry[];
  summary: string;
  invalidLabel: string;
  children?: ReactNode;
}) {
  const invalid = entries.filter((entry) => !entry.valid);
  return (
    <div aria-live="polite" className="space-y-2 text-sm text-slate-700">
      {entries.length > 0 && <p>{summary}</p>}
      {invalid.length > 0 && (
        <ul aria-label={invalidLabel} className="list-disc space-y-1 pl-5 text-red-800">
          {invalid.slice(0, INVALID_SHOWN_MAX).map((entry) => (
            <li key={entry.email}>
              <span className="font-medium">{entry.email}</span>: {reasonText(entry.reason ?? '')}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
