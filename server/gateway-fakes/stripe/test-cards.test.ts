// Stripe's test cards and the API's checks of raw card details.
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDetailsProblem, cardOutcome, TEST_PAYMENT_METHODS } from './test-cards';

describe("Stripe's test cards", () => {
  it('decide charges and saving as in test mode', () => {
    expect(cardOutcome('4242424242424242', 'charge')).toEqual({ ok: true });
    expect(cardOutcome('5555555555554444', 'charge')).toEqual({ ok: true });
    expect(cardOutcome('4000000000000002', 'charge')).toMatchObject({
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(cardOutcome('4000000000000002', 'setup')).toMatchObject({ ok: false });
    expect(cardOutcome('4000000000009995', 'charge')).toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(cardOutcome('4000000000000341', 'setup')).toEqual({ ok: true });
    expect(cardOutcome('4000000000000341', 'charge')).toMatchObject({ code: 'card_declined' });
    // A real card's number in test mode.
    expect(cardOutcome('4111111111111111', 'charge')).toMatchObject({ declineCode: 'test_mode_live_card' });
    expect(TEST_PAYMENT_METHODS.pm_card_visa).toBe('4242424242424242');
    expect(TEST_PAYMENT_METHODS.pm_card_chargeDeclined).toBe('4000000000000002');
  });

  it('know their brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
  });

  it('are checked as the API checks raw card details', () => {
    const now = new Date(Date.UTC(2026, 5, 15));
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2027, cvc: '123' };
    expect(cardDetailsProblem(card, now)).toBeNull();
    expect(cardDetailsProblem({ ...card, number: '4242424242424241' }, now)).toMatchObject({
      code: 'incorrect_number',
    });
    expect(cardDetailsProblem({ ...card, number: '42424242' }, now)).toMatchObject({
      code: 'invalid_number',
    });
    expect(cardDetailsProblem({ ...card, expMonth: 13 }, now)).toMatchObject({ param: 'exp_month' });
    expect(cardDetailsProblem({ ...card, expYear: 2025 }, now)).toMatchObject({
      code: 'invalid_expiry_year',
    });
    expect(cardDetailsProblem({ ...card, expYear: 2026, expMonth: 5 }, now)).toMatchObject({
      code: 'invalid_expiry_month',
    });
    expect(cardDetailsProblem({ ...card, cvc: '12' }, now)).toMatchObject({ code: 'invalid_cvc' });
    expect(cardDetailsProblem({ ...card, number: '378282246310005', cvc: '123' }, now)).toMatchObject({
      code: 'invalid_cvc',
    });
    expect(cardDetailsProblem({ ...card, number: '378282246310005', cvc: '1234' }, now)).toBeNull();
  });
});
