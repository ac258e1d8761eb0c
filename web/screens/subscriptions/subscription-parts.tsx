import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '../../../common/subscription-kinds';
import { classNames } from '../../components/class-names';

// Parts of a subscription as /accounts/subscriptions/, the card update (/payment/update/) and the
// instalment plans (/accounts/payments/) show it.

const BADGE: Record<SubscriptionStatus, string> = {
  trialing: 'bg-brand-50 text-brand-800',
  active: 'bg-green-50 text-green-800',
  past_due: 'bg-amber-50 text-amber-900',
  suspended: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
  completed: 'bg-green-50 text-green-800',
};

/** How a subscription stands, as a coloured badge. */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={classNames('rounded-full px-2.5 py-0.5 text-sm font-semibold', BADGE[status])}>
      {t(`subscriptions.statuses.${status}`)}
    </span>
  );
}

/** A subscription's heading: its plan's name (labelling its card by `headingId`) and its status. */
export function PlanHeading({
  headingId,
  planName,
  status,
}: {
  headingId: string;
  planName: string;
  status: SubscriptionStatus;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {planName}
      </h2>
      <StatusBadge status={status} />
    </div>
  );
}

/** One fact of a subscription in a description list: its name, then its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** Is the subscription's last renewal unpaid (overdue, or suspended after the retries ran out)? */
export function isOverdue(status: SubscriptionStatus): boolean {
  return status === 'past_due' || status === 'suspended';
}

/** A card brand as the gateway names it ('visa', 'mastercard', 'amex'), as people write it. */
export function brandName(brand: string): string {
  const known: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    diners: 'Diners Club',
  };
  return known[brand.toLowerCase()] ?? brand;
}
