import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { type CardUpdated, confirmCardUpdate } from '../../api/card-update';
import { mySubscriptionsQuery, planOffersKeyPrefix, type UserSubscription } from '../../api/subscriptions';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatMoney } from '../../lib/format-money';
import { brandName, Fact, isOverdue, PlanHeading } from '../subscriptions/subscription-parts';
import { CardUpdateForm } from './card-update-form';

/**
 * /payment/update/?subscriptionId= (spec §2): a new card for a subscription (a plan's, or an
 * instalment plan's, whose page /accounts/payments/ it leads back to). It shows the plan, how
 * it stands, the card it is paid with and, when a renewal is unpaid, the amount overdue; Stripe's
 * Payment Element saves the new card, and the server makes it the subscription's and charges an
 * overdue renewal on it at once: paid (the plan is active again), declined in the bank's words
 * (another card may be tried), or still being processed. When the bank asked the subscriber to
 * confirm the card on its own page, Stripe sends them back here with the SetupIntent in the address.
 */
export function CardUpdateScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const subscriptionId = params.get('subscriptionId') ?? '';
  // An instalment plan's card: its page is /accounts/payments/, and it is no plan subscription.
  const list = useQuery({ ...mySubscriptionsQuery(), enabled: subscriptionId !== '' });
  const instalment = list.data?.subscriptions.some(
    ({ id, kind }) => id === subscriptionId && kind === 'instalment',
  );
  usePageTitle(t('payment.cardUpdate.title'));
  return (
    <ScreenFrame>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('payment.cardUpdate.title')}
          </h1>
          <p className="text-slate-700">
            {instalment ? t('payment.cardUpdate.instalmentLead') : t('payment.cardUpdate.lead')}
          </p>
        </div>
        {subscriptionId ? (
          <CardUpdate subscriptionId={subscriptionId} />
        ) : (
          <p role="alert" className="text-slate-800">
            {t('payment.cardUpdate.notFound')}
          </p>
        )}
        <p>
          <Link
            className={LINK_BUTTON}
            to={instalment ? SCREEN_ROUTES.instalmentPayments : SCREEN_ROUTES.subscriptions}
          >
            {instalment ? t('payment.cardUpdate.instalmentBack') : t('payment.cardUpdate.back')}
          </Link>
        </p>
      </div>
    </ScreenFrame>
  );
}

function CardUpdate({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(mySubscriptionsQuery());
  const [params, setParams] = useSearchParams();
  // Back from the bank: Stripe adds the SetupIntent it confirmed to the address (return_url).
  const [returnedIntent] = useState(() => params.get('setup_intent'));
  // Until that card is confirmed, the page waits without the form (which would prepare another).
  const [awaitingReturn, setAwaitingReturn] = useState(returnedIntent !== null);
  const [attempt, setAttempt] = useState(0);
  const formHeadingId = useId();
  const confirm = useMutation({
    mutationFn: (setupIntentId: string) => confirmCardUpdate(subscriptionId, setupIntentId),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(mySubscriptionsQuery().queryKey, (previous) =>
        previous
          ? {
              subscriptions: previous.subscriptions.map((one) =>
                one.id === subscription.id ? subscription : one,
              ),
            }
          : previous,
      );
      // The plans on sale name the viewer's plan and how it stands (paid again, or not).
      void queryClient.invalidateQueries({ queryKey: planOffersKeyPrefix() });
    },
    // The SetupIntent is spent (or was never this subscription's): a new one for another try.
    onError: () => setAttempt((count) => count + 1),
    onSettled: () => setAwaitingReturn(false),
  });
  const { mutate } = confirm;
  const confirmedReturn = useRef(false);
  useEffect(() => {
    if (!returnedIntent || confirmedReturn.current) return;
    confirmedReturn.current = true;
    mutate(returnedIntent);
    // Only the subscription stays in the address: reloading the page does not save the card again.
    setParams({ subscriptionId }, { replace: true });
  }, [returnedIntent, mutate, setParams, subscriptionId]);

  const subscription =
    confirm.data?.subscription ?? list.data?.subscriptions.find(({ id }) => id === subscriptionId);
  if (!subscription) {
    if (list.isPending) {
      return <p role="status">{t('payment.cardUpdate.loading')}</p>;
    }
    if (list.isError) {
      return (
        <LoadError
          message={t('payment.cardUpdate.loadError')}
          retryLabel={t('payment.cardUpdate.retry')}
          onRetry={() => void list.refetch()}
        />
      );
    }
    return (
      <p role="alert" className="text-slate-800">
        {t('payment.cardUpdate.notFound')}
      </p>
    );
  }
  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      {confirm.isSuccess ? (
        <Outcome
          updated={confirm.data}
          onTryAnother={() => {
            confirm.reset();
            setAttempt((count) => count + 1);
          }}
        />
      ) : subscription.status === 'cancelled' ? (
        <p role="alert" className="text-slate-800">
          {t('payment.cardUpdate.ended')}
        </p>
      ) : awaitingReturn ? (
        <p role="status" className="text-slate-800">
          {t('payment.cardUpdate.saving')}
        </p>
      ) : (
        <section aria-labelledby={formHeadingId} className="space-y-4">
          <h2 id={formHeadingId} className="text-xl font-semibold text-slate-900">
            {t('payment.cardUpdate.newCard')}
          </h2>
          {isOverdue(subscription.status) && (
            <p className="text-slate-700">
              {t('payment.cardUpdate.overdueNote', {
                amount: formatMoney(subscription.price, subscription.currency),
              })}
            </p>
          )}
          <ErrorAlert error={confirm.error} />
          <CardUpdateForm
            key={attempt}
            subscriptionId={subscriptionId}
            attempt={attempt}
            saving={confirm.isPending}
            onSaved={(setupIntentId) => confirm.mutate(setupIntentId)}
          />
        </section>
      )}
    </>
  );
}

