import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { PaymentPage, PaymentRow } from '../../../common/api/payment-admin';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const STAFF = buildUser({ isStaff: true, tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' } });

resetAppAroundEachTest(() => STAFF);

const PAID: PaymentRow = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  buyer: { name: 'Nur Aisyah', email: 'aisyah@example.test' },
  items: ['Data Analysis: May cohort'],
  currency: 'MYR',
  total: 24_900,
  refunded: 0,
  status: 'paid',
  fulfilment: 'fulfilled',
  createdAt: '2026-05-01T03:00:00.000Z',
  paidAt: '2026-05-01T03:02:00.000Z',
  campaign: null,
};
const FAILED: PaymentRow = {
  ...PAID,
  id: '6f1c2a9e-0000-4000-8000-000000000002',
  buyer: null,
  status: 'failed',
  fulfilment: 'none',
  paidAt: null,
};

const page = (payments: PaymentRow[], total = payments.length, number = 1): PaymentPage => ({
  payments,
  total,
  page: number,
  pageSize: 25,
});

const LIST = '/json/payment/lookup/listPayments';
const REFUND = `/json/payment/update/refundPayment/${PAID.id}`;

/** The list answers `list` for what it is asked; a refund answers `refund`. */
function serve({
  list = () => jsonResponse({ result: page([PAID, FAILED]) }),
  refund = () => jsonResponse({ result: { ...PAID, refunded: 10_000, status: 'partially_refunded' } }),
}: {
  list?: (query: URLSearchParams) => Response;
  refund?: (call: FetchCall) => Response;
} = {}) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname.startsWith(LIST)) return list(url.searchParams);
    if (url.pathname === REFUND) return refund(call);
    return jsonResponse({ result: null });
  });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.includes(LIST)).map((call) => new URL(call.url, 'http://localhost'));

async function openRefund() {
  const row = (await screen.findByText('aisyah@example.test')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /^Refund/ }));
  return screen.getByRole('dialog', { name: 'Refund a payment' });
}

