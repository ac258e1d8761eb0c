import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { buildInstalmentPlan } from '../../test/instalment-fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const LIST = '/json/instalmentplan/lookup/listUserInstalmentPlans';

function serve(answer: () => Response) {
  return stubFetch((call) => (call.url.startsWith(LIST) ? answer() : jsonResponse({ result: null })));
}

describe('the payments page', () => {
  it('says when nothing is paid in instalments, with the way to the catalogue', async () => {
    serve(() => jsonResponse({ result: { instalmentPlans: [] } }));
    renderApp('/accounts/payments/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(await screen.findByText('You are not paying anything in instalments.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses/');
    expect(document.title).toBe('Payments - Kelas');
  });

  it('offers to load the plans again when they could not be loaded', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse({ error: 'internal', reason: 'Something broke.' }, 500)
        : jsonResponse({ result: { instalmentPlans: [] } }),
    );
    renderApp('/accounts/payments/');
    expect(await screen.findByText('Your instalment plans could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not paying anything in instalments.')).toBeTruthy();
  });

  it('shows a plan’s parts, paid with their receipt, overdue and to come, and where to pay the one overdue', async () => {
    serve(() => jsonResponse({ result: { instalmentPlans: [buildInstalmentPlan()] } }));
    renderApp('/accounts/payments/');
    const plan = await screen.findByRole('article', { name: 'Data Literacy' });
    expect(within(plan).getByRole('link', { name: 'Data Literacy' }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(plan.textContent).toContain('March 2027 class');
    expect(within(plan).getByText('Payment overdue')).toBeTruthy();
    expect(plan.textContent).toContain('Paid1 of 3 paid');
    expect(plan.textContent).toMatch(/Total priceMYR\s249\.00/);
    expect(plan.textContent).toMatch(/Next chargeMYR\s83\.00 on January 8, 2027/);
    expect(plan.textContent).toContain('CardVisa •••• 4242');
    expect(plan.textContent).toContain(
      'An instalment is unpaid: your card was declined. We will try it again on January 8, 2027.',
    );
    expect(within(plan).getByRole('link', { name: 'Update card and pay' }).getAttribute('href')).toBe(
      '/payment/update/?subscriptionId=sub-instalment-1',
    );

    const table = within(plan).getByRole('table', { name: 'Instalments of Data Literacy' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1 of 3', expect.stringMatching(/MYR\s83\.00/), 'Dec 5, 2026', 'Paid', 'Download KL-000123 (PDF)'],
      ['2 of 3', expect.stringMatching(/MYR\s83\.00/), 'Jan 5, 2027', 'Overdue', ''],
      ['3 of 3', expect.stringMatching(/MYR\s83\.00/), 'Feb 5, 2027', 'Upcoming', ''],
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/api/invoices/KL-000123.pdf');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says a suspended plan closes the course until it is paid, and a finished one is paid in full', async () => {
    serve(() =>
      jsonResponse({
        result: {
          instalmentPlans: [
            buildInstalmentPlan({ status: 'suspended', nextChargeAt: null, failedCharges: 4 }),
            buildInstalmentPlan({
              id: 'sub-instalment-2',
              course: { path: 'design-201', name: 'Design Basics' },
              status: 'completed',
              partsPaid: 3,
              nextChargeAt: null,
              paymentInvoices: [],
            }),
          ],
        },
      }),
    );
    renderApp('/accounts/payments/');
    const suspended = await screen.findByRole('article', { name: 'Data Literacy' });
    expect(within(suspended).getByText('Suspended')).toBeTruthy();
    expect(suspended.textContent).toContain(
      'An instalment is unpaid, so your access to this course is suspended until it is paid.',
    );
    expect(within(suspended).getByRole('link', { name: 'Update card and pay' }).getAttribute('href')).toBe(
      '/payment/update/?subscriptionId=sub-instalment-1',
    );

    const finished = screen.getByRole('article', { name: 'Design Basics' });
    expect(within(finished).getByText('Paid in full')).toBeTruthy();
    expect(finished.textContent).toContain('3 of 3 paid');
    expect(finished.textContent).not.toContain('Next charge');
    expect(within(finished).queryByRole('link', { name: /card/ })).toBeNull();
  });
});
