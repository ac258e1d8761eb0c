import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentTransaction } from '../../../common/api/payment';
import { queryClient } from '../../api/query-client';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { CheckoutScreen } from './checkout-screen';

resetAppAroundEachTest(() => buildUser());

const ID = '0b0e1a52-8f7e-4a43-9d0b-1b1b1b1b1b1b';

function transaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: ID,
    userID: 'u1',
    currency: 'MYR',
    subtotal: 24_900,
    discount: 0,
    tax: 0,
    total: 24_900,
    itemType: 'course_enrolment',
    purchaseItems: [
      {
        type: 'course_enrolment',
        productID: 'mentored',
        price: 24_900,
        quantity: 1,
        discount: 0,
        data: { name: 'Digital Marketing: mentored cohort' },
      },
    ],
    hasCouponCodes: true,
    couponCode: null,
    paymentProcessor: 'stripe',
    fpxEnabled: true,
    paymentMethod: 'credit-card',
    paymentMethods: ['credit-card', 'fpx'],
    isInstalmentPayment: false,
    selectedInstalmentPlan: null,
    instalmentPlans: [],
    price: 24_900,
    isTrial: false,
    status: 'open',
    fulfilment: 'none',
    refunded: 0,
    error: null,
    createdAt: '2026-11-28T00:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

