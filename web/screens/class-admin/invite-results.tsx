import { useTranslation } from 'react-i18next';
import type { InvitationEntry, InviteByEmailResult } from '../../../common/api/invitations';
import { InvitationResults } from '../../components/invitation-results';
import { reasonText } from '../../lib/reason-text';
import { invitationStatusKey } from './invitation-status';

/** A queued list's valid addresses all read "not processed yet": only its invalid entries are listed. */
function shownEntries(result: InviteByEmailResult) {
  return result.queued ? result.entries.filter((entry) => !entry.valid) : result.entries;
}

/** What became of each pasted entry, as the server answered. */
export function InviteResults({ result }: { result: InviteByEmailResult }) {
  const { t } = useTranslation();
  const outcome = (entry: InvitationEntry) => ({
    text: [
      entry.valid ? t(invitationStatusKey(entry.status ?? 'untouched')) : t('invitations.invalid'),
      entry.reason ? ` — ${reasonText(entry.reason)}` : '',
      entry.sentRecently ? ` — ${t('invitations.sentRecently')}` : '',
    ].join(''),
    failed: !entry.valid || entry.status === 'unprocessed',
  });
  return (
    <InvitationResults
      id="invite-results-heading"
      heading={t('invitations.resultsHeading')}
      summary={result.queued ? t('invitations.queued') : t('invitations.processed')}
      entries={shownEntries(result)}
      outcome={outcome}
    />
  );
}
