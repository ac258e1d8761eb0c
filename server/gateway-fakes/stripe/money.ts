// Amounts as Stripe words them in messages and pages: integers in minor units of a lower-case
// currency, shown with the currency's symbol (RM12.50, $0.50), and the minimum charge per currency.
import { invalidRequest } from './stripe-errors';

/**
 * Stripe's own decimals per currency (docs "Zero-decimal currencies"), which differ from ISO's
 * for some (IDR has two in Stripe's amounts, none in Intl's).
 */
const ZERO_DECIMAL = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];
const THREE_DECIMAL = ['bhd', 'jod', 'kwd', 'omr', 'tnd'];

/** An amount in minor units shown as money: formatMoney(1250, 'myr') → 'RM12.50'. */
export function formatMoney(amount: number, currency: string): string {
  const digits = ZERO_DECIMAL.includes(currency) ? 0 : THREE_DECIMAL.includes(currency) ? 3 : 2;
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(amount / 10 ** digits).replace(/\s/g, '');
}

/** Stripe's minimum charge amounts (docs "Minimum and maximum charge amounts"), minor units. */
const MINIMUM_AMOUNTS: Record<string, number> = {
  aud: 50,
  cad: 50,
  eur: 50,
  gbp: 30,
  myr: 200,
  sgd: 50,
  usd: 50,
};

/** Refuses an amount below what Stripe can charge in `currency`. */
export function checkChargeableAmount(amount: number, currency: string): void {
  const minimum = MINIMUM_AMOUNTS[currency];
  if (minimum !== undefined && amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatMoney(minimum, currency)} ${currency}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
}

/** A three-letter ISO currency code, lower case as Stripe stores it. */
export function currencyOf(text: string): string {
  const currency = text.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency) || !Intl.supportedValuesOf('currency').includes(currency.toUpperCase())) {
    throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  }
  return currency;
}
