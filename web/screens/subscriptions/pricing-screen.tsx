import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import type { BillingPeriod } from '../../../common/subscription-kinds';
import { type Currency, planOffersQuery } from '../../api/subscriptions';
import { useAuthState } from '../../auth/use-auth-state';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame } from '../../components/screen-frame';
import { SelectField } from '../../components/select-field';
import { usePageTitle } from '../../hooks/use-page-title';
import { PlanCard, planButtonLabel } from './plan-card';
import { usePlanCheckout } from './use-plan-checkout';

/**
 * The currencies a plan is priced in (spec §9), the server suggesting one to each viewer: every
 * currency of the contract (a type error when one is added there and not here).
 */
const CURRENCY_CHOICES = Object.keys({
  AUD: true,
  MYR: true,
  SGD: true,
  USD: true,
} satisfies Record<Currency, true>) as Currency[];

const PERIODS = ['monthly', 'yearly'] as const satisfies readonly BillingPeriod[];

const isCurrency = (value: string | null): value is Currency =>
  (CURRENCY_CHOICES as readonly (string | null)[]).includes(value);

/**
 * /pricing/ (spec §2): the educator plans on sale, priced by the month or the year in the currency
 * chosen (the server's suggestion first), with what each allows. Its button starts the free trial
 * when the viewer may still take it, else subscribes: a visitor signs in first and comes back here
 * with the same choice (kept in the address); a signed-in person goes on to the plan's checkout.
 * Someone on a plan already finds theirs marked, with a way to manage it.
 */
export function PricingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const { currentUser } = useAuthState();
  const offers = useQuery(planOffersQuery('educator', currentUser?.userId ?? null));
  const checkout = usePlanCheckout();
  usePageTitle(t('subscriptions.pricing.title'));

  const period: BillingPeriod = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const asked = params.get('currency');
  const currency: Currency = isCurrency(asked) ? asked : (offers.data?.currency ?? 'AUD');
  // The choice lives in the address: a visitor who signs in comes back to it, and reloading keeps it.
  const choose = (key: 'period' | 'currency', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const press = (planId: string) => {
    if (!currentUser) {
      navigate(`${SCREEN_ROUTES.login}?next=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    checkout.start({ planId, period, currency });
  };

  return (
    <ScreenFrame>
      <PageHeader title={t('subscriptions.pricing.title')} lead={t('subscriptions.pricing.lead')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {offers.isPending ? (
          <p role="status">{t('subscriptions.pricing.loading')}</p>
        ) : offers.isError ? (
          <LoadError
            message={t('subscriptions.pricing.loadError')}
            retryLabel={t('subscriptions.pricing.retry')}
            onRetry={() => void offers.refetch()}
          />
        ) : offers.data.plans.length === 0 ? (
          <EmptyState title={t('subscriptions.pricing.title')} body={t('subscriptions.pricing.empty')} />
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-6">
              <fieldset disabled={checkout.busy}>
                <legend className="text-sm font-medium text-slate-800">
                  {t('subscriptions.pricing.period')}
                </legend>
                <div className="mt-1 inline-flex rounded-lg border border-slate-300 bg-white p-1">
                  {PERIODS.map((choice) => (
                    <label
                      key={choice}
                      className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                    >
                      <input
                        type="radio"
                        name="billing-period"
                        value={choice}
                        checked={period === choice}
                        onChange={() => choose('period', choice)}
                        className="sr-only"
                      />
                      {t(`subscriptions.periodNames.${choice}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="w-40">
                <SelectField
                  label={t('subscriptions.pricing.currency')}
                  value={currency}
                  options={CURRENCY_CHOICES.map((choice) => ({ value: choice, label: choice }))}
                  onChange={(value) => choose('currency', value)}
                />
              </div>
            </div>
            {offers.data.current && (
              <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800">
                {t('subscriptions.pricing.current', { plan: offers.data.current.planName })}{' '}
                <Link className={LINK_BUTTON} to={SCREEN_ROUTES.subscriptions}>
                  {t('subscriptions.pricing.manage')}
                </Link>
              </p>
            )}
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {offers.data.plans.map((plan) => {
                const { current, trialAvailable } = offers.data;
                const mine = current?.planId === plan.planId;
                const pressed = checkout.chosen?.planId === plan.planId;
                return (
                  <PlanCard
                    key={plan.planId}
                    plan={plan}
                    period={period}
                    currency={currency}
                    trial={trialAvailable && !current}
                    current={mine}
                  >
                    {mine ? (
                      <Link className={PRIMARY_BUTTON} to={SCREEN_ROUTES.subscriptions}>
                        {t('subscriptions.pricing.manage')}
                      </Link>
                    ) : current ? null : (
                      <>
                        <button
                          type="button"
                          className={PRIMARY_BUTTON}
                          disabled={checkout.busy}
                          onClick={() => press(plan.planId)}
                        >
                          {checkout.busy && pressed
                            ? t('subscriptions.starting')
                            : planButtonLabel(t, plan, trialAvailable)}
                        </button>
                        {pressed && <ErrorAlert error={checkout.error} />}
                      </>
                    )}
                  </PlanCard>
                );
              })}
            </div>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
