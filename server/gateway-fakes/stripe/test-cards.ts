// Stripe's test cards (docs "Testing"), which decide every outcome here as they do in test mode:
// 4242… succeeds, 4000…0002 declines, 4000…0341 attaches but declines charges, a number that is
// no test card declines as a live card would; and the test payment methods `pm_card_visa`, …
// Also the checks the API makes on raw card details, with Stripe's codes and words.
import { createHash } from 'node:crypto';

export type CardOutcome = { ok: true } | { ok: false; code: string; declineCode: string; message: string };

const SUCCEEDS: CardOutcome = { ok: true };

const decline = (declineCode: string, message = 'Your card was declined.', code = 'card_declined') =>
  ({ ok: false, code, declineCode, message }) as const;

/** The decline of a card told to decline (StripeFake.setCardBehaviour). */
export const GENERIC_DECLINE = decline('generic_decline');

interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  /** A charge on the card, on or off session. */
  charge: CardOutcome;
  /** Saving it: a SetupIntent or attaching it to a customer (defaults to `charge`). */
  setup?: CardOutcome;
}

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', charge: SUCCEEDS },
  '4000056655665556': { brand: 'visa', funding: 'debit', charge: SUCCEEDS },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', charge: SUCCEEDS },
  '2223003122003222': { brand: 'mastercard', funding: 'credit', charge: SUCCEEDS },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', charge: SUCCEEDS },
  '378282246310005': { brand: 'amex', funding: 'credit', charge: SUCCEEDS },
  '6011111111111117': { brand: 'discover', funding: 'credit', charge: SUCCEEDS },
  '4000000000000002': { brand: 'visa', funding: 'credit', charge: GENERIC_DECLINE },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    charge: decline('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000000000009987': { brand: 'visa', funding: 'credit', charge: decline('lost_card') },
  '4000000000009979': { brand: 'visa', funding: 'credit', charge: decline('stolen_card') },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    charge: decline('expired_card', 'Your card has expired.', 'expired_card'),
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    charge: decline('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  },
  '4000000000000119': {
    brand: 'visa',
    funding: 'credit',
    charge: decline(
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
      'processing_error',
    ),
  },
  // "Attaching this card to a Customer object succeeds, but attempts to charge the customer fail."
  '4000000000000341': { brand: 'visa', funding: 'credit', charge: GENERIC_DECLINE, setup: SUCCEEDS },
};

/** Stripe's test PaymentMethod ids, usable as `payment_method`, and the card behind each. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_chargeCustomerFail: '4000000000000341',
};

const LIVE_CARD_IN_TEST_MODE = decline(
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

/** What charging (or saving) the card with this number does. */
export function cardOutcome(number: string, purpose: 'charge' | 'setup'): CardOutcome {
  const card = TEST_CARDS[number];
  if (!card) return LIVE_CARD_IN_TEST_MODE;
  return purpose === 'setup' ? (card.setup ?? card.charge) : card.charge;
}

/** The card network by the number's leading digits (IIN ranges), as Stripe reports `brand`. */
export function cardBrand(number: string): string {
  const known = TEST_CARDS[number]?.brand;
  if (known) return known;
  const brands: Array<[RegExp, string]> = [
    [/^4/, 'visa'],
    [/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, 'mastercard'],
    [/^3[47]/, 'amex'],
    [/^(6011|64[4-9]|65)/, 'discover'],
    [/^3(0[0-5]|[689])/, 'diners'],
    [/^35/, 'jcb'],
    [/^62/, 'unionpay'],
  ];
  return brands.find(([pattern]) => pattern.test(number))?.[1] ?? 'unknown';
}

export const cardFunding = (number: string) => TEST_CARDS[number]?.funding ?? 'credit';

/** Stripe's fingerprint: the same card number gives the same one, so duplicates can be spotted. */
export const cardFingerprint = (number: string) =>
  createHash('sha256')
    .update(number)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (const [position, digit] of [...number].reverse().entries()) {
    const value = Number(digit) * (position % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits (two-digit years are taken as 20YY). */
  expYear: number;
  cvc?: string;
}

/** A problem the API finds in raw card details: code, Stripe's message and the param it concerns. */
export interface CardProblem {
  code: string;
  message: string;
  param: string;
}

/** Checks raw card details as the API does before any charge; null when they are well formed. */
export function cardDetailsProblem(card: CardDetails, now = new Date()): CardProblem | null {
  if (!/^\d{12,19}$/.test(card.number)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.', param: 'number' };
  }
  if (!passesLuhn(card.number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  const thisYear = now.getUTCFullYear();
  if (card.expMonth < 1 || card.expMonth > 12) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  if (card.expYear < thisYear || card.expYear > thisYear + 50) {
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    };
  }
  if (card.expYear === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  const cvcLength = cardBrand(card.number) === 'amex' ? 4 : 3;
  if (card.cvc !== undefined && !new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return null;
}
