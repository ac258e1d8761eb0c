import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewaySession } from '../../api/payments';
import { ErrorAlert } from '../../components/error-alert';
import { FormAlert } from '../../components/form-alert';
import { currentLanguage } from '../../i18n/i18n';
import { loadStripe, type StripeClient, type StripeElements } from './stripe-js';

// Stripe's Payment Element for a gateway session, shared by the checkout (a payment, or a trial's
// saved card) and the card update (a saved card): Stripe.js is loaded from the session's script,
// and the fields are drawn in Stripe's own frame, so card data never enters Kelas's page.

/** Stripe.js and the Elements group the fields were drawn with. */
export interface MountedStripe {
  stripe: StripeClient;
  elements: StripeElements;
}

/** The Payment Element of one session: where it is drawn, and how it stands. */
export interface StripeFields {
  /** The element the fields are mounted in. */
  frame: RefObject<HTMLDivElement | null>;
  /** Stripe.js and the fields once drawn; null before, and after the session changes. */
  mounted: MountedStripe | null;
  /** Whether what was typed is complete enough to submit. */
  complete: boolean;
  /** Stripe.js could not be loaded. */
  loadFailed: boolean;
}

/** Draws the Payment Element for `session` (when it has a client secret) in the language of the page. */
export function useStripeFields(session: GatewaySession | undefined): StripeFields {
  const frame = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<MountedStripe | null>(null);
  const [complete, setComplete] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (!session?.clientSecret || !session.publishKey || !frame.current) return;
    const { clientSecret, publishKey } = session;
    let element: ReturnType<StripeElements['create']> | null = null;
    let current = true;
    setLoadFailed(false);
    loadStripe(session.scriptUrl)
      .then((Stripe) => {
        if (!current || !frame.current) return;
        const stripe = Stripe(publishKey, { locale: currentLanguage() });
        const elements = stripe.elements({ clientSecret, locale: currentLanguage() });
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
  }, [session]);
  return { frame, mounted, complete, loadFailed };
}

/**
 * The box the fields are drawn in: the session loading, its failure (the server's reason) or
 * Stripe.js's, and the fields themselves.
 */
export function StripeFieldsBox({
  session,
  fields,
}: {
  session: UseQueryResult<GatewaySession>;
  fields: StripeFields;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-56 rounded-xl border border-slate-200 p-4">
      {session.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {t('payment.pay.loadingFields')}
        </p>
      )}
      <ErrorAlert error={session.error} />
      {fields.loadFailed && <FormAlert message={t('payment.pay.fieldsFailed')} />}
      {session.data?.clientSecret && <div ref={fields.frame} data-testid="payment-element" />}
    </div>
  );
}
