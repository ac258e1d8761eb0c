import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { PendingEnrolment } from '../../../common/api/enrolment';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { PendingEnrolmentsTab } from './pending-enrolments-tab';

resetClientAroundEachTest();

const AYU: PendingEnrolment = {
  enrolmentId: 'e1',
  userId: 'u1',
  fullName: 'Ayu Pertiwi',
  emailAddress: 'ayu@example.test',
  requestedAt: '2026-11-20T08:00:00.000Z',
};
const BUDI: PendingEnrolment = {
  ...AYU,
  enrolmentId: 'e2',
  userId: 'u2',
  fullName: 'Budi Santoso',
  emailAddress: 'budi@example.test',
};

/** Serves the pending list (shrinking as requests are decided) and the decisions, or a refusal for `refuse`. */
function serve(refuse?: { error: string; reason: string; status: number }) {
  let waiting = [AYU, BUDI];
  const calls = stubFetch((call) => {
    if (call.url.includes('/read/listPendingEnrolments/class-a')) return jsonResponse({ result: waiting });
    if (refuse) return jsonResponse({ error: refuse.error, reason: refuse.reason }, refuse.status);
    const { enrolmentId, decision } = call.body as { enrolmentId: string; decision: string };
    waiting = waiting.filter((request) => request.enrolmentId !== enrolmentId);
    return jsonResponse({ result: { enrolmentId, status: decision === 'approve' ? 'active' : 'rejected' } });
  });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <PendingEnrolmentsTab cohortPath="class-a" />
    </QueryClientProvider>,
  );
  return Object.assign(calls, { container });
}

describe('the pending enrolments tab', () => {
  it('lists the requests with name, address and time, and approves or rejects each', async () => {
    const calls = serve();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Ayu Pertiwi' })).toBeTruthy();
    expect(within(table).getByText('budi@example.test')).toBeTruthy();
    expect(within(table).getAllByText('Nov 20, 2026, 8:00 AM')).toHaveLength(2);
    const audit = await axe.run(calls.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Approve Ayu Pertiwi' }));
    expect(await screen.findByText('Ayu Pertiwi is now enrolled.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ayu Pertiwi' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Reject Budi Santoso' }));
    expect(await screen.findByText('Budi Santoso’s request was rejected.')).toBeTruthy();
    expect(await screen.findByText('No requests waiting')).toBeTruthy();
    const decisions = calls.filter((call) => call.url.includes('decideEnrolment'));
    expect(decisions.map((call) => [call.url, call.body])).toEqual([
      ['/json/cohort/update/decideEnrolment/class-a', { enrolmentId: 'e1', decision: 'approve' }],
      ['/json/cohort/update/decideEnrolment/class-a', { enrolmentId: 'e2', decision: 'reject' }],
    ]);
  });

  it('shows a refusal in the row it concerns, and keeps the request', async () => {
    serve({ error: 'class_full', reason: 'This class is full.', status: 409 });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Budi Santoso' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This class is full.');
    expect(alert.closest('tr')?.querySelector('th')?.textContent).toBe('Budi Santoso');
    expect(screen.getByRole('rowheader', { name: 'Budi Santoso' })).toBeTruthy();
  });

  it('says so when nobody is waiting', async () => {
    stubFetch(() => jsonResponse({ result: [] }));
    render(
      <QueryClientProvider client={queryClient}>
        <PendingEnrolmentsTab cohortPath="class-a" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
