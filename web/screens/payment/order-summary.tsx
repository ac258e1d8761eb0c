import { useTranslation } from 'react-i18next';
import type { PurchaseItem } from '../../../common/api/payment';
import type { PaymentTransaction } from '../../api/payments';
import { formatMoney } from '../../lib/format-money';
import { periodPrice, trialThenPrice } from '../subscriptions/plan-text';
import { CouponForm } from './coupon-form';
import { laterPart } from './instalment-choice';

/**
 * What the buyer is buying, priced by the server: each item (a plan with its terms: "Free for 30
 * days, then MYR 49.00 a month"), the coupon (when coupons apply), the subtotal, the discount, the
 * tax and the total, in the transaction's one currency; with an instalment plan chosen, what is due
 * today (its first part) and the monthly payments after it.
 */
export function OrderSummary({
  transaction,
  editable,
}: {
  transaction: PaymentTransaction;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, transaction.currency);
  // The instalment plan chosen: the total is its first part, the rest charged monthly.
  const instalments = transaction.instalmentPlans.find(
    ({ parts }) => parts === transaction.selectedInstalmentPlan,
  );
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="order-summary" className="text-lg font-semibold text-slate-900">
        {t('payment.summary.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {transaction.purchaseItems.map((item) => (
          <li key={`${item.type}-${item.productID}`} className="flex justify-between gap-4 text-sm">
            <span>
              <span className="block font-medium text-slate-900">{item.data.name}</span>
              <span className="block text-slate-600">{t(`payment.itemTypes.${item.type}`)}</span>
              {item.type === 'subscription_plan' && <PlanTerms item={item} currency={transaction.currency} />}
              {item.quantity > 1 && (
                <span className="block text-slate-600">
                  {t('payment.summary.quantity', { count: item.quantity })}
                </span>
              )}
            </span>
            <span className="font-medium text-slate-900">{money(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {transaction.hasCouponCodes && (
        <CouponForm transactionId={transaction.id} couponCode={transaction.couponCode} editable={editable} />
      )}
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('payment.summary.subtotal')}</dt>
          <dd className="text-slate-900">{money(transaction.subtotal)}</dd>
        </div>
        {transaction.discount > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-700">{t('payment.summary.discount')}</dt>
            <dd className="text-green-800">−{money(transaction.discount)}</dd>
          </div>
        )}
        {transaction.tax > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-700">{t('payment.summary.tax')}</dt>
            <dd className="text-slate-900">{money(transaction.tax)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
          <dt className="text-slate-900">{t('payment.summary.total')}</dt>
          <dd className="text-slate-900" data-testid="checkout-total">
            {money(instalments ? transaction.price : transaction.total)}
          </dd>
        </div>
        {instalments && (
          <div className="flex justify-between text-base font-semibold">
            <dt className="text-slate-900">{t('payment.summary.dueToday')}</dt>
            <dd className="text-slate-900" data-testid="checkout-due-today">
              {money(transaction.total)}
            </dd>
          </div>
        )}
      </dl>
      {instalments && (
        <p className="mt-3 text-sm text-slate-700" data-testid="instalment-schedule">
          {t('payment.summary.schedule', {
            count: instalments.parts - 1,
            amount: money(laterPart(instalments)),
          })}
        </p>
      )}
    </section>
  );
}

/** A plan's terms: what it costs each period after its free trial, or each period; nothing without a period. */
function PlanTerms({ item, currency }: { item: PurchaseItem; currency: string }) {
  const { t } = useTranslation();
  const { billingPeriod, renewalPrice = item.price, trialDays = 0, isTrial } = item.data;
  if (!billingPeriod) return null;
  return (
    <span className="block text-slate-700" data-testid="plan-terms">
      {isTrial && trialDays > 0
        ? trialThenPrice(t, trialDays, renewalPrice, currency, billingPeriod)
        : periodPrice(t, renewalPrice, currency, billingPeriod)}
    </span>
  );
}
