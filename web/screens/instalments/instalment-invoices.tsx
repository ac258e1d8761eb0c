import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../common/instalments';
import type { UserInstalmentPlan } from '../../api/instalment-plans';
import { classNames } from '../../components/class-names';
import { Day } from '../../components/day';
import { formatMoney } from '../../lib/format-money';
import { ReceiptLink } from '../payment/receipt-link';

const STATUS_CLASS: Record<InvoiceStatus, string> = {
  paid: 'bg-green-50 text-green-800',
  refunded: 'bg-slate-100 text-slate-700',
  overdue: 'bg-red-50 text-red-800',
  due: 'bg-amber-50 text-amber-900',
  upcoming: 'bg-slate-100 text-slate-700',
};

/** The parts of an instalment plan (spec §3 paymentInvoices): each one's amount, day and state, and its receipt once paid. */
export function InstalmentInvoices({ plan }: { plan: UserInstalmentPlan }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t('instalments.invoices.caption', { course: plan.course.name })}
        </caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('instalments.invoices.part')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('instalments.invoices.amount')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('instalments.invoices.due')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('instalments.invoices.status')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('instalments.invoices.receipt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plan.paymentInvoices.map((invoice) => (
            <tr key={invoice.part}>
              <td className="py-3 pr-4 whitespace-nowrap text-slate-900">
                {t('instalments.invoices.partOf', { part: invoice.part, parts: plan.parts })}
              </td>
              <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900">
                {formatMoney(invoice.amount, plan.currency)}
              </td>
              <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
                <Day iso={invoice.dueAt} />
              </td>
              <td className="py-3 pr-4">
                <span
                  className={classNames(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    STATUS_CLASS[invoice.status],
                  )}
                >
                  {t(`instalments.invoiceStatuses.${invoice.status}`)}
                </span>
              </td>
              <td className="py-3">
                {invoice.status === 'paid' && invoice.receiptNumber && (
                  <ReceiptLink number={invoice.receiptNumber} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
