import { useTranslation } from 'react-i18next';
import type { InviteByEmailResult } from '../../../common/api/invitations';
import { reasonText } from '../../lib/reason-text';
import { invitationStatusKey } from './invitation-status';

/** A queued list's valid addresses all read "not processed yet": only its invalid entries are listed. */
function shownEntries(result: InviteByEmailResult) {
  return result.queued ? result.entries.filter((entry) => !entry.valid) : result.entries;
}

/** What became of each pasted entry, as the server answered. */
export function InviteResults({ result }: { result: InviteByEmailResult }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invite-results-heading" className="space-y-2">
      <h3 id="invite-results-heading" className="text-base font-semibold text-slate-900">
        {t('invitations.resultsHeading')}
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {result.queued ? t('invitations.queued') : t('invitations.processed')}
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        {shownEntries(result).map((entry) => (
          <li key={entry.email} className="flex flex-wrap justify-between gap-2 px-3 py-2">
            <span className="font-medium text-slate-900">{entry.email}</span>
            <span
              className={entry.valid && entry.status !== 'unprocessed' ? 'text-slate-700' : 'text-red-800'}
            >
              {entry.valid ? t(invitationStatusKey(entry.status ?? 'untouched')) : t('invitations.invalid')}
              {entry.reason ? ` — ${reasonText(entry.reason)}` : ''}
              {entry.sentRecently ? ` — ${t('invitations.sentRecently')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