/** The plan, how it stands, its card and, while a renewal is unpaid, the amount overdue. */
function SubscriptionSummary({ subscription }: { subscription: UserSubscription }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <PlanHeading headingId={headingId} planName={subscription.planName} status={subscription.status} />
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term={t('payment.cardUpdate.card')}>
          {subscription.card
            ? t('payment.cardUpdate.cardValue', {
                brand: brandName(subscription.card.brand),
                last4: subscription.card.last4,
              })
            : t('payment.cardUpdate.noCard')}
        </Fact>
        {isOverdue(subscription.status) && (
          <Fact term={t('payment.cardUpdate.overdue')}>
            <span data-testid="amount-overdue">{formatMoney(subscription.price, subscription.currency)}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

/**
 * What saving the card did: it was saved and, for an overdue renewal charged on it, paid (the plan
 * is active again), declined (the bank's words; the plan stays as it was, and another card may be
 * tried) or still being processed. Focus moves here, the form that was pressed being gone.
 */
function Outcome({ updated, onTryAnother }: { updated: CardUpdated; onTryAnother: () => void }) {
  const { t } = useTranslation();
  const { subscription, renewal } = updated;
  const amount = formatMoney(subscription.price, subscription.currency);
  const instalment = subscription.kind === 'instalment';
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} className="space-y-4 outline-none">
      <div
        role="status"
        className="space-y-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900"
      >
        <p className="font-semibold">{t('payment.cardUpdate.saved')}</p>
        {renewal?.outcome === 'paid' && (
          <p>{t(instalment ? 'payment.cardUpdate.instalmentPaid' : 'payment.cardUpdate.paid', { amount })}</p>
        )}
        {renewal?.outcome === 'pending' && <p>{t('payment.cardUpdate.pending', { amount })}</p>}
      </div>
      {renewal?.outcome === 'declined' && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          <p>
            {renewal.message
              ? t('payment.cardUpdate.declined', { amount, message: renewal.message })
              : t('payment.cardUpdate.declinedPlain', { amount })}
          </p>
          <p>
            {instalment
              ? t('payment.cardUpdate.instalmentStillOwed')
              : subscription.status === 'suspended'
                ? t('payment.cardUpdate.stillSuspended')
                : t('payment.cardUpdate.stillOverdue')}
          </p>
        </div>
      )}
      {renewal?.outcome === 'declined' && (
        <button type="button" className={SECONDARY_BUTTON} onClick={onTryAnother}>
          {t('payment.cardUpdate.tryAnother')}
        </button>
      )}
    </div>
  );
}
