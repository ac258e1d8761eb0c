import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewaySession } from '../../../common/api/payment';
import type { CardUpdated, UserSubscription } from '../../../common/api/subscription';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildSubscription } from '../../test/subscription-fixtures';

// Stripe.js as the card update uses it (stripe-js.ts): fields complete at once, and a SetupIntent
// confirmed without leaving the page.
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
      confirmPayment: async (_options: unknown): Promise<Record<string, unknown>> => ({}),
      confirmSetup: async (_options: unknown): Promise<Record<string, unknown>> => ({
        setupIntent: { id: 'seti_1', status: 'succeeded' },
      }),
    },
  };
});
vi.mock('./stripe-js', () => ({ loadStripe: async () => () => stripe.client }));

resetAppAroundEachTest(() => buildUser());

const LIST = '/json/userSubscriptionPlan/lookup/listMySubscriptions';
const PREPARE = '/json/userSubscriptionPlan/update/prepareCardUpdate/';
const CONFIRM = '/json/userSubscriptionPlan/update/confirmCardUpdate/';

const OVERDUE = buildSubscription({
  status: 'past_due',
  trialEndsAt: null,
  nextChargeAt: '2026-12-08T12:00:00.000Z',
  failedCharges: 1,
  card: { brand: 'mastercard', last4: '4444' },
});

const SESSION: GatewaySession = {
  paymentGateway: 'stripe',
  intentKind: 'setup',
  paymentMethod: 'credit-card',
  scriptUrl: '/stripe/v3/',
  clientSecret: 'seti_1_secret_x',
  publishKey: 'pk_test',
  accountId: null,
  isDestinationCharge: false,
  clientToken: null,
};

/** The subscription as the card update leaves it: the new Visa saved, and `changes`. */
function afterUpdate(changes: Partial<UserSubscription> = {}): UserSubscription {
  return { ...OVERDUE, card: { brand: 'visa', last4: '4242' }, ...changes };
}

/** Serves the subscriptions, a SetupIntent per prepare, and `confirm` for the confirmation. */
function serve(confirm: (call: FetchCall) => Response, subscriptions: UserSubscription[] = [OVERDUE]) {
  return stubFetch((call) => {
    if (call.url.startsWith(LIST)) return jsonResponse({ result: { subscriptions } });
    if (call.url.startsWith(PREPARE)) return jsonResponse({ result: SESSION });
    if (call.url.startsWith(CONFIRM)) return confirm(call);
    return jsonResponse({ result: null });
  });
}

const confirmed = (result: CardUpdated) => () => jsonResponse({ result });

async function saveCard() {
  const save = await screen.findByRole('button', { name: 'Save card' });
  await vi.waitFor(() => expect(save).toHaveProperty('disabled', false));
  fireEvent.click(save);
}

let confirmSetup: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  confirmSetup = vi.spyOn(stripe.client, 'confirmSetup');
});

