import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoggedInUserData } from '../../../common/api/user';
import { type PayoutAccount, payoutAccountQuery, startPayoutOnboarding } from '../../api/payouts';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { SettingsCard } from '../../components/settings-card';
import { currentLanguage } from '../../i18n/i18n';

// The gateway's onboarding page comes back to the account settings with `?payouts=done`, or with
// `?payouts=again` when its link expired (server/domains/commerce/payouts/payout-accounts.ts).
const RETURN_PARAM = 'payouts';
type Return = 'done' | 'again';

const returnOf = (value: string | null): Return | null =>
  value === 'done' || value === 'again' ? value : null;

/** Does the user sell places in classes: a course creator, or on the educator plan? */
export const sellsClasses = (user: LoggedInUserData) => user.isCourseCreator || user.isEducator;

/**
 * Payouts (Stripe Connect), for course creators only: where their payout account stands, and the
 * gateway's hosted onboarding to set it up or finish it.
 */
export function PayoutSettings({ user }: { user: LoggedInUserData }) {
  return sellsClasses(user) ? <Payouts /> : null;
}

function Payouts() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Back from the gateway's page: read once, then taken out of the address (a reload says nothing).
  const [returnParam] = useState(() => params.get(RETURN_PARAM));
  const returned = returnOf(returnParam);
  const account = useQuery(payoutAccountQuery());
  const { refetch } = account;
  // After onboarding, the account is asked again (the gateway may have enabled it meanwhile).
  const [checked, setChecked] = useState(returned !== 'done');
  const handledReturn = useRef(false);
  useEffect(() => {
    if (returnParam === null || handledReturn.current) return;
    handledReturn.current = true;
    if (returnParam === 'done') void refetch({ cancelRefetch: false }).finally(() => setChecked(true));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RETURN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returnParam, refetch, setParams]);

  const start = useMutation({
    mutationFn: startPayoutOnboarding,
    // A full page load: the gateway's page is not part of the app.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Back from the gateway's page through the browser's back button, the page may come from its
  // cache as it was left, its button still waiting: it can be pressed again.
  const { reset } = start;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reset]);

  const status = account.data?.status;
  let note: string | null = null;
  if (returned === 'done' && checked && status === 'pending')
    note = t('accountSettings.payouts.stillChecking');
  if (returned === 'again' && status && status !== 'active') note = t('accountSettings.payouts.expired');

  return (
    <SettingsCard title={t('accountSettings.payouts.title')}>
      <div role={returned ? 'status' : undefined} className="space-y-3">
        {account.isPending && <p className="text-sm text-slate-600">{t('app.loading')}</p>}
        {account.data && <PayoutStatus account={account.data} />}
        {note && <p className="text-sm font-medium text-slate-900">{note}</p>}
      </div>
      <ErrorAlert error={account.error} />
      {status && status !== 'active' && (
        <div className="mt-4 space-y-3">
          <button
            type="button"
            onClick={() => start.mutate()}
            disabled={start.isPending || start.isSuccess}
            className={PRIMARY_BUTTON}
          >
            {status === 'none' ? t('accountSettings.payouts.setUp') : t('accountSettings.payouts.continue')}
          </button>
          <ErrorAlert error={start.error} />
        </div>
      )}
    </SettingsCard>
  );
}

function PayoutStatus({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const percent = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 2 }).format(
    account.platformFeePercent,
  );
  if (account.status === 'active') {
    return (
      <div className="flex flex-wrap items-start gap-3">
        <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800">
          {t('accountSettings.payouts.activeBadge')}
        </span>
        <p className="min-w-0 flex-1 text-sm leading-6 text-slate-700">
          {t('accountSettings.payouts.active', { percent })}
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm leading-6 text-slate-700">
      {account.status === 'none'
        ? t('accountSettings.payouts.none', { percent })
        : t('accountSettings.payouts.pending')}
    </p>
  );
}
