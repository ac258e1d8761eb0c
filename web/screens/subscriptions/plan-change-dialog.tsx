import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '../../../common/subscription-kinds';
import { changePlan, type PlanChangePreview, planChangePreviewQuery } from '../../api/plan-change';
import type { UserSubscription } from '../../api/subscriptions';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';
import { formatMoney } from '../../lib/format-money';
import { formatDay, periodPrice } from './plan-text';

/** The other billing period: what a subscription can switch to. */
export function otherPeriod(period: BillingPeriod): BillingPeriod {
  return period === 'monthly' ? 'yearly' : 'monthly';
}

/** What a switch made: the subscription as it now stands, changed at once or at the period's end. */
export interface PlanChanged {
  subscription: UserSubscription;
  outcome: 'changed' | 'scheduled';
}

/**
 * Switching a subscription to the other billing period: the server says what it would do (to yearly
 * now, charged on the saved card less the unused part of the month; to monthly at the period's
 * end; during a trial, at once and free), and the subscriber confirms. A charge the bank declines
 * changes nothing: the dialog stays open with the bank's words.
 */
export function PlanChangeDialog({
  subscription,
  onChanged,
  onClose,
}: {
  subscription: UserSubscription;
  onChanged: (changed: PlanChanged) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = otherPeriod(subscription.billingPeriod);
  const preview = useQuery({
    ...planChangePreviewQuery(subscription.id, to),
    // What a switch costs moves with the day: asked afresh at each opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const change = useMutation({
    mutationFn: () => changePlan(subscription.id, to),
    onSuccess: (result) => {
      if (result.outcome !== 'declined')
        onChanged({ subscription: result.subscription, outcome: result.outcome });
    },
  });
  const declined = change.data?.outcome === 'declined' ? change.data : null;
  const charge =
    preview.data && subscription.status !== 'trialing' && preview.data.when === 'now'
      ? preview.data.charge
      : 0;
  return (
    <Modal title={t(`subscriptions.change.title.${to}`)} onClose={change.isPending ? undefined : onClose}>
      <div className="space-y-4">
        {preview.isPending ? (
          <p role="status" className="text-slate-700">
            {t('subscriptions.change.loading')}
          </p>
        ) : preview.isError ? (
          <ErrorAlert error={preview.error} />
        ) : (
          <p className="text-slate-700" data-testid="plan-change-terms">
            {changeTerms(t, subscription, preview.data)}
          </p>
        )}
        <FormAlert
          message={
            declined &&
            (declined.message
              ? t('subscriptions.change.declined', { message: declined.message })
              : t('subscriptions.change.declinedPlain'))
          }
        />
        <ErrorAlert error={change.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={SECONDARY_BUTTON} disabled={change.isPending} onClick={onClose}>
            {t('subscriptions.change.keep')}
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={!preview.isSuccess || change.isPending}
            onClick={() => change.mutate()}
          >
            {change.isPending
              ? t('subscriptions.change.switching')
              : charge > 0
                ? t('subscriptions.change.pay', { amount: formatMoney(charge, subscription.currency) })
                : t(`subscriptions.change.confirm.${to}`)}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** What the switch does, in words: during a trial, at once; to yearly, a charge now; to monthly, later. */
function changeTerms(t: TFunction, subscription: UserSubscription, preview: PlanChangePreview): string {
  const money = (minor: number) => formatMoney(minor, preview.currency);
  const price = periodPrice(t, preview.price, preview.currency, preview.billingPeriod);
  if (subscription.status === 'trialing') {
    return t('subscriptions.change.trial', {
      date: formatDay(subscription.trialEndsAt ?? subscription.currentPeriodEnd),
      price,
    });
  }
  if (preview.when === 'period_end') {
    return t('subscriptions.change.periodEnd', { date: formatDay(subscription.currentPeriodEnd), price });
  }
  return t('subscriptions.change.now', {
    charge: money(preview.charge),
    price: money(preview.price),
    credit: money(preview.credit),
  });
}
