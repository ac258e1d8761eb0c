import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { checkoutPath } from '../../lib/checkout-path';
import { thankYouPath } from './payment-paths';
import { usePaymentOutcome } from './use-payment-outcome';

/**
 * /payment/checkout-confirmation-page/?paymentTransactionId= (spec §2): where the gateway sends
 * the buyer back (after the bank, for FPX). Paid: on to the thank-you page. Failed: the reason,
 * and back to the checkout to try again (nothing was charged). Still at the bank: it waits.
 */
export function CheckoutConfirmationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const transactionId = params.get('paymentTransactionId') ?? '';
  usePageTitle(t('payment.confirmation.title'));
  return (
    <ScreenFrame>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('payment.confirmation.title')}</h1>
        {transactionId ? (
          <Outcome transactionId={transactionId} />
        ) : (
          <p role="alert">{t('payment.checkout.notFound')}</p>
        )}
      </div>
    </ScreenFrame>
  );
}

function Outcome({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, checkout, waitedLong } = usePaymentOutcome(transactionId);
  const status = checkout.data?.status;
  const paid = status === 'paid' || status === 'partially_refunded' || status === 'refunded';
  useEffect(() => {
    if (paid) navigate(thankYouPath(transactionId), { replace: true });
  }, [paid, navigate, transactionId]);
  if (status === 'failed' || status === 'open') {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {checkout.data?.error
            ? t('payment.confirmation.failedBecause', { error: checkout.data.error })
            : t('payment.confirmation.failed')}
        </p>
        <Link className={PRIMARY_BUTTON} to={checkoutPath(transactionId)}>
          {t('payment.confirmation.tryAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-slate-800">
        {waitedLong ? t('payment.confirmation.later') : t('payment.confirmation.checking')}
      </p>
      <ErrorAlert error={checkout.error ?? (checkout.data ? null : confirm.error)} />
    </div>
  );
}
