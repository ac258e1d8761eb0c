import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptMailQuery } from '../../api/email';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/format-date-time';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';

/** /wasabi/mail-outbox/ (staff only): the mail kept instead of sent while no SMTP server is configured. */
export function MailOutboxScreen() {
  const { t } = useTranslation();
  usePageTitle(t('mailOutbox.title'));
  return (
    <>
      <PageHeader title={t('mailOutbox.title')} lead={t('mailOutbox.lead')} />
      <StaffNav />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <StaffOnly signedOutMessage={t('mailOutbox.signedOut')}>
            <KeptMailList />
          </StaffOnly>
        </div>
      </div>
    </>
  );
}

// One page at a time; `before` is the last message of the page above (none: the newest).
function KeptMailList() {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const [before, setBefore] = useState<string | undefined>(undefined);
  const page = useQuery(keptMailQuery(before));
  const timeZone = currentUser?.timezone ?? 'UTC';
  if (page.isPending) return <p className="text-slate-600">{t('mailOutbox.loading')}</p>;
  if (page.isError) {
    return (
      <LoadError
        message={t('mailOutbox.loadError')}
        retryLabel={t('mailOutbox.retry')}
        onRetry={() => void page.refetch()}
      />
    );
  }
  const { messages, hasMore } = page.data;
  if (messages.length === 0 && !before) {
    return <EmptyState title={t('mailOutbox.emptyTitle')} body={t('mailOutbox.emptyBody')} />;
  }
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">{message.subject}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('mailOutbox.to', { address: message.to })} ·{' '}
              {t('mailOutbox.keptAt', { date: formatDateTime(message.keptAt, timeZone) })} ·{' '}
              {t('mailOutbox.template', { template: message.template })}
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">
                {t('mailOutbox.showText')}
              </summary>
              <pre
                lang={message.language}
                className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-sm text-slate-800"
              >
                {message.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {before && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setBefore(undefined)}>
            {t('mailOutbox.newest')}
          </button>
        )}
        {hasMore && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setBefore(messages.at(-1)?.id)}>
            {t('mailOutbox.older')}
          </button>
        )}
      </div>
    </div>
  );
}