describe('/payment/update/', () => {
  it('saves a new card, confirms it by its SetupIntent and says the overdue renewal was paid', async () => {
    const calls = serve(
      confirmed({
        subscription: afterUpdate({ status: 'active', failedCharges: 0 }),
        renewal: { outcome: 'paid', message: null },
      }),
    );
    renderApp('/payment/update/?subscriptionId=sub-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update your card' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Educator' });
    expect(within(summary).getByText('Payment overdue')).toBeTruthy();
    expect(summary.textContent).toContain('CardMastercard •••• 4444');
    expect(within(summary).getByTestId('amount-overdue').textContent).toMatch(/^MYR\s49\.00$/);
    expect(
      screen.getByText(/As soon as your new card is saved, we charge the MYR\s49\.00 overdue to it\./),
    ).toBeTruthy();
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your subscriptions' }).getAttribute('href')).toBe(
      '/accounts/subscriptions/',
    );
    expect(document.title).toBe('Update your card - Kelas');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await saveCard();
    expect(await screen.findByText('Your card was saved.')).toBeTruthy();
    expect(screen.getByText(/^We charged MYR\s49\.00 and your plan is active again\.$/)).toBeTruthy();
    expect(confirmSetup).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/payment/update/?subscriptionId=sub-1` },
      redirect: 'if_required',
    });
    const confirm = calls.find((call) => call.url.startsWith(CONFIRM))!;
    expect(confirm.url).toBe(`${CONFIRM}sub-1`);
    expect(confirm.method).toBe('POST');
    expect(confirm.body).toEqual({ setupIntentId: 'seti_1' });
    expect(calls.find((call) => call.url.startsWith(PREPARE))?.url).toBe(`${PREPARE}sub-1`);
    // The plan as it now stands: paid up, on the new card; the form is gone.
    const updated = screen.getByRole('region', { name: 'Educator' });
    expect(within(updated).getByText('Active')).toBeTruthy();
    expect(updated.textContent).toContain('CardVisa •••• 4242');
    expect(within(updated).queryByTestId('amount-overdue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
  });

  it('says the card was saved but the bank declined the overdue renewal, and offers another card', async () => {
    const suspended = { ...OVERDUE, status: 'suspended' as const, nextChargeAt: null };
    const calls = serve(
      confirmed({
        subscription: afterUpdate({ status: 'suspended', nextChargeAt: null }),
        renewal: { outcome: 'declined', message: 'Your card has insufficient funds.' },
      }),
      [suspended],
    );
    renderApp('/payment/update/?subscriptionId=sub-1');
    await saveCard();
    expect(await screen.findByText('Your card was saved.')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(
      /Your bank declined the payment of MYR\s49\.00: Your card has insufficient funds\./,
    );
    expect(alert.textContent).toContain(
      'Your plan stays suspended until it is paid. You can try another card.',
    );
    expect(screen.queryByText(/We charged/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    // A SetupIntent of its own for the next card.
    expect(await screen.findByRole('button', { name: 'Save card' })).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.url.startsWith(PREPARE))).toHaveLength(2));
    expect(screen.queryByText('Your card was saved.')).toBeNull();
  });

  it('says a payment still being processed is being processed', async () => {
    serve(confirmed({ subscription: afterUpdate(), renewal: { outcome: 'pending', message: null } }));
    renderApp('/payment/update/?subscriptionId=sub-1');
    await saveCard();
    expect(
      await screen.findByText(
        /^Your payment of MYR\s49\.00 is being processed\. Your plan will be active again as soon as it goes through\.$/,
      ),
    ).toBeTruthy();
  });

  it('shows the server’s reason when it refuses the card, with a fresh form to try again', async () => {
    const reason = 'The card was not saved. Enter it again, or try another card.';
    const calls = serve(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason,
          reasonCode: { code: 'payment.cardNotSaved' },
          fields: { setupIntentId: reason },
        },
        400,
      ),
    );
    renderApp('/payment/update/?subscriptionId=sub-1');
    await saveCard();
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.queryByText('Your card was saved.')).toBeNull();
    await vi.waitFor(() => expect(calls.filter((call) => call.url.startsWith(PREPARE))).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Save card' })).toBeTruthy();
  });

  it('shows Stripe’s words when it refuses to save the card, and tells the server nothing', async () => {
    confirmSetup.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const calls = serve(() => jsonResponse({ result: null }));
    renderApp('/payment/update/?subscriptionId=sub-1');
    await saveCard();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(calls.some((call) => call.url.startsWith(CONFIRM))).toBe(false);
    expect(screen.getByRole('button', { name: 'Save card' })).toHaveProperty('disabled', false);
  });

  it('confirms the SetupIntent Stripe brings back from the bank, without a new form', async () => {
    const calls = serve(
      confirmed({
        subscription: afterUpdate({ status: 'active' }),
        renewal: { outcome: 'paid', message: null },
      }),
    );
    const router = renderApp(
      '/payment/update/?subscriptionId=sub-1&setup_intent=seti_9&setup_intent_client_secret=seti_9_secret_y&redirect_status=succeeded',
    );
    expect(await screen.findByText(/^We charged MYR\s49\.00 and your plan is active again\.$/)).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith(CONFIRM))?.body).toEqual({ setupIntentId: 'seti_9' });
    expect(calls.some((call) => call.url.startsWith(PREPARE))).toBe(false);
    expect(confirmSetup).not.toHaveBeenCalled();
    // Reloading does not save the card again.
    expect(router.state.location.search).toBe('?subscriptionId=sub-1');
  });

  it('leads an instalment plan’s card back to the payments page', async () => {
    const instalment = { ...OVERDUE, planId: null, planName: 'Data Literacy', kind: 'instalment' as const };
    serve(() => jsonResponse({ result: null }), [instalment]);
    renderApp('/payment/update/?subscriptionId=sub-1');
    expect(await screen.findByRole('region', { name: 'Data Literacy' })).toBeTruthy();
    expect(
      screen.getByText(
        'Save a new card for your instalment plan. Its next instalments are charged to this card.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your payments' }).getAttribute('href')).toBe(
      '/accounts/payments/',
    );
    expect(screen.queryByRole('link', { name: 'Back to your subscriptions' })).toBeNull();
  });

  it('says when the subscription is not the viewer’s', async () => {
    serve(() => jsonResponse({ result: null }));
    renderApp('/payment/update/?subscriptionId=sub-404');
    expect(
      (await screen.findByText('This subscription does not exist, or it is not yours.')).getAttribute('role'),
    ).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
  });

  it('loads the subscription again after a failure', async () => {
    let failing = true;
    stubFetch((call) => {
      if (call.url.startsWith(LIST)) {
        return failing
          ? jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500)
          : jsonResponse({ result: { subscriptions: [OVERDUE] } });
      }
      if (call.url.startsWith(PREPARE)) return jsonResponse({ result: SESSION });
      return jsonResponse({ result: null });
    });
    renderApp('/payment/update/?subscriptionId=sub-1');
    expect(await screen.findByText('Your subscription could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Educator' })).toBeTruthy();
  });
});
