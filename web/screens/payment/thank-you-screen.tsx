import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { thankYouQuery } from '../../api/payments';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { LoadError } from '../../components/load-error';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatMoney } from '../../lib/format-money';

/**
 * /payment/thankyou/?paymentTransactionId= (spec §2): what was bought and paid, and where to use
 * it (a class's first page, a plan's subscriptions page). A free trial says it started and that
 * nothing was charged. A purchase that could not be given (the class filled up) says that the money
 * is going back.
 */
export function ThankYouScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const transactionId = params.get('paymentTransactionId') ?? '';
  const thanks = useQuery({ ...thankYouQuery(transactionId), enabled: transactionId !== '' });
  usePageTitle(t('payment.thankYou.title'));
  if (thanks.isPending && transactionId) return <ScreenSkeleton label={t('payment.thankYou.loading')} />;
  if (!thanks.data) {
    return (
      <ScreenFrame>
        <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
          <LoadError
            message={t('payment.checkout.notFound')}
            retryLabel={t('payment.checkout.retry')}
            onRetry={() => void thanks.refetch()}
          />
        </div>
      </ScreenFrame>
    );
  }
  const { transaction, destinations } = thanks.data;
  const declined = transaction.fulfilment === 'declined';
  return (
    <ScreenFrame>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">
          {declined ? t('payment.thankYou.declinedTitle') : t('payment.thankYou.title')}
        </h1>
        <p role="status" className="text-lg text-slate-700">
          {declined
            ? t('payment.thankYou.declined')
            : transaction.fulfilment !== 'fulfilled'
              ? t('payment.thankYou.pending')
              : transaction.isTrial
                ? t('payment.thankYou.trialStarted')
                : t('payment.thankYou.paid', { total: formatMoney(transaction.total, transaction.currency) })}
        </p>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {destinations.map((destination) => (
            <li
              key={`${destination.type}-${destination.name}`}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <span>
                <span className="block font-medium text-slate-900">{destination.name}</span>
                <span className="block text-sm text-slate-600">
                  {t(`payment.itemTypes.${destination.type}`)}
                </span>
              </span>
              {destination.path && (
                <Link className={PRIMARY_BUTTON} to={destination.path}>
                  {t(`payment.thankYou.open.${destination.type}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </ScreenFrame>
  );
}
