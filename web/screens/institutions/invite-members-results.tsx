import { useTranslation } from 'react-i18next';
import type { InvitationEntry } from '../../../common/api/invitations';
import { InvitationResults } from '../../components/invitation-results';
import { institutionReasonText } from './institution-reason';

/** How an entry's outcome is counted in the summary. */
type Outcome = 'invited' | 'member' | 'notInvited';

const outcomeOf = (entry: InvitationEntry): Outcome =>
  !entry.valid || entry.status === 'unprocessed'
    ? 'notInvited'
    : entry.status === 'already_enrolled' || entry.status === 'auto_enrolled'
      ? 'member'
      : 'invited';

/** What became of each sent address: invited (mailed now or earlier), a member already, or not invited and why. */
export function InviteMembersResults({ entries }: { entries: readonly InvitationEntry[] }) {
  const { t, i18n } = useTranslation();
  const count = (outcome: Outcome) =>
    new Intl.NumberFormat(i18n.language).format(
      entries.filter((entry) => outcomeOf(entry) === outcome).length,
    );
  const reason = (entry: InvitationEntry) => institutionReasonText(entry.reason ?? '');
  const text = (entry: InvitationEntry) => {
    if (!entry.valid) return t('institutions.invitations.results.invalid', { reason: reason(entry) });
    if (entry.status === 'unprocessed')
      return t('institutions.invitations.results.notInvited', { reason: reason(entry) });
    if (outcomeOf(entry) === 'member') return t('institutions.invitations.results.member');
    return entry.sentRecently
      ? t('institutions.invitations.results.sentRecently')
      : t('institutions.invitations.results.invited');
  };
  return (
    <InvitationResults
      id="invite-people-results"
      heading={t('institutions.invitations.results.heading')}
      summary={t('institutions.invitations.results.summary', {
        invited: count('invited'),
        members: count('member'),
        notInvited: count('notInvited'),
      })}
      entries={entries}
      outcome={(entry) => ({ text: text(entry), failed: outcomeOf(entry) === 'notInvited' })}
    />
  );
}
