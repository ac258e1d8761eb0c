import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareCardUpdate } from '../../api/card-update';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { cardUpdatePath } from './payment-paths';
import { StripeFieldsBox, useStripeFields } from './stripe-fields';

/**
 * A new card for a subscription, in Stripe's Payment Element: the server prepares a SetupIntent
 * (card only), and Save card confirms it with Stripe, which may first send the subscriber to their
 * bank (3-D Secure) and back to this page. A card Stripe refuses keeps the subscriber here with
 * Stripe's words, to try again or type another; a card saved is handed to `onSaved` by its
 * SetupIntent's id, for the server to make it the subscription's.
 */
export function CardUpdateForm({
  subscriptionId,
  attempt,
  saving,
  onSaved,
}: {
  subscriptionId: string;
  /** Each attempt has a SetupIntent of its own: one that succeeded cannot save another card. */
  attempt: number;
  /** The server is making the saved card the subscription's. */
  saving: boolean;
  onSaved: (setupIntentId: string) => void;
}) {
  const { t } = useTranslation();
  const session = useQuery({
    queryKey: ['card-update-session', subscriptionId, attempt],
    queryFn: () => prepareCardUpdate(subscriptionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const fields = useStripeFields(session.data);
  const { mounted, complete } = fields;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [gatewayMessage, setGatewayMessage] = useState<string | null>(null);

  const save = async () => {
    if (!mounted) return;
    setBusy(true);
    setError(null);
    setGatewayMessage(null);
    try {
      // Stripe sends the subscriber back here when their bank asks them to confirm the card.
      const returnUrl = new URL(cardUpdatePath(subscriptionId), window.location.origin).href;
      const result = await mounted.stripe.confirmSetup({
        elements: mounted.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (result.error || !result.setupIntent) {
        setGatewayMessage(result.error?.message ?? t('payment.cardUpdate.notSaved'));
        return;
      }
      onSaved(result.setupIntent.id);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <StripeFieldsBox session={session} fields={fields} />
      <FormAlert message={gatewayMessage} />
      <ErrorAlert error={error} />
      <button
        type="button"
        className={`${PRIMARY_BUTTON} w-full py-3 text-base`}
        disabled={mounted === null || !complete || busy || saving}
        onClick={save}
      >
        {busy || saving ? t('payment.cardUpdate.saving') : t('payment.cardUpdate.save')}
      </button>
      <p className="text-xs text-slate-600">{t('payment.pay.secure')}</p>
    </div>
  );
}
