import type { UseQueryResult } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialPerson } from '../../../../common/api/feed';
import { ErrorAlert } from '../../../components/error-alert';
import { PersonAvatar, PersonName } from './person-line';

interface KudosButtonProps {
  count: number;
  given: boolean;
  /** What the kudos are on, for the buttons' names ("post by Siti"). */
  subject: string;
  /** Gives (true) or takes back (false) the reader's kudos. */
  onToggle: (given: boolean) => void;
  pending: boolean;
  error: unknown;
  /** The reader's own work takes no kudos from them (the server refuses): the count alone shows. */
  own?: boolean;
  /** Who gave kudos (a GiversList reading them), mounted when the list opens. */
  givers: ReactNode;
}

/**
 * Kudos on a post or comment: a toggle button (aria-pressed) with the count, and when there are
 * any, a button that opens the list of who gave them (a disclosure; Escape closes it and hands the
 * focus back).
 */
export function KudosButton({
  count,
  given,
  subject,
  onToggle,
  pending,
  error,
  givers,
  own = false,
}: KudosButtonProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="relative">
      <div className="flex items-center gap-1">
        {own ? (
          <span className="px-3 py-1 text-sm text-slate-700">
            {t('social.kudos.label')} {count}
          </span>
        ) : (
          <button
            type="button"
            aria-pressed={given}
            aria-label={t('social.kudos.toggle', { subject, number: count })}
            disabled={pending}
            onClick={() => onToggle(!given)}
            className={`rounded-full border px-3 py-1 text-sm font-medium ${given ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'} disabled:opacity-60`}
          >
            <span aria-hidden="true">{t('social.kudos.label')}</span> <span aria-hidden="true">{count}</span>
          </button>
        )}
        {count > 0 && (
          <button
            ref={opener}
            type="button"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen(!open)}
            className="rounded px-2 py-1 text-sm text-brand-800 underline-offset-2 hover:underline"
          >
            {t('social.kudos.who')}
          </button>
        )}
      </div>
      {open && (
        // Escape anywhere in the list closes it.
        <fieldset
          id={listId}
          onKeyDown={close}
          className="absolute z-10 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <legend className="text-sm font-semibold text-slate-900">{t('social.kudos.givers')}</legend>
          {givers}
        </fieldset>
      )}
      <ErrorAlert error={error} />
    </div>
  );
}

/** The people who gave kudos, as their read answers them. */
export function GiversList({ query }: { query: UseQueryResult<SocialPerson[]> }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <p className="text-sm text-slate-600">{t('social.kudos.loading')}</p>}
      <ErrorAlert error={query.error} />
      {query.data && (
        <ul className="max-h-60 space-y-2 overflow-y-auto">
          {query.data.map((person) => (
            <li key={person.userId} className="flex items-center gap-2 text-sm">
              <PersonAvatar person={person} size="size-6" />
              <PersonName person={person} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
