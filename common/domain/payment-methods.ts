import {
  type ItemType,
  LOCAL_METHODS_CURRENCY,
  type PaymentMethod,
  type PaymentProcessor,
} from '../payment-kinds';

/** The processor a payment goes through unless configured otherwise (spec §9). */
export const DEFAULT_PROCESSOR: PaymentProcessor = 'stripe';

export interface MethodFacts {
  paymentProcessor: PaymentProcessor;
  currency: string;
  itemType: ItemType;
  /** Paid in monthly parts on a saved card (null or absent: at once). */
  instalmentParts?: number | null;
}

/**
 * Spec §9, which payment methods show: card by default; FPX when it is enabled (Stripe's, in MYR,
 * and not for a subscription, which FPX cannot renew); the second gateway's option (PayPal through
 * Braintree) and MOLPay when the processor is not the default, the currency is MYR and the item is
 * not a subscription. An instalment plan is charged on a saved card like a subscription: card only.
 */
export function paymentMethodsFor(
  facts: MethodFacts,
  fpxSetting: boolean,
): { fpxEnabled: boolean; paymentMethods: PaymentMethod[] } {
  const renews = facts.itemType === 'subscription_plan' || (facts.instalmentParts ?? null) !== null;
  const local = facts.currency === LOCAL_METHODS_CURRENCY && !renews;
  const fpxEnabled = fpxSetting && local && facts.paymentProcessor === 'stripe';
  const others = local && facts.paymentProcessor !== DEFAULT_PROCESSOR;
  return {
    fpxEnabled,
    paymentMethods: [
      'credit-card',
      ...(fpxEnabled ? (['fpx'] as const) : []),
      ...(others ? (['paypal', 'molpay'] as const) : []),
    ],
  };
}
