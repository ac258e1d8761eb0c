import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { checkoutQuery, type PaymentMethod, type PaymentTransaction } from '../../api/payments';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { LoadError } from '../../components/load-error';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { InstalmentChoice } from './instalment-choice';
import { OrderSummary } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { thankYouPath } from './payment-paths';
import { StripePaymentForm } from './stripe-payment-form';
import { usePaymentOutcome } from './use-payment-outcome';

/** Spec §2: the checkout's title says when a free trial applies. */
export function checkoutTitleKey(transaction: Pick<PaymentTransaction, 'isTrial'> | undefined) {
  return transaction?.isTrial ? 'payment.checkout.trialTitle' : 'payment.checkout.title';
}

/**
 * /payment/checkout/{paymentTransactionId}/ (spec §2, §4 Payment): the items and totals the server
 * priced, the coupon, how to pay and the gateway's own fields. A transaction already paid sends
 * the buyer on to its receipt; one being processed says so and offers nothing to press twice.
 */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const { paymentTransactionId = '' } = useParams();
  const checkout = useQuery({
    ...checkoutQuery(paymentTransactionId),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
  usePageTitle(t(checkoutTitleKey(checkout.data)));
  if (checkout.isPending) return <ScreenSkeleton label={t('payment.checkout.loading')} />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <ScreenFrame>
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h1 className="text-3xl font-bold text-slate-900">{t('payment.checkout.title')}</h1>
          <LoadError
            className="mt-6"
            message={missing ? t('payment.checkout.notFound') : t('payment.checkout.loadError')}
            retryLabel={t('payment.checkout.retry')}
            onRetry={() => void checkout.refetch()}
          />
        </div>
      </ScreenFrame>
    );
  }
  return <Checkout transaction={checkout.data} />;
}

function Checkout({ transaction }: { transaction: PaymentTransaction }) {
  const { t } = useTranslation();
  const [chosenMethod, setMethod] = useState<PaymentMethod>(transaction.paymentMethod);
  // A method the server no longer offers (an instalment plan is paid by card only) gives way to its default.
  const method = transaction.paymentMethods.includes(chosenMethod) ? chosenMethod : transaction.paymentMethod;
  // This page's own payment keeps its form (the gateway's fields) until the gateway answers.
  const [payingHere, setPayingHere] = useState(false);
  const open = transaction.status === 'open' || transaction.status === 'failed' || payingHere;
  return (
    <ScreenFrame>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <section aria-labelledby="checkout-title" className="space-y-6">
          <h1 id="checkout-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t(checkoutTitleKey(transaction))}
          </h1>
          {open ? (
            <>
              {transaction.error && (
                <p
                  role="alert"
                  className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  {t('payment.checkout.lastError', { error: transaction.error })}
                </p>
              )}
              <InstalmentChoice transaction={transaction} disabled={payingHere} />
              <PaymentMethodPicker
                methods={transaction.paymentMethods}
                value={method}
                disabled={payingHere}
                onChange={setMethod}
                legend={
                  transaction.instalmentPlans.length > 0
                    ? t('payment.checkout.instalments.methodLegend')
                    : undefined
                }
              />
              <StripePaymentForm
                key={method}
                transaction={transaction}
                method={method}
                onPaying={setPayingHere}
              />
            </>
          ) : transaction.status === 'processing' ? (
            <ProcessingCheck transactionId={transaction.id} />
          ) : (
            <div className="space-y-4">
              <p role="status" className="text-slate-800">
                {t('payment.checkout.settled')}
              </p>
              <Link className={PRIMARY_BUTTON} to={thankYouPath(transaction.id)}>
                {t('payment.checkout.toReceipt')}
              </Link>
            </div>
          )}
        </section>
        <aside>
          <OrderSummary transaction={transaction} editable={open && !payingHere} />
        </aside>
      </div>
    </ScreenFrame>
  );
}

/**
 * A payment started elsewhere (another tab, or a buyer who left before the gateway answered): the
 * server asks the gateway how it stands, so a payment never confirmed opens the checkout again.
 */
function ProcessingCheck({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  usePaymentOutcome(transactionId);
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
      {t('payment.checkout.processing')}
    </p>
  );
}
