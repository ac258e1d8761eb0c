import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedInUserData } from '../../../common/api/user';
import { payoutAccountQuery } from '../../api/payouts';
import { queryClient } from '../../api/query-client';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import { showLanguage } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubBeacon, stubFetch } from '../../test/stub-fetch';
import { PayoutSettings } from './payout-settings';

const GET = '/json/payment/lookup/getPayoutAccount';
const START = '/json/payment/execute/startPayoutOnboarding';
const ONBOARDING = 'https://connect.stripe.test/setup/acct_1/link_1';
const CREATOR = () => buildUser({ isCourseCreator: true });

// Registered first, so it runs after the clean-up of every test (which unmounts the app: its
// page-leave beacon still goes to the stub).
afterEach(() => {
  vi.restoreAllMocks();
});
resetClientAroundEachTest();

type Status = 'none' | 'pending' | 'active';

// A server whose payout account stands at `status` (each answer asks the function again), and
// whose onboarding link is `onboarding`'s answer.
function serve(
  status: () => Status,
  onboarding: () => Response | Promise<Response> = () => jsonResponse({ result: { url: ONBOARDING } }),
) {
  return stubFetch(({ url }: FetchCall) => {
    if (url.startsWith(GET)) return jsonResponse({ result: { status: status(), platformFeePercent: 10 } });
    if (url.startsWith(START)) return onboarding();
    return jsonResponse({ result: null });
  });
}

const asked = (calls: FetchCall[], address: string) => calls.filter(({ url }) => url.startsWith(address));

// The panel as the settings screen draws it: for the user in the auth store, at `path`.
function Section() {
  const { currentUser } = useAuthState();
  return currentUser ? <PayoutSettings user={currentUser} /> : null;
}

function renderPanel(path = '/accounts/account-settings/', user: LoggedInUserData = CREATOR()) {
  act(() => authStore.userLoaded(user));
  const router = createMemoryRouter([{ path: '*', element: <Section /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const panel = () => screen.getByRole('region', { name: 'Payouts' });

describe('the payouts of account settings', () => {
  it('offers a creator without an account to set one up, with the platform fee', async () => {
    serve(() => 'none');
    renderPanel();
    expect(
      await screen.findByText(
        'Get paid for the places you sell in your classes. We pay your sales to your own Stripe account, less a 10% platform fee.',
      ),
    ).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Set up payouts' })).toBeTruthy();
    // No return from the gateway: nothing to announce.
    expect(within(panel()).queryByRole('status')).toBeNull();
  });

  it('says an unfinished account needs more details, and goes on with it', async () => {
    serve(() => 'pending');
    renderPanel();
    expect(
      await screen.findByText('Your payout account is not finished yet. Stripe needs a few more details.'),
    ).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Continue setting up' })).toBeTruthy();
  });

  it('says payouts are on, with a badge and no button', async () => {
    serve(() => 'active');
    renderPanel();
    expect(
      await screen.findByText(
        'Payouts are on: sales of your classes go to your Stripe account, less a 10% platform fee.',
      ),
    ).toBeTruthy();
    expect(within(panel()).getByText('Active')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('writes the fee and the texts in Indonesian', async () => {
    await act(() => showLanguage('id'));
    stubFetch(() => jsonResponse({ result: { status: 'none', platformFeePercent: 7.5 } }));
    renderPanel();
    const region = await screen.findByRole('region', { name: 'Pencairan dana' });
    expect(await within(region).findByText(/dikurangi biaya platform sebesar 7,5%\.$/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Siapkan pencairan dana' })).toBeTruthy();
  });

  it('asks for an onboarding link, waits with the button disabled, then loads its page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const calls = serve(
      () => 'none',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderPanel();
    const button = (await screen.findByRole('button', { name: 'Set up payouts' })) as HTMLButtonElement;
    fireEvent.click(button);
    await vi.waitFor(() => expect(asked(calls, START)).toHaveLength(1));
    expect(asked(calls, START)[0]?.method).toBe('POST');
    expect(button.disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => answer(jsonResponse({ result: { url: ONBOARDING } })));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(ONBOARDING));
    // Still disabled while the gateway's page loads.
    expect(button.disabled).toBe(true);
  });

  it('says why no link came, beside the button, which can be pressed again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    serve(
      () => 'pending',
      () => jsonResponse({ error: 'conflict', reason: 'The payment service did not answer.' }, 409),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue setting up' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toBe('The payment service did not answer.');
    expect(screen.getByRole('button', { name: 'Continue setting up' })).toHaveProperty('disabled', false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from onboarding, asks again and says when the gateway is still checking', async () => {
    // The account as the settings showed it before leaving for the gateway's page.
    queryClient.setQueryData(payoutAccountQuery().queryKey, { status: 'none', platformFeePercent: 10 });
    const calls = serve(() => 'pending');
    const router = renderPanel('/accounts/account-settings/?payouts=done&tab=x');
    const status = within(panel()).getByRole('status');
    await vi.waitFor(() =>
      expect(status.textContent).toContain(
        'Your payout account is not finished yet. Stripe needs a few more details.',
      ),
    );
    expect(status.textContent).toContain('Stripe is still checking your details; this can take a moment.');
    expect(asked(calls, GET)).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=x');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('back from onboarding with the account enabled, says payouts are on', async () => {
    queryClient.setQueryData(payoutAccountQuery().queryKey, { status: 'pending', platformFeePercent: 10 });
    serve(() => 'active');
    const router = renderPanel('/accounts/account-settings/?payouts=done');
    const status = within(panel()).getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toContain('Payouts are on'));
    expect(status.textContent).not.toContain('still checking');
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('back from an expired link, offers to go on where it was left', async () => {
    serve(() => 'pending');
    const router = renderPanel('/accounts/account-settings/?payouts=again');
    const status = within(panel()).getByRole('status');
    await vi.waitFor(() =>
      expect(status.textContent).toContain('The setup link expired. Continue where you left off.'),
    );
    expect(within(panel()).getByRole('button', { name: 'Continue setting up' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('the account settings screen', () => {
  // Every other setting's call answers nothing in particular.
  async function openSettings(user: LoggedInUserData) {
    stubBeacon();
    const calls = serve(() => 'active');
    act(() => authStore.userLoaded(user));
    renderApp('/accounts/account-settings/');
    await screen.findByRole('heading', { name: 'Language' });
    return calls;
  }

  it('shows the payouts to a creator on the educator plan', async () => {
    await openSettings(buildUser({ isEducator: true }));
    const region = await screen.findByRole('region', { name: 'Payouts' });
    expect(await within(region).findByText(/^Payouts are on/)).toBeTruthy();
  });

  it('shows no payouts to a learner who creates no course, and never asks for them', async () => {
    const calls = await openSettings(buildUser());
    expect(screen.queryByRole('heading', { name: 'Payouts' })).toBeNull();
    expect(asked(calls, GET)).toEqual([]);
  });
});
