import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import type { SubscriptionStatus } from '../../../common/subscription-kinds';
import { cancelPlanChange } from '../../api/plan-change';
import {
  cancelSubscription,
  mySubscriptionsQuery,
  planOffersKeyPrefix,
  resumeSubscription,
  type UserSubscription,
} from '../../api/subscriptions';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatMoney } from '../../lib/format-money';
import { cardUpdatePath } from '../payment/payment-paths';
import { otherPeriod, PlanChangeDialog, type PlanChanged } from './plan-change-dialog';
import { formatDay, periodPrice } from './plan-text';
import { brandName, Fact, isOverdue, PlanHeading } from './subscription-parts';

/** The subscriptions to plans: instalment plans are listed on /accounts/payments/, with their parts. */
const plansOnly = ({ subscriptions }: { subscriptions: UserSubscription[] }) =>
  subscriptions.filter(({ kind }) => kind !== 'instalment');

/** Subscriptions still running: they can be cancelled at the end of their period. */
const LIVE: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/**
 * /accounts/subscriptions/ (spec §2): the signed-in person's plans, live first, each with its
 * state, its price per period, the end of its trial, the next charge and the card it goes to.
 * A live plan is cancelled at the end of its period (after a confirmation saying until when it
 * stays) and a cancelled one resumed before then; a declined renewal says when it is tried again,
 * and a suspended plan that its allowances are withdrawn until it is paid. Each plan's card is
 * changed on the card update page (a payment screen, entered by a full page load), where an
 * overdue renewal is paid; a plan in its trial or paid up switches to the other billing period
 * after a dialog saying what that costs and when, and a switch waiting for the period's end is
 * shown on its card.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const list = useQuery({ ...mySubscriptionsQuery(), select: plansOnly });
  usePageTitle(t('subscriptions.mine.title'));
  return (
    <ScreenFrame>
      <PageHeader title={t('subscriptions.mine.title')} lead={t('subscriptions.mine.lead')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {list.isPending ? (
          <p role="status">{t('subscriptions.mine.loading')}</p>
        ) : list.isError ? (
          <LoadError
            message={t('subscriptions.mine.loadError')}
            retryLabel={t('subscriptions.mine.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <EmptyState title={t('subscriptions.mine.emptyTitle')} body={t('subscriptions.mine.empty')}>
            <Link className={PRIMARY_BUTTON} to={SCREEN_ROUTES.pricing}>
              {t('subscriptions.mine.seePlans')}
            </Link>
          </EmptyState>
        ) : (
          list.data.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))
        )}
      </div>
    </ScreenFrame>
  );
}

/** The day a plan stays until once cancelled: the end of its trial, else of its period. */
function staysUntil(subscription: UserSubscription): string {
  return subscription.status === 'trialing' && subscription.trialEndsAt
    ? subscription.trialEndsAt
    : subscription.currentPeriodEnd;
}

/** A switch of billing period waiting for the period's end, in words; null without one. */
function pendingChangeText(t: TFunction, subscription: UserSubscription): string | null {
  const change = subscription.pendingChange;
  return change
    ? t(`subscriptions.change.pending.${change.billingPeriod}`, {
        price: formatMoney(change.price, subscription.currency),
        date: formatDay(subscription.currentPeriodEnd),
      })
    : null;
}

