import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPlanData } from '../../../common/api/course';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildPlanOffers, buildSubscription } from '../../test/subscription-fixtures';
import {
  HIDDEN_SUBSCRIBE_MODAL,
  type SubscribeModalState,
  subscribeModalReducer,
} from './subscribe-modal-state';

describe('the subscribe modal’s state (spec §4)', () => {
  const shown: SubscribeModalState = { show: true, canDismiss: true, mode: 'trial' };

  it('opens in a mode, dismissable', () => {
    expect(subscribeModalReducer(HIDDEN_SUBSCRIBE_MODAL, { type: 'open', mode: 'trial' })).toEqual(shown);
    expect(subscribeModalReducer(HIDDEN_SUBSCRIBE_MODAL, { type: 'open', mode: 'subscribe' }).mode).toBe(
      'subscribe',
    );
  });

  it('becomes non-dismissable when payment starts, and closes only when dismissable', () => {
    const paying = subscribeModalReducer(shown, { type: 'paymentStarted' });
    expect(paying).toEqual({ ...shown, canDismiss: false });
    expect(subscribeModalReducer(paying, { type: 'close' })).toBe(paying);
    const failed = subscribeModalReducer(paying, { type: 'paymentFailed' });
    expect(failed.canDismiss).toBe(true);
    expect(subscribeModalReducer(failed, { type: 'close' }).show).toBe(false);
  });
});

// The course creation screen offers the educator plan's modal once the free plan's courses are used up.
resetAppAroundEachTest(() => buildUser());

let plan: SubscriptionPlanData;
let offers: ReturnType<typeof buildPlanOffers>;

beforeEach(() => {
  plan = { plan: 'free', courseLimit: 3, coursesCreated: 3 };
  offers = buildPlanOffers();
});

function serve(create: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => {
    if (call.url.includes('getSubscriptionPlanData')) return jsonResponse({ result: plan });
    if (call.url.startsWith('/json/subscriptionPlan/lookup/listPlans'))
      return jsonResponse({ result: offers });
    if (call.url === '/json/payment/create') return create(call);
    return jsonResponse({ result: null });
  });
}

async function openModal(button: string) {
  renderApp('/courses/create/');
  expect(await screen.findByText('You have created all 3 courses your plan allows.')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('the educator subscribe modal', () => {
  it('offers the free trial with the plan’s monthly price, and closes while nothing is under way', async () => {
    serve(() => jsonResponse({ result: { paymentTransactionId: 'tx-1' } }));
    const dialog = await openModal('Try the educator plan free');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Start your free trial' })).toBeTruthy();
    expect(dialog.textContent).toContain('You have created all 3 courses your plan allows.');
    const card = await within(dialog).findByRole('article', { name: 'Educator' });
    expect(within(card).getByTestId('plan-price').textContent).toMatch(/^MYR\s49\.00 a month$/);
    expect(within(card).getByRole('button', { name: 'Start your 30-day free trial' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try the educator plan free' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Subscribe to a creator whose trial was taken', async () => {
    offers = buildPlanOffers({ trialAvailable: false });
    serve(() => jsonResponse({ result: { paymentTransactionId: 'tx-1' } }));
    const dialog = await openModal('See the educator plan');
    expect(within(dialog).getByRole('heading', { name: 'Subscribe to a plan' })).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('Free for the first');
  });

  it('cannot be dismissed while the checkout is being opened, then goes there by a full page load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const calls = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = await openModal('Try the educator plan free');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start your 30-day free trial' }));
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/json/payment/create')).toBe(true));
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Not now' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Opening the checkout…' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(calls.find((call) => call.url === '/json/payment/create')?.body).toEqual({
      items: [{ type: 'subscription_plan', productID: 'educator:monthly', quantity: 1 }],
      currency: 'MYR',
    });
    await act(async () => answer(jsonResponse({ result: { paymentTransactionId: 'tx-7' } })));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/checkout/tx-7/'));
    // Still not dismissable while the checkout's page loads.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('says why the checkout could not be opened, and can be dismissed again', async () => {
    serve(() => jsonResponse({ error: 'conflict', reason: 'This plan is not for sale.' }, 409));
    const dialog = await openModal('Try the educator plan free');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start your 30-day free trial' }));
    expect(await within(dialog).findByText('This plan is not for sale.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells someone who holds the plan already where to manage it', async () => {
    offers = buildPlanOffers({ current: buildSubscription({ status: 'active' }) });
    serve(() => jsonResponse({ result: { paymentTransactionId: 'tx-1' } }));
    const dialog = await openModal('See the educator plan');
    expect(await within(dialog).findByText(/You already have Educator\./)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
      '/accounts/subscriptions/',
    );
    expect(within(dialog).queryByRole('button', { name: /Subscribe|free trial/ })).toBeNull();
  });
});
