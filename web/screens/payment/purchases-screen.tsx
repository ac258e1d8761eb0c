import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Purchase } from '../../../common/api/payment';
import { myPurchasesQuery } from '../../api/payments';
import { LINK_BUTTON } from '../../components/button-styles';
import { Day } from '../../components/day';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { checkoutPath } from '../../lib/checkout-path';
import { formatMoney } from '../../lib/format-money';
import { ReceiptLink } from './receipt-link';

/**
 * /invoices/ (spec §2): the signed-in buyer's purchases, newest first, each with what it bought,
 * its amount and state, and its receipt as a PDF once paid; an unpaid checkout can be taken up
 * again.
 */
export function PurchasesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...myPurchasesQuery(page), placeholderData: keepPreviousData });
  usePageTitle(t('payment.purchases.title'));
  return (
    <ScreenFrame>
      <PageHeader title={t('payment.purchases.title')} lead={t('payment.purchases.lead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {list.isPending ? (
          <p role="status">{t('payment.purchases.loading')}</p>
        ) : list.isError ? (
          <LoadError
            message={t('payment.purchases.loadError')}
            retryLabel={t('payment.checkout.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.purchases.length === 0 ? (
          <EmptyState title={t('payment.purchases.emptyTitle')} body={t('payment.purchases.empty')} />
        ) : (
          <>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('payment.purchases.title')}</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('payment.purchases.date')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('payment.purchases.what')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {t('payment.purchases.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('payment.purchases.status')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('payment.purchases.receipt')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.purchases.map((purchase) => (
                  <PurchaseRow key={purchase.id} purchase={purchase} />
                ))}
              </tbody>
            </table>
            {list.data.total > list.data.pageSize && (
              <Pager
                label={t('payment.purchases.pages')}
                page={page}
                pages={Math.ceil(list.data.total / list.data.pageSize)}
                status={t('payment.purchases.pageStatus', {
                  page,
                  pages: Math.ceil(list.data.total / list.data.pageSize),
                })}
                previous={t('payment.purchases.previous')}
                next={t('payment.purchases.next')}
                onPage={(next) => setParams({ page: String(next) })}
              />
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const unpaid =
    purchase.status === 'open' || purchase.status === 'failed' || purchase.status === 'processing';
  return (
    <tr>
      <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
        <Day iso={purchase.paidAt ?? purchase.createdAt} />
      </td>
      <td className="py-3 pr-4">
        <span className="block font-medium text-slate-900">{purchase.names.join(', ')}</span>
        <span className="block text-slate-600">{t(`payment.itemTypes.${purchase.itemType}`)}</span>
      </td>
      <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900">
        {formatMoney(purchase.total, purchase.currency)}
        {purchase.refunded > 0 && (
          <span className="block text-slate-600">
            {t('payment.purchases.refunded', { amount: formatMoney(purchase.refunded, purchase.currency) })}
          </span>
        )}
      </td>
      <td className="py-3 pr-4 text-slate-800">{t(`payment.statuses.${purchase.status}`)}</td>
      <td className="py-3">
        {purchase.receiptNumber ? (
          <ReceiptLink number={purchase.receiptNumber} />
        ) : unpaid ? (
          // A full page load: the checkout's document carries the gateways' policy.
          <a className={LINK_BUTTON} href={checkoutPath(purchase.id)}>
            {t('payment.purchases.resume')}
          </a>
        ) : null}
      </td>
    </tr>
  );
}
