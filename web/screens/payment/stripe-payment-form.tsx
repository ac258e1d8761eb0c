import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  checkoutKey,
  confirmPayment,
  type PaymentMethod,
  type PaymentTransaction,
  preparePayment,
  reportPaymentError,
  startPayment,
} from '../../api/payments';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { formatMoney } from '../../lib/format-money';
import { checkoutConfirmationPath, thankYouPath } from './payment-paths';
import { StripeFieldsBox, useStripeFields } from './stripe-fields';

/**
 * Paying with Stripe's Payment Element (card or FPX): the server prepares the PaymentIntent for the
 * method and total, Stripe.js draws the fields in its own frame, and Pay starts the payment on the
 * server (a class's seat is held, or refused before any charge) before Stripe confirms it. A card
 * is confirmed here; FPX goes to the bank and comes back to the confirmation page. A plan's free
 * trial confirms a SetupIntent instead (the card saved for the charges after the trial, nothing
 * charged now). A refusal keeps the buyer here with the reason, and nothing typed is lost.
 */
export function StripePaymentForm({
  transaction,
  method,
  onPaying,
}: {
  transaction: PaymentTransaction;
  method: PaymentMethod;
  /** Told when this page starts and stops paying: the form stays while the transaction is processing here. */
  onPaying: (paying: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({
    // Prepared again when a coupon or an instalment plan changes what is paid now (and whether
    // the card is saved for the later parts).
    queryKey: [
      'payment-session',
      transaction.id,
      method,
      transaction.total,
      transaction.selectedInstalmentPlan,
    ],
    queryFn: () => preparePayment(transaction.id, method),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  // A plan's free trial saves the card for the charges after it (a SetupIntent) rather than paying
  // now: the gateway's fields are drawn all the same, though the total is nothing.
  const setup = session.data ? session.data.intentKind === 'setup' : transaction.isTrial;
  const free = transaction.total === 0 && !setup;
  const fields = useStripeFields(session.data);
  const { mounted, complete } = fields;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [gatewayMessage, setGatewayMessage] = useState<string | null>(null);

  const remember = (next: PaymentTransaction) => queryClient.setQueryData(checkoutKey(transaction.id), next);

  const pay = async () => {
    setBusy(true);
    onPaying(true);
    setError(null);
    setGatewayMessage(null);
    try {
      if (!free) {
        const checked = await mounted!.elements.submit();
        if (checked.error) {
          setGatewayMessage(checked.error.message ?? t('payment.pay.declined'));
          return;
        }
      }
      const started = await startPayment(transaction.id);
      remember(started);
      if (free) {
        navigate(thankYouPath(transaction.id));
        return;
      }
      const returnUrl = new URL(checkoutConfirmationPath(transaction.id), window.location.origin).href;
      const confirmation = {
        elements: mounted!.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      } as const;
      const result = setup
        ? await mounted!.stripe.confirmSetup(confirmation)
        : await mounted!.stripe.confirmPayment(confirmation);
      if (result.error) {
        const message = result.error.message ?? t('payment.pay.declined');
        setGatewayMessage(message);
        remember(
          await reportPaymentError(transaction.id, message, {
            code: result.error.code ?? null,
            type: result.error.type ?? null,
          }),
        );
        return;
      }
      remember(await confirmPayment(transaction.id));
      navigate(thankYouPath(transaction.id));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
      onPaying(false);
    }
  };

  const ready = free ? session.isSuccess : mounted !== null && complete;
  return (
    <div className="space-y-4">
      {!free && <StripeFieldsBox session={session} fields={fields} />}
      <FormAlert message={gatewayMessage} />
      <ErrorAlert error={error} />
      <button
        type="button"
        className={`${PRIMARY_BUTTON} w-full py-3 text-base`}
        disabled={!ready || busy}
        onClick={pay}
      >
        {busy
          ? t('payment.pay.processing')
          : setup
            ? t('payment.pay.startTrial')
            : free
              ? t('payment.pay.complete')
              : t('payment.pay.pay', { total: formatMoney(transaction.total, transaction.currency) })}
      </button>
      {setup && <p className="text-sm text-slate-700">{t('payment.pay.trialNote')}</p>}
      <p className="text-xs text-slate-600">{t('payment.pay.secure')}</p>
    </div>
  );
}
