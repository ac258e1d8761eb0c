import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewaySession, PaymentTransaction, PurchaseItem } from '../../../common/api/payment';
import { queryClient } from '../../api/query-client';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { CheckoutScreen } from './checkout-screen';
import { ThankYouScreen } from './thank-you-screen';

// Stripe.js as the checkout uses it (stripe-js.ts): fields that are complete at once, and the two
// confirmations, a payment's and a saved card's.
const stripe = vi.hoisted(() => {
  const element = {
    mount: () => {},
    destroy: () => {},
    on: (event: string, handler: (change: { complete: boolean }) => void) => {
      if (event === 'change') handler({ complete: true });
    },
  };
  const elements = { create: () => element, submit: async () => ({}) };
  return {
    elements,
    client: {
      elements: () => elements,
      confirmPayment: async (_options: unknown): Promise<Record<string, unknown>> => ({
        paymentIntent: { id: 'pi_1', status: 'succeeded' },
      }),
      confirmSetup: async (_options: unknown): Promise<Record<string, unknown>> => ({
        setupIntent: { id: 'seti_1', status: 'succeeded' },
      }),
    },
  };
});
vi.mock('./stripe-js', () => ({ loadStripe: async () => () => stripe.client }));

resetAppAroundEachTest(() => buildUser());

const ID = '0b0e1a52-8f7e-4a43-9d0b-1b1b1b1b1b1c';

function planItem(data: Partial<PurchaseItem['data']> = {}, price = 0): PurchaseItem {
  return {
    type: 'subscription_plan',
    productID: 'educator:monthly',
    price,
    quantity: 1,
    discount: 0,
    data: {
      name: 'Educator',
      isTrial: true,
      billingPeriod: 'monthly',
      renewalPrice: 4_900,
      trialDays: 30,
      ...data,
    },
  };
}

function transaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: ID,
    userID: 'u1',
    currency: 'MYR',
    subtotal: 0,
    discount: 0,
    tax: 0,
    total: 0,
    itemType: 'subscription_plan',
    purchaseItems: [planItem()],
    hasCouponCodes: false,
    couponCode: null,
    paymentProcessor: 'stripe',
    fpxEnabled: false,
    paymentMethod: 'credit-card',
    paymentMethods: ['credit-card'],
    isInstalmentPayment: false,
    selectedInstalmentPlan: null,
    instalmentPlans: [],
    price: 0,
    isTrial: true,
    status: 'open',
    fulfilment: 'none',
    refunded: 0,
    error: null,
    createdAt: '2026-11-28T00:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

function session(intentKind: GatewaySession['intentKind']): GatewaySession {
  return {
    paymentGateway: 'stripe',
    intentKind,
    paymentMethod: 'credit-card',
    scriptUrl: '/stripe/v3/',
    clientSecret: intentKind === 'setup' ? 'seti_1_secret_x' : 'pi_1_secret_x',
    publishKey: 'pk_test',
    accountId: null,
    isDestinationCharge: false,
    clientToken: null,
  };
}

