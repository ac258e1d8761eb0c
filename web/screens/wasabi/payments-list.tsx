import { keepPreviousData, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaymentPage, type PaymentRow, paymentsKey, paymentsQuery } from '../../api/payment-admin';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { formatMoney } from '../../lib/format-money';
import { PaymentFilterFields, type PaymentFilters } from './payment-filters';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';

/** The search waits until typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/**
 * Every payment, a page at a time, found by status, the buyer's address and the referral campaign
 * whose link brought it, with a Refund dialog
 * per payment that has something left to refund. A refund replaces its row where it is shown (it
 * stays on the page even when it no longer matches the status chosen) and is announced.
 */
export function PaymentsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<PaymentFilters>({ status: '', email: '', campaign: '' });
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const email = useDebouncedValue(filters.email.trim(), SEARCH_DELAY_MS);
  const campaign = useDebouncedValue(filters.campaign.trim(), SEARCH_DELAY_MS);
  const list = useQuery({
    ...paymentsQuery({
      page,
      ...(filters.status && { status: filters.status }),
      ...(email && { email }),
      ...(campaign && { campaign }),
    }),
    placeholderData: keepPreviousData,
  });

  function refunded(row: PaymentRow, amount: number) {
    queryClient.setQueriesData<PaymentPage>({ queryKey: paymentsKey() }, (data) =>
      data ? { ...data, payments: data.payments.map((one) => (one.id === row.id ? row : one)) } : data,
    );
    setAnnouncement(
      t('payment.admin.refunded', {
        amount: formatMoney(amount, row.currency),
        buyer: row.buyer?.name ?? t('payment.admin.accountGone'),
      }),
    );
    setRefunding(null);
  }

  return (
    <div className="space-y-6">
      <PaymentFilterFields
        filters={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
          // A new search or status starts again from the first page.
          setPage(1);
        }}
      />
      <p role="status" className="text-sm font-medium text-green-800">
        {announcement}
      </p>
      <PaymentsPage
        list={list}
        page={page}
        filtered={filters.status !== '' || email !== '' || campaign !== ''}
        onPage={setPage}
        onRefund={setRefunding}
      />
      {refunding && (
        <RefundDialog payment={refunding} onRefunded={refunded} onClose={() => setRefunding(null)} />
      )}
    </div>
  );
}

/** The page loaded: loading, its failure with Try again, none at all, or its rows and the pager. */
function PaymentsPage({
  list,
  page,
  filtered,
  onPage,
  onRefund,
}: {
  list: UseQueryResult<PaymentPage>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onRefund: (payment: PaymentRow) => void;
}) {
  const { t, i18n } = useTranslation();
  if (list.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('payment.admin.loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        message={t('payment.admin.loadError')}
        retryLabel={t('payment.admin.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { payments, total, pageSize } = list.data;
  if (total === 0) {
    return filtered ? (
      <p className="text-slate-600">{t('payment.admin.noMatch')}</p>
    ) : (
      <EmptyState title={t('payment.admin.emptyTitle')} body={t('payment.admin.emptyBody')} />
    );
  }
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  // The rows shown are the page loaded last (the one asked for may still be on its way).
  const first = (list.data.page - 1) * pageSize + 1;
  return (
    <>
      <PaymentsTable payments={payments} onRefund={onRefund} />
      <Pager
        label={t('payment.admin.pagination')}
        page={page}
        pages={Math.max(1, Math.ceil(total / pageSize))}
        status={t('payment.admin.showing', {
          first: count(first),
          last: count(first + payments.length - 1),
          total: count(total),
        })}
        previous={t('payment.admin.previous')}
        next={t('payment.admin.next')}
        onPage={onPage}
      />
    </>
  );
}
