import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods';

describe('the payment methods shown (spec §9)', () => {
  it('offers the card alone by default', () => {
    const facts = { paymentProcessor: 'stripe', currency: 'AUD', itemType: 'course_enrolment' } as const;
    expect(paymentMethodsFor(facts, true)).toEqual({ fpxEnabled: false, paymentMethods: ['credit-card'] });
  });

  it('adds FPX in MYR through Stripe when it is enabled, but not for a subscription', () => {
    const facts = { paymentProcessor: 'stripe', currency: 'MYR', itemType: 'course_enrolment' } as const;
    expect(paymentMethodsFor(facts, true).paymentMethods).toEqual(['credit-card', 'fpx']);
    expect(paymentMethodsFor(facts, false).paymentMethods).toEqual(['credit-card']);
    expect(paymentMethodsFor({ ...facts, itemType: 'subscription_plan' }, true).paymentMethods).toEqual([
      'credit-card',
    ]);
  });

  it('adds PayPal and MOLPay when the processor is not the default, in MYR, not for a subscription', () => {
    const facts = { paymentProcessor: 'braintree', currency: 'MYR', itemType: 'certificate' } as const;
    expect(paymentMethodsFor(facts, true)).toEqual({
      fpxEnabled: false,
      paymentMethods: ['credit-card', 'paypal', 'molpay'],
    });
    expect(paymentMethodsFor({ ...facts, currency: 'SGD' }, true).paymentMethods).toEqual(['credit-card']);
    expect(paymentMethodsFor({ ...facts, itemType: 'subscription_plan' }, true).paymentMethods).toEqual([
      'credit-card',
    ]);
  });
});
