import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
import { currentLanguage } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format-money';
import { checkoutConfirmationPath, thankYouPath } from './payment-paths';
import { loadStripe, type StripeClient, type StripeElements } from './stripe-js';

interface Mounted {
  stripe: StripeClient;
  elements: StripeElements;
}

/**
 * Paying with Stripe's Payment Element (card or FPX): the server prepares the PaymentIntent for the
 * method and total, Stripe.js draws the fields in its own frame, and Pay starts the payment on the
 * server (a class's seat is held, or refused before any charge) before Stripe confirms it. A card
 * is confirmed here; FPX goes to the bank and comes back to the confirmation page. A refusal keeps
 * the buyer here with the reason, and nothing typed is lost.
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
  const free = transaction.total === 0;
  const session = useQuery({
    queryKey: ['payment-session', transaction.id, method, transaction.total],
    queryFn: () => preparePayment(transaction.id, method),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const frame = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [complete, setComplete] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [gatewayMessage, setGatewayMessage] = useState<string | null>(null);

  const clientSecret = session.data?.clientSecret ?? null;
  useEffect(() => {
    const data = session.data;
    if (!data?.clientSecret || !data.publishKey || !frame.current) return;
    let element: ReturnType<StripeElements['create']> | null = null;
    let current = true;
    setLoadFailed(false);
    loadStripe(data.scriptUrl)
      .then((Stripe) => {
        if (!current || !frame.current) return;
        const stripe = Stripe(data.publishKey!, { locale: currentLanguage() });
        const elements = stripe.elements({ clientSecret: data.clientSecret!, locale: currentLanguage() });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('change', (event) => setComplete(event.complete));
        element.mount(frame.current);
        setMounted({ stripe, elements });
      })
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
      element?.destroy();
      setMounted(null);
      setComplete(false);
    };
  }, [session.data]);

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
      const result = await mounted!.stripe.confirmPayment({
        elements: mounted!.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
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
      {!free && (
        <div className="min-h-56 rounded-xl border border-slate-200 p-4">
          {session.isPending && (
            <p role="status" className="text-sm text-slate-700">
              {t('payment.pay.loadingFields')}
            </p>
          )}
          <ErrorAlert error={session.error} />
          {loadFailed && <FormAlert message={t('payment.pay.fieldsFailed')} />}
          {clientSecret && <div ref={frame} data-testid="payment-element" />}
        </div>
      )}
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
          : free
            ? t('payment.pay.complete')
            : t('payment.pay.pay', { total: formatMoney(transaction.total, transaction.currency) })}
      </button>
      <p className="text-xs text-slate-600">{t('payment.pay.secure')}</p>
    </div>
  );
}
