import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { InvitationList, InviteByEmailResult } from '../../../common/api/invitations';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { InvitationsTab } from './invitations-tab';

resetClientAroundEachTest();

const LIST: InvitationList = {
  invitations: [
    {
      id: 'i1',
      email: 'ana@example.test',
      status: 'pending_enrolled',
      invitedAt: '2026-11-20T08:00:00.000Z',
      respondedAt: null,
    },
  ],
  total: 30,
};

const RESULT: InviteByEmailResult = {
  queued: false,
  entries: [
    { email: 'ana@example.test', valid: true, status: 'pending_enrolled' },
    { email: 'nope', valid: false, reason: 'Enter a valid email address' },
    { email: 'full@example.test', valid: true, status: 'unprocessed', reason: 'This class is full.' },
  ],
};

function renderTab() {
  const calls = stubFetch((call) =>
    call.url.includes('inviteByEmail') ? jsonResponse({ result: RESULT }) : jsonResponse({ result: LIST }),
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <InvitationsTab cohortPath="class-a" />
    </QueryClientProvider>,
  );
  return Object.assign(calls, { container });
}

describe('the invitations tab', () => {
  it('judges each pasted entry before sending', async () => {
    renderTab();
    const box = screen.getByRole('textbox', { name: 'Email addresses' });
    fireEvent.change(box, {
      target: { value: 'ana@example.test; nope, ANA@example.test\nben@example.test' },
    });
    expect(screen.getByText('2 valid, 1 invalid')).toBeTruthy();
    const invalid = screen.getByRole('list', { name: 'Invalid entries' });
    expect(invalid.textContent).toBe('nope: Enter a valid email address');
    expect((screen.getByRole('button', { name: 'Invite 2 addresses' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.change(box, { target: { value: 'nope' } });
    expect((screen.getByRole('button', { name: 'Invite 0 addresses' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends the pasted text and shows what became of each address', async () => {
    const calls = renderTab();
    const text = 'ana@example.test nope full@example.test';
    fireEvent.change(screen.getByRole('textbox', { name: 'Email addresses' }), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite 2 addresses' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    const rows = within(results)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ana@example.testPending enrolled',
      'nopeInvalid — Enter a valid email address',
      'full@example.testUnprocessed — This class is full.',
    ]);
    const sent = calls.filter((call) => call.url === '/json/cohort/update/inviteByEmail/class-a');
    expect(sent.map((call) => call.body)).toEqual([{ emails: text }]);
    const audit = await axe.run(calls.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    // What was pasted stays.
    expect((screen.getByRole('textbox', { name: 'Email addresses' }) as HTMLTextAreaElement).value).toBe(
      text,
    );
  });

  it('lists the class invitations with translated statuses, a page at a time', async () => {
    const calls = renderTab();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ana@example.test')).toBeTruthy();
    expect(within(table).getByText('Pending enrolled')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–30 of 30');
    const reads = calls.filter((call) => call.url.includes('listInvitations')).map((call) => call.url);
    expect(reads.at(-1)).toContain('offset=25');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'unprocessed' } });
    await screen.findByText('1–25 of 30');
    expect(calls.at(-1)?.url).toContain('status=unprocessed');
  });
});