function renderAt(path: string, serve: (call: FetchCall) => Response) {
  const calls = stubFetch(serve);
  const router = createMemoryRouter(
    [
      { path: '/payment/checkout/:paymentTransactionId/*', element: <CheckoutScreen /> },
      { path: '/payment/thankyou/', element: <ThankYouScreen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

let confirmSetup: ReturnType<typeof vi.spyOn>;
let confirmPayment: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  confirmSetup = vi.spyOn(stripe.client, 'confirmSetup');
  confirmPayment = vi.spyOn(stripe.client, 'confirmPayment');
});

describe('the checkout of a plan', () => {
  it('saves the card for a free trial with a SetupIntent, then thanks the subscriber', async () => {
    const { calls, router } = renderAt(`/payment/checkout/${ID}/`, (call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: transaction() });
      if (call.url.includes('/update/preparePayment/')) return jsonResponse({ result: session('setup') });
      if (call.url.includes('/update/startPayment/'))
        return jsonResponse({ result: transaction({ status: 'processing' }) });
      if (call.url.includes('/update/confirmPayment/'))
        return jsonResponse({ result: transaction({ status: 'paid', fulfilment: 'fulfilled' }) });
      if (call.url.includes('/read/getThankYou/')) {
        return jsonResponse({
          result: {
            transaction: transaction({ status: 'paid', fulfilment: 'fulfilled' }),
            destinations: [{ type: 'subscription_plan', name: 'Educator', path: '/accounts/subscriptions/' }],
          },
        });
      }
      return jsonResponse({ result: null });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your 30 day free trial' }),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByTestId('plan-terms').textContent).toMatch(
      /^Free for 30 days, then MYR\s49\.00 a month$/,
    );
    expect(screen.getByText(/Nothing is charged today\./)).toBeTruthy();
    // The gateway's fields are drawn though the total is nothing.
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    const start = await screen.findByRole('button', { name: 'Start free trial' });
    await vi.waitFor(() => expect(start).toHaveProperty('disabled', false));
    fireEvent.click(start);

    expect(await screen.findByText('Your free trial has started. Nothing was charged today.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/thankyou/');
    expect(confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: `${window.location.origin}/payment/checkout-confirmation-page/?paymentTransactionId=${ID}`,
      },
      redirect: 'if_required',
    });
    expect(confirmPayment).not.toHaveBeenCalled();
    const order = calls.map((call) => call.url.split('/')[4]).filter((step) => step !== 'getCheckout');
    expect(order).toEqual(['preparePayment', 'startPayment', 'confirmPayment', 'getThankYou']);
    expect(screen.getByRole('link', { name: 'Go to your subscriptions' }).getAttribute('href')).toBe(
      '/accounts/subscriptions/',
    );
  });

  it('reports a card the gateway refused to save, keeping the subscriber on the checkout', async () => {
    confirmSetup.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { calls } = renderAt(`/payment/checkout/${ID}/`, (call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: transaction() });
      if (call.url.includes('/update/preparePayment/')) return jsonResponse({ result: session('setup') });
      if (call.url.includes('/update/startPayment/'))
        return jsonResponse({ result: transaction({ status: 'processing' }) });
      if (call.url.includes('/update/reportPaymentError/'))
        return jsonResponse({ result: transaction({ status: 'failed', error: 'Your card was declined.' }) });
      return jsonResponse({ result: null });
    });
    const start = await screen.findByRole('button', { name: 'Start free trial' });
    await vi.waitFor(() => expect(start).toHaveProperty('disabled', false));
    fireEvent.click(start);
    expect(await screen.findAllByText(/Your card was declined\./)).not.toHaveLength(0);
    expect(calls.find((call) => call.url.includes('/update/reportPaymentError/'))?.body).toEqual({
      message: 'Your card was declined.',
      paymentData: { code: 'card_declined', type: 'card_error' },
    });
    expect(calls.some((call) => call.url.includes('/update/confirmPayment/'))).toBe(false);
  });

  it('pays a plan without a trial with a PaymentIntent, its terms a price a year', async () => {
    const paid = transaction({
      isTrial: false,
      subtotal: 49_000,
      total: 49_000,
      purchaseItems: [
        planItem(
          { isTrial: false, billingPeriod: 'yearly', renewalPrice: 49_000, trialDays: 0, name: 'Educator' },
          49_000,
        ),
      ],
    });
    renderAt(`/payment/checkout/${ID}/`, (call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: paid });
      if (call.url.includes('/update/preparePayment/')) return jsonResponse({ result: session('payment') });
      if (call.url.includes('/update/startPayment/'))
        return jsonResponse({ result: { ...paid, status: 'processing' } });
      if (call.url.includes('/update/confirmPayment/'))
        return jsonResponse({ result: { ...paid, status: 'paid', fulfilment: 'fulfilled' } });
      return jsonResponse({ result: null });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeTruthy();
    expect(screen.getByTestId('plan-terms').textContent).toMatch(/^MYR\s490\.00 a year$/);
    const pay = await screen.findByRole('button', { name: /^Pay MYR\s490\.00$/ });
    await vi.waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await vi.waitFor(() => expect(confirmPayment).toHaveBeenCalled());
    expect(confirmSetup).not.toHaveBeenCalled();
    expect(screen.queryByText(/Nothing is charged today\./)).toBeNull();
  });
});