describe('/wasabi/payments/', () => {
  it('lists payments with their buyer, items, money and state, and a refund only where money is left', async () => {
    serve();
    renderApp('/wasabi/payments/');
    const row = (await screen.findByText('aisyah@example.test')).closest('tr')!;
    expect(within(row).getByText('Nur Aisyah')).toBeTruthy();
    expect(within(row).getByText('Data Analysis: May cohort')).toBeTruthy();
    expect(within(row).getByText(/^MYR\s249\.00$/)).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('Access given')).toBeTruthy();
    const gone = screen.getByText('Account deleted').closest('tr')!;
    expect(within(gone).getByText('Failed')).toBeTruthy();
    expect(within(gone).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('finds payments by the buyer’s address and by status, from the first page, and pages on', async () => {
    const calls = serve({
      list: (query) => jsonResponse({ result: page([PAID], 30, Number(query.get('page') ?? 1)) }),
    });
    renderApp('/wasabi/payments/');
    await screen.findByText('aisyah@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Buyer’s e-mail address'), { target: { value: ' aisyah ' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('email')).toBe('aisyah'));
    const last = listCalls(calls).at(-1)!.searchParams;
    expect(last.get('status')).toBe('paid');
    expect(last.get('page')).toBe('1');
  });

  it('shows the referral campaign a payment came by, and whether it counted as its conversion', async () => {
    serve({
      list: () =>
        jsonResponse({
          result: page([
            { ...PAID, campaign: { aid: 'partner-42', sid: 'newsletter', converted: true } },
            { ...FAILED, campaign: { aid: 'partner-7', sid: null, converted: false } },
          ]),
        }),
    });
    renderApp('/wasabi/payments/');
    expect(await screen.findByRole('columnheader', { name: 'Campaign' })).toBeTruthy();
    const converted = (await screen.findByText('aisyah@example.test')).closest('tr')!;
    const cell = within(converted).getByText('partner-42').closest('td')!;
    expect(cell.getAttribute('data-label')).toBe('Campaign');
    expect(within(cell).getByText('Sub-ID: newsletter')).toBeTruthy();
    expect(within(cell).getByText('Converted')).toBeTruthy();
    const clicked = screen.getByText('partner-7').closest('td')!;
    expect(clicked.textContent).toBe('partner-7');
  });

  it('finds the payments a campaign brought by its id, beside the e-mail search', async () => {
    const calls = serve();
    renderApp('/wasabi/payments/');
    await screen.findByText('aisyah@example.test');
    const row = screen.getByText('aisyah@example.test').closest('tr')!;
    expect(row.querySelector('td[data-label="Campaign"]')?.textContent).toBe('—');
    fireEvent.change(screen.getByLabelText('Campaign ID'), { target: { value: ' partner-42 ' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('campaign')).toBe('partner-42'));
    expect(listCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');
    expect(listCalls(calls).at(-1)?.searchParams.has('email')).toBe(false);
  });

  it('says when there are no payments, and when none match', async () => {
    serve({ list: () => jsonResponse({ result: page([], 0) }) });
    renderApp('/wasabi/payments/');
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    expect(await screen.findByText('No payments match this search.')).toBeTruthy();
  });

  it('says the list could not be loaded, and loads it again', async () => {
    let failing = true;
    serve({
      list: () =>
        failing
          ? jsonResponse({ error: 'internal', reason: 'Something went wrong on our side.' }, 500)
          : jsonResponse({ result: page([PAID]) }),
    });
    renderApp('/wasabi/payments/');
    expect((await screen.findByRole('alert')).textContent).toContain('The payments could not be loaded.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('aisyah@example.test')).toBeTruthy();
  });

  it('refunds part of a payment, taking access away when chosen, and shows the row as it now stands', async () => {
    const calls = serve({
      refund: () =>
        jsonResponse({
          result: { ...PAID, refunded: 10_000, status: 'partially_refunded', fulfilment: 'revoked' },
        }),
    });
    renderApp('/wasabi/payments/');
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount to refund (MYR)') as HTMLInputElement;
    expect(amount.value).toBe('249.00');
    expect(
      within(dialog).getByText(/Access to Data Analysis: May cohort stays with Nur Aisyah/),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('This is more than what is left to refund.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByLabelText('Also remove access to what was bought'));
    expect(within(dialog).getByText(/MYR\s100\.00 will go back to Nur Aisyah/)).toBeTruthy();
    expect(within(dialog).getByText(/will be taken away from Nur Aisyah/)).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund MYR\s100\.00$/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refunds = calls.filter((call) => call.url.endsWith(REFUND));
    expect(refunds.map((call) => call.body)).toEqual([{ amount: 10_000, withdrawAccess: true }]);
    const row = screen.getByText('aisyah@example.test').closest('tr')!;
    expect(within(row).getByText('Partly refunded')).toBeTruthy();
    expect(within(row).getByText('Access removed')).toBeTruthy();
    expect(within(row).getByText(/^MYR\s100\.00$/)).toBeTruthy();
    expect(screen.getByText(/Refunded MYR\s100\.00 to Nur Aisyah\./)).toBeTruthy();
  });

  it('shows the server’s reasons: by the amount field, or for the whole refund', async () => {
    const answers = [
      jsonResponse(
        {
          error: 'invalid_input',
          reason: 'This is more than what is left to refund.',
          fields: { amount: 'This is more than what is left to refund.' },
          fieldCodes: { amount: { code: 'payment.refundTooMuch' } },
        },
        400,
      ),
      jsonResponse(
        {
          error: 'unavailable',
          reason: 'The payment service did not answer. Nothing was charged. Try again in a minute.',
          reasonCode: { code: 'payment.gatewayUnavailable' },
        },
        503,
      ),
    ];
    serve({ refund: () => answers.shift()! });
    renderApp('/wasabi/payments/');
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount to refund (MYR)');
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund MYR/ }));
    expect(await within(dialog).findByText('This is more than what is left to refund.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund MYR/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The payment service did not answer.',
    );
    expect((amount as HTMLInputElement).value).toBe('200');
  });

  it('refuses a learner and asks nothing of the server', async () => {
    act(() =>
      authStore.userLoaded(buildUser({ tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' } })),
    );
    const calls = serve();
    renderApp('/wasabi/payments/');
    expect((await screen.findByRole('alert')).textContent).toContain('platform staff only');
    expect(listCalls(calls)).toEqual([]);
  });
});
