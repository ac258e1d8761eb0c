/**
 * The payment instruments of Braintree's sandbox: its fixed test nonces (the SDK's
 * test_values/nonces.js) and the test card numbers a buyer can type into Drop-in. Sandbox refuses
 * any other card number, as here.
 */

export interface CardFacts {
  readonly bin: string;
  readonly last4: string;
  readonly cardType: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  /** A card whose issuer declines every authorization with this processor response code. */
  readonly declineCode?: string;
}

export interface PayPalFacts {
  readonly email: string;
  readonly payerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  /** Set for a billing agreement (vaultable); null for a one-time payment. */
  readonly billingAgreementId: string | null;
}

export type Instrument =
  | { readonly kind: 'credit_card'; readonly card: CardFacts }
  | { readonly kind: 'paypal_account'; readonly paypal: PayPalFacts };

/** What a nonce stands for, or the refusal sandbox gives for it. */
export type NonceMeaning = Instrument | { readonly kind: 'luhn_invalid' } | { readonly kind: 'consumed' };

const EXPIRY = { expirationMonth: '12', expirationYear: String(new Date().getUTCFullYear() + 3) };

function card(number: string, cardType: string, declineCode?: string): CardFacts {
  return { bin: number.slice(0, 6), last4: number.slice(-4), cardType, ...EXPIRY, declineCode };
}

export const SANDBOX_PAYER: PayPalFacts = {
  email: 'payer@example.com',
  payerId: 'PAYER0123456789',
  firstName: 'John',
  lastName: 'Doe',
  countryCode: 'US',
  billingAgreementId: null,
};

const STATIC_NONCES: Record<string, NonceMeaning> = {
  'fake-valid-nonce': { kind: 'credit_card', card: card('4012888888881881', 'Visa') },
  'fake-valid-visa-nonce': { kind: 'credit_card', card: card('4111111111111111', 'Visa') },
  'fake-valid-mastercard-nonce': { kind: 'credit_card', card: card('5555555555554444', 'MasterCard') },
  'fake-valid-amex-nonce': { kind: 'credit_card', card: card('378282246310005', 'American Express') },
  'fake-valid-discover-nonce': { kind: 'credit_card', card: card('6011111111111117', 'Discover') },
  'fake-valid-jcb-nonce': { kind: 'credit_card', card: card('3530111333300000', 'JCB') },
  'fake-processor-declined-visa-nonce': {
    kind: 'credit_card',
    card: card('4000111111111115', 'Visa', '2000'),
  },
  'fake-processor-declined-mastercard-nonce': {
    kind: 'credit_card',
    card: card('5105105105105100', 'MasterCard', '2000'),
  },
  'fake-processor-declined-amex-nonce': {
    kind: 'credit_card',
    card: card('378734493671000', 'American Express', '2000'),
  },
  'fake-luhn-invalid-nonce': { kind: 'luhn_invalid' },
  'fake-consumed-nonce': { kind: 'consumed' },
  'fake-paypal-one-time-nonce': { kind: 'paypal_account', paypal: SANDBOX_PAYER },
  'fake-paypal-billing-agreement-nonce': {
    kind: 'paypal_account',
    paypal: { ...SANDBOX_PAYER, billingAgreementId: 'B-0SANDBOX0AGREEMENT' },
  },
};

/** Sandbox's fixed nonces can be used again and again; a tokenized one only once. */
export function staticNonce(nonce: string): NonceMeaning | undefined {
  return Object.hasOwn(STATIC_NONCES, nonce) ? STATIC_NONCES[nonce] : undefined;
}

const TEST_CARDS: Record<string, readonly [type: string, declineCode?: string]> = {
  '4111111111111111': ['Visa'],
  '4005519200000004': ['Visa'],
  '4009348888881881': ['Visa'],
  '4012000033330026': ['Visa'],
  '4012888888881881': ['Visa'],
  '4217651111111119': ['Visa'],
  '5555555555554444': ['MasterCard'],
  '2223000048400011': ['MasterCard'],
  '378282246310005': ['American Express'],
  '371449635398431': ['American Express'],
  '6011111111111117': ['Discover'],
  '3530111333300000': ['JCB'],
  '4000111111111115': ['Visa', '2000'],
  '5105105105105100': ['MasterCard', '2000'],
  '378734493671000': ['American Express', '2000'],
  '6011000990139424': ['Discover', '2000'],
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardReading =
  | { ok: true; card: CardFacts }
  | { ok: false; problem: 'invalid' | 'notTestNumber' | 'expiry' };

/** A card as typed: its number (spaces allowed) and expiry "MM/YY" or "MM/YYYY". */
export function readTestCard(number: string, expirationDate: string): CardReading {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) return { ok: false, problem: 'invalid' };
  const known = TEST_CARDS[digits];
  if (!known) return { ok: false, problem: 'notTestNumber' };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expirationDate.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'expiry' };
  const year = expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]!;
  return {
    ok: true,
    card: {
      ...card(digits, known[0], known[1]),
      expirationMonth: String(month).padStart(2, '0'),
      expirationYear: year,
    },
  };
}