function SubscriptionCard({ subscription }: { subscription: UserSubscription }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [switching, setSwitching] = useState(false);
  // How the last switch of billing period made here went: at once, or waiting for the period's end.
  const [switched, setSwitched] = useState<PlanChanged['outcome'] | null>(null);
  const pendingNote = useRef<HTMLParagraphElement>(null);
  // After a cancel or a resume, focus goes to the button that undoes it (the one pressed is gone),
  // and the change is announced.
  const [changes, setChanges] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (changes > 0) undo.current?.focus();
  }, [changes]);
  const store = (next: UserSubscription) => {
    queryClient.setQueryData(mySubscriptionsQuery().queryKey, (previous) =>
      previous
        ? { subscriptions: previous.subscriptions.map((one) => (one.id === next.id ? next : one)) }
        : previous,
    );
    // The plans on sale say whether the viewer holds one, and on what terms.
    void queryClient.invalidateQueries({ queryKey: planOffersKeyPrefix() });
  };
  const updated = (next: UserSubscription) => {
    setAnnouncement(
      next.cancelAtPeriodEnd
        ? t('subscriptions.mine.cancelling', { date: formatDay(staysUntil(next)) })
        : t('subscriptions.mine.resumed'),
    );
    store(next);
    setChanges((count) => count + 1);
  };
  const planChanged = ({ subscription: next, outcome }: PlanChanged) => {
    setSwitching(false);
    setSwitched(outcome);
    // A switch at the period's end is told by its note on the card, where focus goes.
    setAnnouncement(outcome === 'changed' ? t(`subscriptions.change.changed.${next.billingPeriod}`) : '');
    store(next);
  };
  const keepBilling = useMutation({
    mutationFn: () => cancelPlanChange(subscription.id),
    onSuccess: (next) => {
      setSwitched(null);
      setAnnouncement(t(`subscriptions.change.kept.${next.billingPeriod}`));
      store(next);
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(subscription.id),
    onSuccess: (next) => {
      setConfirming(false);
      updated(next);
    },
  });
  const resume = useMutation({ mutationFn: () => resumeSubscription(subscription.id), onSuccess: updated });

  const { status, currency } = subscription;
  const money = (minor: number) => formatMoney(minor, currency);
  const live = LIVE.includes(status);
  const until = formatDay(staysUntil(subscription));
  const charging = live && !subscription.cancelAtPeriodEnd && subscription.nextChargeAt !== null;
  const overdue = isOverdue(status);
  // A plan in its trial or paid up, renewing, with no switch waiting, may switch period.
  const canSwitch =
    (status === 'trialing' || status === 'active') &&
    !subscription.cancelAtPeriodEnd &&
    subscription.pendingChange === null;
  const pending = pendingChangeText(t, subscription);
  // The Switch button pressed is gone once a switch waits for the period's end: focus goes to the
  // note saying so, once the subscription that has it is drawn.
  const hasPending = pending !== null;
  useEffect(() => {
    if (switched === 'scheduled' && hasPending) pendingNote.current?.focus();
  }, [switched, hasPending]);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <PlanHeading headingId={headingId} planName={subscription.planName} status={status} />

      {status === 'past_due' && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {subscription.nextChargeAt
            ? t('subscriptions.mine.pastDue', { date: formatDay(subscription.nextChargeAt) })
            : t('subscriptions.mine.pastDueNoRetry')}
        </p>
      )}
      {status === 'suspended' && (
        <p className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('subscriptions.mine.suspended')}
        </p>
      )}
      {live && subscription.cancelAtPeriodEnd && (
        <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {t('subscriptions.mine.cancelling', { date: until })}
        </p>
      )}
      {live && !subscription.cancelAtPeriodEnd && changes > 0 && (
        <p className="mt-4 text-sm text-slate-800">{t('subscriptions.mine.resumed')}</p>
      )}
      {pending && (
        <p
          ref={pendingNote}
          tabIndex={-1}
          className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900 outline-none"
        >
          {pending}{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            disabled={keepBilling.isPending}
            onClick={() => keepBilling.mutate()}
          >
            {t(`subscriptions.change.keepBilling.${subscription.billingPeriod}`)}
          </button>
        </p>
      )}
      <ErrorAlert error={keepBilling.error} />
      {switched === 'changed' && (
        <p className="mt-4 text-sm text-slate-800">
          {t(`subscriptions.change.changed.${subscription.billingPeriod}`)}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term={t('subscriptions.mine.price')}>
          {periodPrice(t, subscription.price, currency, subscription.billingPeriod)}
        </Fact>
        {status === 'trialing' && subscription.trialEndsAt && (
          <Fact term={t('subscriptions.mine.trialEnds')}>{formatDay(subscription.trialEndsAt)}</Fact>
        )}
        {live && (
          <Fact term={t('subscriptions.mine.nextCharge')}>
            {charging
              ? t('subscriptions.mine.nextChargeValue', {
                  // A switch waiting for the period's end sets what its renewal charges.
                  amount: money(subscription.pendingChange?.price ?? subscription.price),
                  date: formatDay(subscription.nextChargeAt!),
                })
              : t('subscriptions.mine.noCharge')}
          </Fact>
        )}
        {status !== 'cancelled' && (
          <Fact term={t('subscriptions.mine.card')}>
            {subscription.card
              ? t('subscriptions.mine.cardValue', {
                  brand: brandName(subscription.card.brand),
                  last4: subscription.card.last4,
                })
              : t('subscriptions.mine.noCard')}
          </Fact>
        )}
        <Fact term={t('subscriptions.mine.started')}>{formatDay(subscription.startedAt)}</Fact>
        {subscription.endedAt && (
          <Fact term={t('subscriptions.mine.ended')}>{formatDay(subscription.endedAt)}</Fact>
        )}
      </dl>

      {status !== 'cancelled' && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {/* The card update is a payment screen with its own CSP: a full page load, not the router. */}
          <a className={overdue ? PRIMARY_BUTTON : SECONDARY_BUTTON} href={cardUpdatePath(subscription.id)}>
            {overdue ? t('subscriptions.mine.updateCardAndPay') : t('subscriptions.mine.changeCard')}
          </a>
          {canSwitch && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setSwitching(true)}>
              {t(`subscriptions.change.open.${otherPeriod(subscription.billingPeriod)}`)}
            </button>
          )}
          {!live ? null : subscription.cancelAtPeriodEnd ? (
            <button
              ref={undo}
              type="button"
              className={PRIMARY_BUTTON}
              disabled={resume.isPending}
              onClick={() => resume.mutate()}
            >
              {resume.isPending ? t('subscriptions.mine.resuming') : t('subscriptions.mine.resume')}
            </button>
          ) : (
            <button
              ref={undo}
              type="button"
              className={DANGER_BUTTON}
              onClick={() => {
                cancel.reset();
                setConfirming(true);
              }}
            >
              {t('subscriptions.mine.cancel')}
            </button>
          )}
          <ErrorAlert error={resume.error} />
        </div>
      )}

      {switching && (
        <PlanChangeDialog
          subscription={subscription}
          onChanged={planChanged}
          onClose={() => setSwitching(false)}
        />
      )}
      {confirming && (
        <Modal
          title={t('subscriptions.mine.confirmTitle', { plan: subscription.planName })}
          onClose={cancel.isPending ? undefined : () => setConfirming(false)}
        >
          <div className="space-y-4">
            <p className="text-slate-700">{t('subscriptions.mine.confirmBody', { date: until })}</p>
            <ErrorAlert error={cancel.error} />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={cancel.isPending}
                onClick={() => setConfirming(false)}
              >
                {t('subscriptions.mine.keep')}
              </button>
              <button
                type="button"
                className={DANGER_BUTTON}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {cancel.isPending
                  ? t('subscriptions.mine.cancellingNow')
                  : t('subscriptions.mine.confirmCancel')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </article>
  );
}
