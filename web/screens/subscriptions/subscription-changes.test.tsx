import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { PlanChangePreview, UserSubscription } from '../../../common/api/subscription';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildSubscription } from '../../test/subscription-fixtures';

// /accounts/subscriptions/: the card update's links, the switch of billing period and a switch
// waiting for the period's end.

resetAppAroundEachTest(() => buildUser());

const LIST = '/json/userSubscriptionPlan/lookup/listMySubscriptions';
const PREVIEW = '/json/userSubscriptionPlan/read/previewPlanChange/';
const CHANGE = '/json/userSubscriptionPlan/update/changePlan/';
const KEEP = '/json/userSubscriptionPlan/update/cancelPlanChange/';

/** Paid up on MYR 49.00 a month, its period ending 5 December 2026. */
const MONTHLY = buildSubscription({ status: 'active', trialEndsAt: null });
/** Paid up on MYR 490.00 a year, its period ending 5 December 2026. */
const YEARLY = buildSubscription({
  status: 'active',
  trialEndsAt: null,
  billingPeriod: 'yearly',
  price: 49_000,
});

const preview = (overrides: Partial<PlanChangePreview>): PlanChangePreview => ({
  billingPeriod: 'yearly',
  price: 49_000,
  when: 'now',
  credit: 0,
  charge: 0,
  currency: 'MYR',
  ...overrides,
});

/** Serves the subscriptions, `answer` for the preview and the change. */
function serve(
  subscriptions: UserSubscription[],
  answer: (call: FetchCall) => Response = () => jsonResponse({ result: null }),
) {
  return stubFetch((call) => {
    if (call.url.startsWith(LIST)) return jsonResponse({ result: { subscriptions } });
    if (call.url.startsWith(PREVIEW) || call.url.startsWith(CHANGE)) return answer(call);
    return jsonResponse({ result: null });
  });
}

async function card(name = 'Educator') {
  return screen.findByRole('article', { name });
}

