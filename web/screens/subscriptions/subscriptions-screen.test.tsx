import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '../../../common/api/subscription';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildSubscription } from '../../test/subscription-fixtures';

resetAppAroundEachTest(() => buildUser());

const LIST = '/json/userSubscriptionPlan/lookup/listMySubscriptions';
const CANCEL = '/json/userSubscriptionPlan/update/cancelAtPeriodEnd/';
const RESUME = '/json/userSubscriptionPlan/update/resume/';

/** Serves the person's subscriptions, and cancel and resume by `answer` (the updated subscription by default). */
function serve(subscriptions: UserSubscription[], answer?: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.url.startsWith(LIST)) return jsonResponse({ result: { subscriptions } });
    if (answer && (call.url.startsWith(CANCEL) || call.url.startsWith(RESUME))) return answer(call);
    return jsonResponse({ result: null });
  });
}

async function card(name: string) {
  return screen.findByRole('article', { name });
}

describe('the subscriptions page', () => {
  it('lists each plan with its state, price, trial end, next charge and card', async () => {
    serve([
      buildSubscription(),
      buildSubscription({
        id: 'sub-2',
        planName: 'Educator Plus',
        status: 'past_due',
        billingPeriod: 'yearly',
        currency: 'AUD',
        price: 19_000,
        trialEndsAt: null,
        nextChargeAt: '2026-12-08T12:00:00.000Z',
        failedCharges: 1,
        card: { brand: 'mastercard', last4: '4444' },
      }),
      buildSubscription({ id: 'sub-3', planName: 'Team', status: 'suspended', nextChargeAt: null }),
      buildSubscription({
        id: 'sub-4',
        planName: 'Old plan',
        status: 'cancelled',
        nextChargeAt: null,
        endedAt: '2026-10-01T12:00:00.000Z',
      }),
    ]);
    renderApp('/accounts/subscriptions/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeTruthy();

    const trial = await card('Educator');
    expect(within(trial).getByText('Free trial')).toBeTruthy();
    expect(trial.textContent).toMatch(/PriceMYR\s49\.00 a month/);
    expect(trial.textContent).toContain('Free trial endsDecember 5, 2026');
    expect(trial.textContent).toMatch(/Next chargeMYR\s49\.00 on December 5, 2026/);
    expect(trial.textContent).toContain('CardVisa •••• 4242');
    expect(within(trial).getByRole('button', { name: 'Cancel plan' })).toBeTruthy();

    const overdue = await card('Educator Plus');
    expect(within(overdue).getByText('Payment overdue')).toBeTruthy();
    expect(overdue.textContent).toMatch(/A\$\s?190\.00 a year/);
    expect(overdue.textContent).toContain(
      'Your last payment was declined. We will try your card again on December 8, 2026.',
    );
    expect(overdue.textContent).toContain('Mastercard •••• 4444');

    const suspended = await card('Team');
    expect(within(suspended).getByText('Suspended')).toBeTruthy();
    expect(suspended.textContent).toContain('what it allows is withdrawn until it is paid');

    const ended = await card('Old plan');
    expect(within(ended).getByText('Cancelled')).toBeTruthy();
    expect(ended.textContent).toContain('EndedOctober 1, 2026');
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(document.title).toBe('Your subscriptions - Kelas');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('cancels at the end of the trial after a confirmation saying until when the plan stays', async () => {
    const calls = serve([buildSubscription()], () =>
      jsonResponse({ result: buildSubscription({ cancelAtPeriodEnd: true, nextChargeAt: null }) }),
    );
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card('Educator')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Educator?' });
    expect(dialog.textContent).toContain(
      'Your plan stays until December 5, 2026, and nothing more will be charged.',
    );
    // Keeping the plan sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.url.startsWith(CANCEL))).toBe(false);

    fireEvent.click(within(await card('Educator')).getByRole('button', { name: 'Cancel plan' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel my plan' }),
    );
    const resume = await within(await card('Educator')).findByRole('button', { name: 'Resume plan' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const cancel = calls.find((call) => call.url.startsWith(CANCEL))!;
    expect(cancel.url).toBe(`${CANCEL}sub-1`);
    expect(cancel.method).toBe('POST');
    const educator = await card('Educator');
    expect(educator.textContent).toContain(
      'You cancelled this plan. It stays until December 5, 2026, and nothing more will be charged.',
    );
    expect(educator.textContent).toContain('Next chargeNothing more will be charged');
    expect(within(educator).queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(document.activeElement).toBe(resume);
    expect(within(educator).getByRole('status').textContent).toBe(
      'You cancelled this plan. It stays until December 5, 2026, and nothing more will be charged.',
    );
  });

  it('keeps the confirmation open with the server’s reason when cancelling fails', async () => {
    serve([buildSubscription()], () =>
      jsonResponse({ error: 'conflict', reason: 'This subscription has already ended.' }, 409),
    );
    renderApp('/accounts/subscriptions/');
    fireEvent.click(within(await card('Educator')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(await within(dialog).findByText('This subscription has already ended.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('resumes a cancelled plan before its period ends', async () => {
    const calls = serve(
      [
        buildSubscription({
          status: 'active',
          trialEndsAt: null,
          cancelAtPeriodEnd: true,
          nextChargeAt: null,
        }),
      ],
      () => jsonResponse({ result: buildSubscription({ status: 'active', trialEndsAt: null }) }),
    );
    renderApp('/accounts/subscriptions/');
    const educator = await card('Educator');
    expect(educator.textContent).toContain('You cancelled this plan. It stays until December 5, 2026');
    expect(within(educator).queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    fireEvent.click(within(educator).getByRole('button', { name: 'Resume plan' }));
    expect(await within(educator).findByRole('button', { name: 'Cancel plan' })).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith(RESUME))?.url).toBe(`${RESUME}sub-1`);
    expect(within(educator).getByRole('status').textContent).toBe('Your plan will renew as before.');
    expect(educator.textContent).toMatch(/Next chargeMYR\s49\.00 on December 5, 2026/);
  });

  it('leads someone without a subscription to the plans', async () => {
    serve([]);
    renderApp('/accounts/subscriptions/');
    expect(await screen.findByRole('heading', { level: 2, name: 'No subscriptions yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing/',
    );
  });

  it('leaves out instalment plans, which the payments page lists', async () => {
    const instalment = buildSubscription({
      id: 'sub-instalment',
      planId: null,
      planName: 'Data Literacy',
      kind: 'instalment',
      status: 'active',
    });
    serve([buildSubscription(), instalment]);
    renderApp('/accounts/subscriptions/');
    expect(await card('Educator')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Data Literacy')).toBeNull();
  });

  it('says there are no subscriptions when there are only instalment plans', async () => {
    serve([buildSubscription({ planId: null, planName: 'Data Literacy', kind: 'instalment' })]);
    renderApp('/accounts/subscriptions/');
    expect(await screen.findByRole('heading', { level: 2, name: 'No subscriptions yet' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the subscriptions could not be loaded, and loads them again', async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.url.startsWith(LIST)) {
        return fail
          ? jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500)
          : jsonResponse({ result: { subscriptions: [buildSubscription()] } });
      }
      return jsonResponse({ result: null });
    });
    renderApp('/accounts/subscriptions/');
    expect(await screen.findByText('Your subscriptions could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Educator')).toBeTruthy();
  });
});
