import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leftToRefund } from '../../../common/domain/refunds';
import type { PaymentRow } from '../../api/payment-admin';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { ResultsTable } from '../../components/results-table';
import { formatDateTime } from '../../lib/format-date-time';
import { formatMoney } from '../../lib/format-money';
import { userTimeZone } from '../../lib/user-time-zone';

const COLUMNS = [
  'createdAt',
  'buyer',
  'items',
  'campaign',
  'total',
  'refunded',
  'status',
  'actions',
] as const;
type Column = (typeof COLUMNS)[number];

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className="px-4 py-3 align-top">
      {children}
    </td>
  );
}

/**
 * A page of payments, one row each: when it was made (and paid), who bought what, the referral
 * campaign whose link brought it (and whether it counted as its conversion), the total and
 * what was refunded of it, where its money and access stand, and Refund while something is left.
 */
export function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: readonly PaymentRow[];
  onRefund: (payment: PaymentRow) => void;
}) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const timeZone = userTimeZone(currentUser?.timezone);
  const label = (column: Column) => t(`payment.admin.columns.${column}`);
  return (
    <ResultsTable
      caption={t('payment.admin.caption')}
      reflow
      head={COLUMNS.map((column) => (
        <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
          {label(column)}
        </th>
      ))}
    >
      {payments.map((payment) => {
        const money = (minor: number) => formatMoney(minor, payment.currency);
        const buyer = payment.buyer?.name ?? t('payment.admin.accountGone');
        return (
          <tr key={payment.id} className="border-t border-slate-200 text-slate-800">
            <Cell label={label('createdAt')}>
              <div>{formatDateTime(payment.createdAt, timeZone)}</div>
              {payment.paidAt && (
                <div className="text-slate-600">
                  {t('payment.admin.paidAt', { date: formatDateTime(payment.paidAt, timeZone) })}
                </div>
              )}
            </Cell>
            <Cell label={label('buyer')}>
              <div className="font-medium text-slate-900">{buyer}</div>
              {payment.buyer && <div className="break-all text-slate-600">{payment.buyer.email}</div>}
            </Cell>
            <Cell label={label('items')}>{payment.items.join(', ')}</Cell>
            <Cell label={label('campaign')}>
              {payment.campaign ? (
                <>
                  <div className="break-all font-medium text-slate-900">{payment.campaign.aid}</div>
                  {payment.campaign.sid && (
                    <div className="break-all text-slate-600">
                      {t('payment.admin.campaignSid', { sid: payment.campaign.sid })}
                    </div>
                  )}
                  {payment.campaign.converted && (
                    <span className="mt-1 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t('payment.admin.converted')}
                    </span>
                  )}
                </>
              ) : (
                '—'
              )}
            </Cell>
            <Cell label={label('total')}>{money(payment.total)}</Cell>
            <Cell label={label('refunded')}>{payment.refunded > 0 ? money(payment.refunded) : '—'}</Cell>
            <Cell label={label('status')}>
              <div>{t(`payment.admin.statuses.${payment.status}`)}</div>
              <div className="text-slate-600">{t(`payment.admin.fulfilments.${payment.fulfilment}`)}</div>
            </Cell>
            <Cell label={label('actions')}>
              {leftToRefund(payment.status, payment.total, payment.refunded) > 0 && (
                <button type="button" className={SECONDARY_BUTTON} onClick={() => onRefund(payment)}>
                  {t('payment.admin.refundButton')}
                  <span className="sr-only">
                    {' '}
                    {t('payment.admin.refundOf', { buyer, total: money(payment.total) })}
                  </span>
                </button>
              )}
            </Cell>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