function renderCheckout(serve: (call: FetchCall) => Response | Promise<Response>) {
  const calls = stubFetch(serve);
  const router = createMemoryRouter(
    [
      { path: '/payment/checkout/:paymentTransactionId/*', element: <CheckoutScreen /> },
      { path: '/payment/thankyou/', element: <p>Thank-you page</p> },
    ],
    { initialEntries: [`/payment/checkout/${ID}/`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

/** A gateway session with nothing to collect (the fields are Stripe's own frame, not drawn here). */
const freeSession = {
  paymentGateway: 'stripe',
  intentKind: 'payment',
  paymentMethod: 'credit-card',
  scriptUrl: 'about:blank',
  clientSecret: null,
  publishKey: 'pk_test',
  accountId: null,
  isDestinationCharge: false,
  clientToken: null,
};

describe('the checkout', () => {
  it('shows the server’s items, total and methods, and refuses a wrong coupon by its reason, keeping it', async () => {
    renderCheckout((call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: transaction() });
      if (call.url.includes('/update/applyCoupon/')) {
        const reason = 'This coupon code is not valid. Check it and try again.';
        return jsonResponse(
          {
            error: 'coupon_invalid',
            reason,
            fields: { couponCode: reason },
            fieldCodes: { couponCode: { code: 'payment.couponUnknown' } },
          },
          400,
        );
      }
      return jsonResponse({ result: freeSession });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Digital Marketing: mentored cohort');
    expect(within(summary).getByTestId('checkout-total').textContent).toMatch(/MYR\s249\.00/);
    expect(screen.getByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /FPX online banking/ })).toBeTruthy();
    const coupon = screen.getByLabelText('Coupon code');
    fireEvent.change(coupon, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code is not valid. Check it and try again.')).toBeTruthy();
    expect((coupon as HTMLInputElement).value).toBe('NOPE');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('titles a trial as spec §2 words it', async () => {
    renderCheckout((call) =>
      call.url.includes('/read/getCheckout/')
        ? jsonResponse({ result: transaction({ isTrial: true }) })
        : jsonResponse({ result: freeSession }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your 30 day free trial' }),
    ).toBeTruthy();
  });

  it('completes a checkout a coupon made free without the gateway’s fields, then thanks the buyer', async () => {
    const { calls, router } = renderCheckout((call) => {
      if (call.url.includes('/read/getCheckout/')) {
        return jsonResponse({ result: transaction({ total: 0, discount: 24_900, couponCode: 'ALLFREE' }) });
      }
      if (call.url.includes('/update/startPayment/')) {
        return jsonResponse({ result: transaction({ total: 0, status: 'paid', fulfilment: 'fulfilled' }) });
      }
      return jsonResponse({ result: freeSession });
    });
    const complete = await screen.findByRole('button', { name: 'Complete purchase' });
    await screen.findByText('ALLFREE');
    // It may be pressed once the gateway's session has come.
    await vi.waitFor(() => expect(complete).toHaveProperty('disabled', false));
    fireEvent.click(complete);
    expect(await screen.findByText('Thank-you page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?paymentTransactionId=${ID}`);
    expect(calls.some((call) => call.url.includes('/update/startPayment/'))).toBe(true);
  });

  it('says a payment is being processed, offers nothing to press twice, and asks the gateway how it stands', async () => {
    const { calls } = renderCheckout(() => jsonResponse({ result: transaction({ status: 'processing' }) }));
    expect(await screen.findByText(/Your payment is being processed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.includes('/update/confirmPayment/'))).toBe(true),
    );
  });

  it('opens the checkout again when the gateway says a payment left half-way was never confirmed', async () => {
    let confirmed = false;
    renderCheckout((call) => {
      if (call.url.includes('/update/confirmPayment/')) {
        confirmed = true;
        return jsonResponse({ result: transaction({ status: 'failed' }) });
      }
      if (call.url.includes('/read/getCheckout/')) {
        return jsonResponse({ result: transaction({ status: confirmed ? 'failed' : 'processing' }) });
      }
      return jsonResponse({ result: freeSession });
    });
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeTruthy();
  });
});

describe('the checkout’s instalment plans', () => {
  const plans = [
    { parts: 3, amounts: [8_300, 8_300, 8_300] },
    { parts: 6, amounts: [4_150, 4_150, 4_150, 4_150, 4_150, 4_150] },
  ];
  const offered = (overrides: Partial<PaymentTransaction> = {}) =>
    transaction({ instalmentPlans: plans, price: 24_900, ...overrides });
  // Paying in 3 parts: the first today, by card only.
  const inThree = offered({ selectedInstalmentPlan: 3, total: 8_300, paymentMethods: ['credit-card'] });

  it('offers no choice when the course sells its classes in full only', async () => {
    renderCheckout((call) =>
      call.url.includes('/read/getCheckout/')
        ? jsonResponse({ result: transaction() })
        : jsonResponse({ result: freeSession }),
    );
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pay in full/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /monthly instalments/ })).toBeNull();
    expect(screen.queryByText('Due today')).toBeNull();
  });

  it('prices the checkout again for the plan chosen, shows what is due today and prepares the card for it', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = renderCheckout((call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: offered() });
      if (call.url.includes('/update/selectInstalmentPlan/')) {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return jsonResponse({ result: freeSession });
    });
    const choice = await screen.findByRole('group', { name: 'How would you like to pay?' });
    const full = within(choice).getByRole('radio', { name: /^Pay in full: MYR\s249\.00$/ });
    expect(full).toHaveProperty('checked', true);
    const three = within(choice).getByRole('radio', {
      name: /^Pay in 3 monthly instalments: MYR\s83\.00 today, then 2 payments of MYR\s83\.00$/,
    });
    expect(
      within(choice).getByRole('radio', {
        name: /^Pay in 6 monthly instalments: MYR\s41\.50 today, then 5 payments of MYR\s41\.50$/,
      }),
    ).toBeTruthy();
    // The method picker is named apart from the choice of plan.
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/update/preparePayment/'))).toHaveLength(1),
    );

    fireEvent.click(three);
    // Nothing else is chosen while the server prices the plan.
    await vi.waitFor(() => expect(choice).toHaveProperty('disabled', true));
    expect(three).toHaveProperty('checked', true);
    const select = calls.find((call) => call.url.includes('/update/selectInstalmentPlan/'))!;
    expect(select.url).toBe(`/json/payment/update/selectInstalmentPlan/${ID}`);
    expect(select.body).toEqual({ instalmentPlan: 3 });
    answer(jsonResponse({ result: inThree }));

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Due today')).toBeTruthy();
    expect(within(summary).getByTestId('checkout-due-today').textContent).toMatch(/MYR\s83\.00/);
    expect(within(summary).getByTestId('checkout-total').textContent).toMatch(/MYR\s249\.00/);
    expect(within(summary).getByTestId('instalment-schedule').textContent).toMatch(
      /^Then 2 monthly payments of MYR\s83\.00, charged to the card you enter\.$/,
    );
    await vi.waitFor(() => expect(choice).toHaveProperty('disabled', false));
    // Card only: the bank transfer is no longer offered, and the card's fields are prepared again.
    expect(screen.queryByRole('radio', { name: /FPX online banking/ })).toBeNull();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/update/preparePayment/'))).toHaveLength(2),
    );
    expect(calls.at(-1)?.body).toEqual({ paymentMethod: 'credit-card' });
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('keeps the plan chosen and says why when the server refuses another', async () => {
    renderCheckout((call) => {
      if (call.url.includes('/read/getCheckout/')) return jsonResponse({ result: inThree });
      if (call.url.includes('/update/selectInstalmentPlan/')) {
        return jsonResponse(
          { error: 'invalid_input', reason: 'This purchase cannot be paid in that many instalments.' },
          400,
        );
      }
      return jsonResponse({ result: freeSession });
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay in 6 monthly instalments/ }));
    expect(await screen.findByText('This purchase cannot be paid in that many instalments.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pay in 3 monthly instalments/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Due today')).toBeTruthy();
  });
});
