import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildPlanOffer, buildPlanOffers, buildSubscription } from '../../test/subscription-fixtures';

// Every test starts signed out; a test signs in when it needs to.
resetAppAroundEachTest(() => null);

const PLANS = '/json/subscriptionPlan/lookup/listPlans';
const CREATE = '/json/payment/create';

function serve(offers = buildPlanOffers(), create?: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.url.startsWith(PLANS)) return jsonResponse({ result: offers });
    if (create && call.url === CREATE) return create(call);
    return jsonResponse({ result: null });
  });
}

const signIn = () => act(() => authStore.userLoaded(buildUser()));

async function educatorCard() {
  return screen.findByRole('article', { name: 'Educator' });
}

describe('the pricing page', () => {
  it('shows the educator plans by month or year in the suggested currency or another, with what they allow', async () => {
    const calls = serve(buildPlanOffers({ currency: 'MYR' }));
    const router = renderApp('/pricing/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeTruthy();
    const plan = await educatorCard();
    expect(calls.find((call) => call.url.startsWith(PLANS))?.url).toBe(`${PLANS}?kind=educator`);
    expect(within(plan).getByTestId('plan-price').textContent).toMatch(/^MYR\s49\.00 a month$/);
    expect(plan.textContent).toContain('Free for the first 30 days.');
    const allows = within(plan).getByRole('list', { name: 'What Educator includes' });
    expect(allows.textContent).toContain('Create up to 100 courses');
    expect(allows.textContent).toContain('1 educator seat');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('MYR');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan).getByTestId('plan-price').textContent).toMatch(/^MYR\s490\.00 a year$/);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(within(plan).getByTestId('plan-price').textContent).toMatch(/^\$120\.00 a year$/);
    // The choice is kept in the address, for a return from signing in and a reload.
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('yearly');
    expect(new URLSearchParams(router.state.location.search).get('currency')).toBe('USD');
    expect(document.title).toBe('Plans and pricing - Kelas');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('offers the free trial while it is the viewer’s to take, and Subscribe once it is not', async () => {
    serve(buildPlanOffers({ trialAvailable: true }));
    renderApp('/pricing/');
    expect(
      within(await educatorCard()).getByRole('button', { name: 'Start your 30-day free trial' }),
    ).toBeTruthy();
  });

  it('offers Subscribe when the trial was taken already', async () => {
    serve(
      buildPlanOffers({
        trialAvailable: false,
        plans: [
          buildPlanOffer(),
          buildPlanOffer({ planId: 'unlimited', name: 'Unlimited', courseLimit: null }),
        ],
      }),
    );
    renderApp('/pricing/');
    const plan = await educatorCard();
    expect(within(plan).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(plan.textContent).not.toContain('Free for the first');
    const unlimited = screen.getByRole('article', { name: 'Unlimited' });
    expect(unlimited.textContent).toContain('Create as many courses as you like');
  });

  it('offers Subscribe for a plan without a trial', async () => {
    serve(buildPlanOffers({ trialAvailable: true, plans: [buildPlanOffer({ trialDays: 0 })] }));
    renderApp('/pricing/');
    const plan = await educatorCard();
    expect(within(plan).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(plan.textContent).not.toContain('Free for the first');
  });

  it('sends a visitor to log in, coming back to the same choice', async () => {
    const calls = serve();
    const router = renderApp('/pricing/?period=yearly&currency=SGD');
    fireEvent.click(
      within(await educatorCard()).getByRole('button', { name: 'Start your 30-day free trial' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login/'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/pricing/?period=yearly&currency=SGD',
    );
    expect(calls.some((call) => call.url === CREATE)).toBe(false);
  });

  it('opens the plan’s checkout for a signed-in person, by a full page load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    signIn();
    const calls = serve(buildPlanOffers(), () => jsonResponse({ result: { paymentTransactionId: 'tx-9' } }));
    renderApp('/pricing/?period=yearly&currency=AUD');
    fireEvent.click(
      within(await educatorCard()).getByRole('button', { name: 'Start your 30-day free trial' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/checkout/tx-9/'));
    expect(calls.find((call) => call.url === CREATE)?.body).toEqual({
      items: [{ type: 'subscription_plan', productID: 'educator:yearly', quantity: 1 }],
      currency: 'AUD',
    });
    // Nothing to press twice while the checkout's page loads.
    expect(
      within(await educatorCard()).getByRole('button', { name: 'Opening the checkout…' }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal beside the plan, keeping the choice', async () => {
    signIn();
    serve(buildPlanOffers(), () =>
      jsonResponse({ error: 'conflict', reason: 'You already have a plan of this kind.' }, 409),
    );
    renderApp('/pricing/?period=yearly&currency=SGD');
    const plan = await educatorCard();
    fireEvent.click(within(plan).getByRole('button', { name: 'Start your 30-day free trial' }));
    expect(await within(plan).findByText('You already have a plan of this kind.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('SGD');
    expect(within(plan).getByRole('button', { name: 'Start your 30-day free trial' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('marks the plan someone holds, with a way to manage it instead of a button', async () => {
    signIn();
    serve(buildPlanOffers({ trialAvailable: false, current: buildSubscription({ status: 'active' }) }));
    renderApp('/pricing/');
    const plan = await educatorCard();
    expect(within(plan).getByText('Your plan')).toBeTruthy();
    expect(within(plan).queryByRole('button')).toBeNull();
    expect(within(plan).getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
      '/accounts/subscriptions/',
    );
    expect(screen.getByText(/You are subscribed to Educator\./)).toBeTruthy();
  });

  it('says when the plans could not be loaded', async () => {
    stubFetch(() => jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500));
    renderApp('/pricing/');
    expect(await screen.findByText('The plans could not be loaded.')).toBeTruthy();
  });
});
