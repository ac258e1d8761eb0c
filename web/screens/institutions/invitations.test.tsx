import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  InviteMembersInput,
  InviteMembersResult,
  PendingInvitation,
} from '../../../common/api/institution';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse } from '../../test/stub-fetch';
import { answer, fieldRefusal, MEMBERSHIP, pendingInvitation, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin-settings/membership/?institution=nusantara';
const INVITE = '/json/institute/update/inviteMembers/nusantara';
const PENDING = '/json/institute/read/getPaginatedPendingInvitations/nusantara';
const REVOKE = '/json/institute/update/revokeInvitation/nusantara';
const FULL =
  'This institution has no room for more learners. Ask its administrators to raise its learner limit.';
const DAILY = 'This institution can send 2,000 invitations a day. Send the rest tomorrow.';

/**
 * Invitations kept by the stub: a sent list answered by `invite` (or each valid address mailed),
 * pending invitations a page at a time, and withdrawn.
 */
function serve({
  pending = [] as PendingInvitation[],
  invite,
}: {
  pending?: PendingInvitation[];
  invite?: (input: InviteMembersInput) => Response;
} = {}) {
  let all = pending;
  return serveInstitution({
    'read/getMembership': answer(MEMBERSHIP),
    'read/getPaginatedEnrolments': answer({ members: [], total: 0 }),
    'update/inviteMembers': (call) => {
      const input = call.body as InviteMembersInput;
      if (invite) return invite(input);
      const entries = input.emails
        .split('\n')
        .map((email) => ({ email, valid: true, status: 'pending_enrolled' as const }));
      return jsonResponse({ result: { entries } });
    },
    'read/getPaginatedPendingInvitations': (call) => {
      const params = new URL(call.url, 'http://localhost').searchParams;
      const offset = Number(params.get('offset'));
      const invitations = all.slice(offset, offset + Number(params.get('limit')));
      return jsonResponse({ result: { invitations, total: all.length } });
    },
    'update/revokeInvitation': (call) => {
      const { invitationId } = call.body as { invitationId: string };
      all = all.filter((one) => one.id !== invitationId);
      return jsonResponse({ result: { revoked: true } });
    },
  });
}

const callsTo = (calls: FetchCall[], path: string) => calls.filter((call) => call.url.includes(path));

const box = () => screen.findByRole('textbox', { name: 'E-mail addresses' }) as Promise<HTMLTextAreaElement>;

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('inviting people to an institution', () => {
  it('judges each entry before sending: counts, invalid entries with their reason', async () => {
    serve();
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'Invite people' })).toBeTruthy();
    expect(button('Send 0 invitations').disabled).toBe(true);
    fireEvent.change(await box(), {
      target: { value: 'ana@example.test; nope, ANA@example.test\nben@example.test bad@' },
    });
    expect(screen.getByText('2 valid, 2 invalid, 0 left out')).toBeTruthy();
    const invalid = screen.getByRole('list', { name: 'Invalid entries' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nope: Enter a valid email address', 'bad@: Enter a valid email address']);
    const valid = screen.getByRole('list', { name: 'Addresses to invite' });
    expect(within(valid).getByText('ana@example.test')).toBeTruthy();
    expect(within(valid).getByText('ben@example.test')).toBeTruthy();
    expect(button('Send 2 invitations').disabled).toBe(false);
  });

  it('sends only the addresses kept, with the role chosen', async () => {
    const calls = serve();
    renderApp(SCREEN);
    fireEvent.change(await box(), {
      target: { value: 'ana@example.test, nope, ben@example.test, cita@example.test' },
    });
    fireEvent.click(button('Leave out ben@example.test'));
    expect(screen.getByText('3 valid, 1 invalid, 1 left out')).toBeTruthy();
    expect(button('Put back ben@example.test')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Invite as' }), { target: { value: 'educator' } });
    fireEvent.click(button('Send 2 invitations'));
    expect(await screen.findByRole('region', { name: 'What became of each address' })).toBeTruthy();
    expect(callsTo(calls, INVITE).map((call) => call.body)).toEqual([
      { emails: 'ana@example.test\ncita@example.test', role: 'educator' },
    ]);
  });

  it('reads a CSV file into the box, to review before sending', async () => {
    serve();
    renderApp(SCREEN);
    const field = await box();
    const file = new File(['email\nana@example.test\nben@example.test\n'], 'list.csv', { type: 'text/csv' });
    const input = screen.getByLabelText('Choose a CSV file') as HTMLInputElement;
    expect(input.accept).toBe('.csv,text/csv,text/plain');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(field.value).toBe('email\nana@example.test\nben@example.test\n'));
    expect(screen.getByText('2 valid, 1 invalid, 0 left out')).toBeTruthy();
  });

  it('says what became of each address, with a summary, and lists the new invitations', async () => {
    const result: InviteMembersResult = {
      entries: [
        { email: 'ana@example.test', valid: true, status: 'pending_enrolled' },
        { email: 'ben@example.test', valid: true, status: 'already_enrolled' },
        { email: 'cita@example.test', valid: true, status: 'unprocessed', reason: FULL },
        { email: 'dewi@example.test', valid: true, status: 'pending_enrolled', sentRecently: true },
      ],
    };
    const calls = serve({ invite: () => jsonResponse({ result }) });
    renderApp(SCREEN);
    await screen.findByText('No invitations are waiting for an answer');
    const text = result.entries.map((entry) => entry.email).join(' ');
    fireEvent.change(await box(), { target: { value: text } });
    fireEvent.click(button('Send 4 invitations'));
    const results = await screen.findByRole('region', { name: 'What became of each address' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'ana@example.testInvited — an e-mail was sent',
      'ben@example.testAlready a member',
      `cita@example.testNot invited: ${FULL}`,
      'dewi@example.testInvited earlier — not sent again within 24 hours',
    ]);
    expect(within(results).getByText('Invited: 2 · Already members: 1 · Not invited: 1')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, PENDING)).toHaveLength(2));
    expect((await box()).value).toBe(text);
  });

  it('shows the daily limit by the box, keeping what was typed', async () => {
    serve({
      invite: () => {
        const refusal = fieldRefusal('emails', DAILY, 'institution.invitesDailyLimit', { max: '2,000' });
        return new Response(refusal.body, { status: 429, headers: refusal.headers });
      },
    });
    renderApp(SCREEN);
    const field = await box();
    fireEvent.change(field, { target: { value: 'ana@example.test' } });
    fireEvent.click(button('Send 1 invitation'));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const reason = document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(reason?.textContent).toBe(DAILY);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.value).toBe('ana@example.test');
  });

  it('says when the list holds more than 1,000 addresses', async () => {
    serve();
    renderApp(SCREEN);
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}@example.test`).join('\n');
    fireEvent.change(await box(), { target: { value: many } });
    expect(screen.getByText(/Invite at most 1,000 addresses at a time: this list has 1,001/)).toBeTruthy();
    expect(button('Send 1001 invitations').disabled).toBe(true);
    fireEvent.click(button('Leave out p0@example.test'));
    expect(button('Send 1000 invitations').disabled).toBe(false);
  });
});

describe('an institution’s pending invitations', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => pendingInvitation(i + 1));

  it('lists them a page at a time, with role and dates', async () => {
    const calls = serve({ pending: [pendingInvitation(0, { role: 'educator', sentAt: null }), ...thirty] });
    renderApp(SCREEN);
    const table = await screen.findByRole('table', { name: 'Invitations waiting for an answer' });
    const first = within(table)
      .getByRole('rowheader', { name: 'invitee0@kelas.example' })
      .closest('tr') as HTMLElement;
    expect(within(first).getByText('Educator')).toBeTruthy();
    expect(within(first).getByText('Jun 1, 2026')).toBeTruthy();
    expect(within(first).getByText('—')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Invitations pages' });
    expect(within(pages).getByText('Showing 1–25 of 31')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Showing 26–31 of 31')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'invitee30@kelas.example' })).toBeTruthy();
    expect(
      new URL(callsTo(calls, PENDING).at(-1)?.url ?? '', 'http://localhost').searchParams.get('offset'),
    ).toBe('25');
  });

  it('withdraws one once confirmed, saying its link stops working', async () => {
    const calls = serve({ pending: [pendingInvitation(1), pendingInvitation(2)] });
    renderApp(SCREEN);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to invitee1@kelas.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the invitation to invitee1@kelas.example?' });
    expect(within(dialog).getByText(/will stop working/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the invitation' }));
    expect(await screen.findByText('The invitation to invitee1@kelas.example was withdrawn.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'invitee1@kelas.example' })).toBeNull(),
    );
    expect(screen.getByRole('rowheader', { name: 'invitee2@kelas.example' })).toBeTruthy();
    expect(callsTo(calls, REVOKE).map((call) => call.body)).toEqual([
      { invitationId: pendingInvitation(1).id },
    ]);
  });

  it('offers a retry when they could not be loaded', async () => {
    let fail = true;
    serveInstitution({
      'read/getMembership': answer(MEMBERSHIP),
      'read/getPaginatedEnrolments': answer({ members: [], total: 0 }),
      'read/getPaginatedPendingInvitations': () =>
        fail
          ? jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500)
          : jsonResponse({ result: { invitations: [pendingInvitation(1)], total: 1 } }),
    });
    renderApp(SCREEN);
    expect(await screen.findByText('The invitations could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'invitee1@kelas.example' })).toBeTruthy();
  });
});
