import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import type { PlanKind } from '../../../common/subscription-kinds';
import { planOffersQuery } from '../../api/subscriptions';
import { useAuthState } from '../../auth/use-auth-state';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PlanCard, planButtonLabel } from './plan-card';
import type { SubscribeModalControl } from './subscribe-modal-state';
import { usePlanCheckout } from './use-plan-checkout';

/**
 * A subscribe modal (spec §2 pricing modals, §4 Subscribe modals) for the plans of `kind`: each
 * plan's monthly price in the currency suggested to the viewer, and a button that starts its free
 * trial (mode 'trial') or subscribes, going on to the plan's checkout. While the checkout is being
 * opened the modal cannot be dismissed (no close button; Escape and the backdrop do nothing);
 * a failure to open it says why and makes it dismissable again.
 */
export function SubscribeModal({
  kind,
  modal,
  reason,
}: {
  kind: PlanKind;
  modal: SubscribeModalControl;
  /** Why the modal is offered (the course allowance used up…). */
  reason?: string;
}) {
  if (!modal.state.show) return null;
  return <SubscribeDialog kind={kind} modal={modal} reason={reason} />;
}

function SubscribeDialog({
  kind,
  modal,
  reason,
}: {
  kind: PlanKind;
  modal: SubscribeModalControl;
  reason: string | undefined;
}) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const offers = useQuery(planOffersQuery(kind, currentUser?.userId ?? null));
  const checkout = usePlanCheckout({ onStart: modal.paymentStarted, onFailure: modal.paymentFailed });
  const { mode, canDismiss } = modal.state;
  const title =
    mode === 'trial' ? t('subscriptions.modal.trialTitle') : t('subscriptions.modal.subscribeTitle');
  return (
    <Modal title={title} onClose={canDismiss ? modal.close : undefined}>
      <div className="space-y-4">
        {reason && <p className="text-slate-700">{reason}</p>}
        {offers.isPending ? (
          <p role="status">{t('subscriptions.modal.loading')}</p>
        ) : offers.isError ? (
          <LoadError
            message={t('subscriptions.modal.loadError')}
            retryLabel={t('subscriptions.modal.retry')}
            onRetry={() => void offers.refetch()}
          />
        ) : offers.data.current ? (
          <p className="text-slate-800">
            {t('subscriptions.modal.subscribed', { plan: offers.data.current.planName })}{' '}
            <Link className={LINK_BUTTON} to={SCREEN_ROUTES.subscriptions}>
              {t('subscriptions.pricing.manage')}
            </Link>
          </p>
        ) : offers.data.plans.length === 0 ? (
          <p className="text-slate-800">{t('subscriptions.modal.unavailable')}</p>
        ) : (
          offers.data.plans.map((plan) => (
            <PlanCard
              key={plan.planId}
              plan={plan}
              period="monthly"
              currency={offers.data.currency}
              trial={mode === 'trial' && offers.data.trialAvailable}
              headingLevel={3}
            >
              <button
                type="button"
                className={PRIMARY_BUTTON}
                disabled={checkout.busy}
                onClick={() =>
                  checkout.start({ planId: plan.planId, period: 'monthly', currency: offers.data.currency })
                }
              >
                {checkout.busy && checkout.chosen?.planId === plan.planId
                  ? t('subscriptions.starting')
                  : planButtonLabel(t, plan, mode === 'trial' && offers.data.trialAvailable)}
              </button>
              {checkout.chosen?.planId === plan.planId && <ErrorAlert error={checkout.error} />}
            </PlanCard>
          ))
        )}
        {canDismiss && (
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            <Link className={LINK_BUTTON} to={SCREEN_ROUTES.pricing}>
              {t('subscriptions.modal.compare')}
            </Link>
            <button type="button" className={SECONDARY_BUTTON} onClick={modal.close}>
              {t('subscriptions.modal.notNow')}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