describe('the card of a subscription', () => {
  it('changes the card on the card update page, loaded in full, and makes it the way to pay an overdue plan', async () => {
    serve([
      MONTHLY,
      buildSubscription({ id: 'sub-2', planName: 'Overdue', status: 'past_due', trialEndsAt: null }),
      buildSubscription({ id: 'sub-3', planName: 'Team', status: 'suspended', nextChargeAt: null }),
      buildSubscription({ id: 'sub-4', planName: 'Old plan', status: 'cancelled', nextChargeAt: null }),
    ]);
    renderApp('/accounts/subscriptions/');
    const change = within(await card()).getByRole('link', { name: 'Change card' });
    expect(change.getAttribute('href')).toBe('/payment/update/?subscriptionId=sub-1');
    // A plain link: the payment screen's CSP comes with a full page load, never the router.
    expect(change.hasAttribute('data-discover')).toBe(false);

    for (const [name, id] of [
      ['Overdue', 'sub-2'],
      ['Team', 'sub-3'],
    ] as const) {
      const overdue = await card(name);
      const pay = within(overdue).getByRole('link', { name: 'Update card and pay' });
      expect(pay.getAttribute('href')).toBe(`/payment/update/?subscriptionId=${id}`);
      expect(pay.className).toContain('bg-brand-700');
      expect(within(overdue).queryByRole('link', { name: 'Change card' })).toBeNull();
      expect(within(overdue).queryByRole('button', { name: /^Switch to/ })).toBeNull();
    }
    expect(within(await card('Old plan')).queryByRole('link')).toBeNull();
  });

  it('shows a switch waiting for the period’s end, with what the renewal will charge', async () => {
    serve([{ ...YEARLY, pendingChange: { billingPeriod: 'monthly', price: 4_900 } }]);
    renderApp('/accounts/subscriptions/');
    const educator = await card();
    expect(educator.textContent).toMatch(
      /Switches to monthly billing \(MYR\s49\.00 a month\) on December 5, 2026\./,
    );
    expect(educator.textContent).toMatch(/Next chargeMYR\s49\.00 on December 5, 2026/);
    expect(within(educator).queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('keeps the billing as it is when the subscriber drops the waiting switch', async () => {
    const calls = stubFetch((call) => {
      if (call.url.startsWith(LIST))
        return jsonResponse({
          result: {
            subscriptions: [{ ...YEARLY, pendingChange: { billingPeriod: 'monthly', price: 4_900 } }],
          },
        });
      if (call.url.startsWith(KEEP)) return jsonResponse({ result: YEARLY });
      return jsonResponse({ result: null });
    });
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Keep yearly billing' }));
    expect(await screen.findByText('Your plan stays yearly.')).toBeTruthy();
    expect(calls.some((call) => call.url === `${KEEP}sub-1` && call.method === 'POST')).toBe(true);
    expect((await card()).textContent).not.toMatch(/Switches to monthly/);
    expect(within(await card()).getByRole('button', { name: 'Switch to monthly' })).toBeTruthy();
  });
});

describe('switching the billing period', () => {
  it('to yearly: says what is charged now, less the unused part of the month, and switches', async () => {
    const calls = serve([MONTHLY], (call) =>
      call.url.startsWith(PREVIEW)
        ? jsonResponse({ result: preview({ credit: 4_000, charge: 45_000 }) })
        : jsonResponse({
            result: {
              subscription: { ...MONTHLY, billingPeriod: 'yearly', price: 49_000 },
              outcome: 'changed',
              message: null,
            },
          }),
    );
    renderApp('/accounts/subscriptions/');
    const open = within(await card()).getByRole('button', { name: 'Switch to yearly' });
    // A press focuses the button, which the dialog gives focus back to.
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to yearly billing?' });
    const terms = await within(dialog).findByTestId('plan-change-terms');
    expect(terms.textContent).toMatch(
      /^You will be charged MYR\s450\.00 now \(MYR\s490\.00 for a year, less MYR\s40\.00 for the unused part of this month\)\.$/,
    );
    const asked = new URL(calls.find((call) => call.url.startsWith(PREVIEW))!.url, 'http://localhost');
    expect(asked.pathname).toBe(`${PREVIEW}sub-1`);
    expect(asked.searchParams.get('billingPeriod')).toBe('yearly');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay MYR\s450\.00 and switch$/ }));
    const educator = await card();
    await vi.waitFor(() => expect(educator.textContent).toMatch(/PriceMYR\s490\.00 a year/));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(educator).getByRole('status').textContent).toBe('Your plan is now billed yearly.');
    const change = calls.find((call) => call.url.startsWith(CHANGE))!;
    expect(change.url).toBe(`${CHANGE}sub-1`);
    expect(change.method).toBe('POST');
    expect(change.body).toEqual({ billingPeriod: 'yearly' });
    expect(within(educator).getAllByText('Your plan is now billed yearly.')).toHaveLength(2);
    expect(within(educator).getByRole('button', { name: 'Switch to monthly' })).toBe(document.activeElement);
  });

  it('to monthly: waits for the period’s end, and the card says so', async () => {
    const calls = serve([YEARLY], (call) =>
      call.url.startsWith(PREVIEW)
        ? jsonResponse({ result: preview({ billingPeriod: 'monthly', price: 4_900, when: 'period_end' }) })
        : jsonResponse({
            result: {
              subscription: { ...YEARLY, pendingChange: { billingPeriod: 'monthly', price: 4_900 } },
              outcome: 'scheduled',
              message: null,
            },
          }),
    );
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Switch to monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to monthly billing?' });
    expect((await within(dialog).findByTestId('plan-change-terms')).textContent).toMatch(
      /^From December 5, 2026 you will pay MYR\s49\.00 a month; nothing changes until then\.$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to monthly billing' }));
    const note = await within(await card()).findByText(
      /^Switches to monthly billing \(MYR\s49\.00 a month\) on December 5, 2026\.$/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(note));
    expect(calls.find((call) => call.url.startsWith(CHANGE))?.body).toEqual({ billingPeriod: 'monthly' });
    expect(within(await card()).queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('during a trial: the trial goes on, and the new price applies when it ends', async () => {
    serve([buildSubscription()], () => jsonResponse({ result: preview({}) }));
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to yearly billing?' });
    expect((await within(dialog).findByTestId('plan-change-terms')).textContent).toMatch(
      /^Your free trial continues\. From December 5, 2026 you will pay MYR\s490\.00 a year\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Switch to yearly billing' })).toBeTruthy();
  });

  it('keeps the dialog open with the bank’s words when the charge is declined, and changes nothing', async () => {
    serve([MONTHLY], (call) =>
      call.url.startsWith(PREVIEW)
        ? jsonResponse({ result: preview({ credit: 4_000, charge: 45_000 }) })
        : jsonResponse({
            result: { subscription: MONTHLY, outcome: 'declined', message: 'Your card was declined.' },
          }),
    );
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Pay MYR\s450\.00 and switch$/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your bank declined the payment: Your card was declined. Nothing was changed.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    const educator = await card();
    expect(educator.textContent).toMatch(/PriceMYR\s49\.00 a month/);
    expect(educator.textContent).not.toContain('Your plan is now billed yearly.');
  });

  it('shows the server’s reason when the switch cannot be priced', async () => {
    const reason = 'This plan is not sold in that currency. Choose another currency.';
    serve([MONTHLY], () =>
      jsonResponse({ error: 'not_for_sale', reason, reasonCode: { code: 'payment.notInCurrency' } }, 409),
    );
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(within(dialog).getByRole('button', { name: 'Switch to yearly billing' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
