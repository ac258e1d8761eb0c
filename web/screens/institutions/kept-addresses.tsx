import { useTranslation } from 'react-i18next';
import type { EmailListEntry } from '../../../common/rules/email-list';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { classNames } from '../../components/class-names';

/** The valid addresses of a list, each to leave out of the invitations (or put back) one by one. */
export function KeptAddresses({
  entries,
  leftOut,
  onToggle,
}: {
  entries: readonly EmailListEntry[];
  leftOut: ReadonlySet<string>;
  onToggle: (email: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('institutions.invitations.form.validList')}
      className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
    >
      {entries.map(({ email }) => {
        const out = leftOut.has(email.toLowerCase());
        return (
          <li key={email} className="flex flex-wrap items-center justify-between gap-2 px-3 py-1.5">
            <span className={classNames('text-slate-900', out && 'text-slate-500 line-through')}>
              {email}
              {out && <span className="sr-only"> ({t('institutions.invitations.form.leftOut')})</span>}
            </span>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-label={
                out
                  ? t('institutions.invitations.form.putBackNamed', { email })
                  : t('institutions.invitations.form.leaveOutNamed', { email })
              }
              onClick={() => onToggle(email)}
            >
              {out ? t('institutions.invitations.form.putBack') : t('institutions.invitations.form.leaveOut')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
