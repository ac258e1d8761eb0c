import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInstalmentPlan } from '../../api/instalment-plans';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { formatMoney } from '../../lib/format-money';
import { courseLandingPath } from '../../lib/paths';
import { cardUpdatePath } from '../payment/payment-paths';
import { formatDay } from '../subscriptions/plan-text';
import { brandName, Fact, isOverdue, StatusBadge } from '../subscriptions/subscription-parts';
import { InstalmentInvoices } from './instalment-invoices';

/** Parts still to be paid, in the order they fall due. */
const UNPAID = new Set(['overdue', 'due', 'upcoming']);

/**
 * One instalment plan: its course and class, how it stands, what is paid of what, the card its
 * parts are charged to, the next charge, and each part. An unpaid part (overdue, or the plan
 * suspended after the retries ran out) says so, with the card update where it is paid.
 */
export function InstalmentPlanCard({ plan }: { plan: UserInstalmentPlan }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, plan.currency);
  const overdue = isOverdue(plan.status);
  const running = plan.status !== 'completed' && plan.status !== 'cancelled';
  const next = plan.paymentInvoices.find(({ status }) => UNPAID.has(status));
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold text-slate-900">
            <Link className="hover:underline" to={courseLandingPath(plan.course.path)}>
              {plan.course.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{plan.cohortName}</p>
        </div>
        <StatusBadge status={plan.status} />
      </div>

      {overdue && (
        <div className="mt-4 space-y-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>
            {plan.status === 'suspended'
              ? t('instalments.suspended')
              : plan.nextChargeAt
                ? t('instalments.pastDue', { date: formatDay(plan.nextChargeAt) })
                : t('instalments.pastDueNoRetry')}
          </p>
          {/* The card update is a payment screen with its own CSP: a full page load, not the router. */}
          <a className={PRIMARY_BUTTON} href={cardUpdatePath(plan.id)}>
            {t('instalments.updateCardAndPay')}
          </a>
        </div>
      )}

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term={t('instalments.paid')}>
          {t('instalments.partsPaid', { paid: plan.partsPaid, parts: plan.parts })}
        </Fact>
        <Fact term={t('instalments.total')}>{money(plan.total)}</Fact>
        {running && plan.nextChargeAt && (
          <Fact term={t('instalments.nextCharge')}>
            {next
              ? t('instalments.nextChargeValue', {
                  amount: money(next.amount),
                  date: formatDay(plan.nextChargeAt),
                })
              : formatDay(plan.nextChargeAt)}
          </Fact>
        )}
        {running && (
          <Fact term={t('instalments.card')}>
            {plan.card
              ? t('instalments.cardValue', { brand: brandName(plan.card.brand), last4: plan.card.last4 })
              : t('instalments.noCard')}
          </Fact>
        )}
        <Fact term={t('instalments.started')}>{formatDay(plan.startedAt)}</Fact>
      </dl>

      {running && !overdue && (
        <p className="mt-4">
          <a className={SECONDARY_BUTTON} href={cardUpdatePath(plan.id)}>
            {t('instalments.changeCard')}
          </a>
        </p>
      )}

      <InstalmentInvoices plan={plan} />
    </article>
  );
}
