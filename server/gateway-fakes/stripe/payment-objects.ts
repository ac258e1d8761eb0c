// PaymentMethod, Charge and Refund objects as the SDK types them: a card's brand, last four
// digits and fingerprint, an FPX bank, what a charge paid or why it was declined (and, for a
// destination charge, its transfer and fee), a refund (and the transfer reversal it made).
import type Stripe from 'stripe';
import { newId } from './ids';
import { nowInSeconds } from './objects';
import { cardBrand, cardFingerprint, cardFunding } from './test-cards';

const NO_ADDRESS: Stripe.Address = {
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
};

const NO_BILLING_DETAILS: Stripe.PaymentMethod.BillingDetails = {
  address: NO_ADDRESS,
  email: null,
  name: null,
  phone: null,
  tax_id: null,
};

function paymentMethodBase(type: Stripe.PaymentMethod.Type) {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: NO_BILLING_DETAILS,
    created: nowInSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type,
  } as const;
}

export function cardPaymentMethodObject(card: {
  number: string;
  expMonth: number;
  expYear: number;
}): Stripe.PaymentMethod {
  const brand = cardBrand(card.number);
  return {
    ...paymentMethodBase('card'),
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: cardFingerprint(card.number),
      funding: cardFunding(card.number),
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

export function fpxPaymentMethodObject(bank: Stripe.PaymentMethod.Fpx.Bank): Stripe.PaymentMethod {
  return { ...paymentMethodBase('fpx'), fpx: { account_holder_type: 'individual', bank } };
}

/** How a charge ended: paid, or refused with Stripe's code and message. */
export type ChargeResult =
  | { paid: true }
  | { paid: false; code: string; declineCode: string | null; message: string };

export function chargeObject(
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  result: ChargeResult,
): Stripe.Charge {
  const declined = result.paid ? null : result;
  // A paid destination charge moves the money on at once: a transfer, and the platform's fee.
  const destination = result.paid ? (intent.transfer_data?.destination ?? null) : null;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: result.paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: destination && intent.application_fee_amount ? newId('fee') : null,
    application_fee_amount: intent.application_fee_amount,
    balance_transaction: null,
    billing_details: method.billing_details,
    calculated_statement_descriptor: intent.statement_descriptor ?? 'KELAS',
    captured: result.paid,
    created: nowInSeconds(),
    currency: intent.currency,
    customer: typeof intent.customer === 'string' ? intent.customer : null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: declined?.code ?? null,
    failure_message: declined?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: intent.on_behalf_of,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: result.paid ? 'approved_by_network' : 'declined_by_network',
      reason: declined?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: result.paid
        ? 'Payment complete.'
        : 'The bank did not return any further details with this decline.',
      type: result.paid ? 'authorized' : 'issuer_declined',
    },
    paid: result.paid,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: chargeMethodDetails(method),
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: null,
    status: result.paid ? 'succeeded' : 'failed',
    ...(destination ? { transfer: newId('tr') } : {}),
    transfer_data: intent.transfer_data
      ? { amount: null, destination: intent.transfer_data.destination }
      : null,
    transfer_group: intent.transfer_data ? transferGroupOf(intent) : null,
  };
}

/** The transfer group Stripe gives a destination charge's PaymentIntent and charges. */
export const transferGroupOf = (intent: Stripe.PaymentIntent) => `group_${intent.id}`;

function chargeMethodDetails(method: Stripe.PaymentMethod): Stripe.Charge.PaymentMethodDetails {
  if (method.fpx) {
    return {
      type: 'fpx',
      fpx: {
        account_holder_type: 'individual',
        bank: method.fpx.bank,
        transaction_id: newId('ch').slice(3, 19),
      },
    };
  }
  const card = method.card!;
  return {
    type: 'card',
    card: {
      amount_authorized: null,
      authorization_code: null,
      brand: card.brand,
      checks: card.checks,
      country: card.country,
      electronic_commerce_indicator: null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: card.fingerprint ?? null,
      funding: card.funding,
      installments: null,
      last4: card.last4,
      mandate: null,
      network: card.brand,
      network_transaction_id: null,
      regulated_status: card.regulated_status,
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  };
}

export function refundObject(
  charge: Stripe.Charge,
  fields: {
    amount: number;
    reason: Stripe.Refund.Reason | null;
    metadata: Stripe.Metadata;
    reversesTransfer: boolean;
  },
): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowInSeconds(),
    currency: charge.currency,
    customer: typeof charge.customer === 'string' ? charge.customer : null,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata: fields.metadata,
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    payment_method: charge.payment_method,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: fields.reversesTransfer ? newId('trr') : null,
  };
}
