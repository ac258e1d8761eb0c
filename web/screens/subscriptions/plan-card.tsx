import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, Currency, PlanOffer } from '../../api/subscriptions';
import { classNames } from '../../components/class-names';
import { Icon } from '../../components/icon';
import { periodPrice } from './plan-text';

/**
 * One plan on sale: its name, its price for the period in the currency chosen, its free trial when
 * the viewer may still take it, and what it allows; `children` is its action.
 */
export function PlanCard({
  plan,
  period,
  currency,
  trial,
  current,
  headingLevel = 2,
  children,
}: {
  plan: PlanOffer;
  period: BillingPeriod;
  currency: Currency;
  /** Whether the viewer may still take the plan's free trial. */
  trial: boolean;
  /** The viewer's own plan. */
  current?: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = plan.prices[period][currency];
  return (
    <article
      aria-labelledby={headingId}
      className={classNames(
        'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        current ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </Heading>
        {current && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t('subscriptions.pricing.yourPlan')}
          </span>
        )}
      </div>
      {price !== undefined && (
        <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900" data-testid="plan-price">
          {periodPrice(t, price, currency, period)}
        </p>
      )}
      {trial && plan.trialDays > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t('subscriptions.pricing.trialNote', { count: plan.trialDays })}
        </p>
      )}
      <ul
        aria-label={t('subscriptions.pricing.includes', { plan: plan.name })}
        className="mt-5 space-y-2 text-sm"
      >
        <li className="flex items-start gap-2 text-slate-800">
          <Icon name="check" className="size-5 shrink-0 text-brand-700" />
          {plan.courseLimit === null
            ? t('subscriptions.allowances.unlimitedCourses')
            : t('subscriptions.allowances.courses', { count: plan.courseLimit })}
        </li>
        <li className="flex items-start gap-2 text-slate-800">
          <Icon name="check" className="size-5 shrink-0 text-brand-700" />
          {t('subscriptions.allowances.seats', { count: plan.educatorSeats })}
        </li>
      </ul>
      {children && <div className="mt-6 flex flex-col items-stretch gap-3 pt-2 sm:mt-auto">{children}</div>}
    </article>
  );
}

/** The label of a plan's button: its trial when the viewer may still take it, else Subscribe. */
export function planButtonLabel(t: TFunction, plan: PlanOffer, trialAvailable: boolean): string {
  return trialAvailable && plan.trialDays > 0
    ? t('subscriptions.trialButton', { count: plan.trialDays })
    : t('subscriptions.subscribe');
}
