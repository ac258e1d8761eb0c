import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../../common/api/institution';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { ADMINISTRATOR, fieldRefusal, NOT_FOUND, OWNER, SETTINGS } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const ADD = '/json/institute/update/addAdministrator/nusantara';
const REMOVE = '/json/institute/update/removeAdministrator/nusantara';
const TRANSFER = '/json/institute/update/transferOwnership/nusantara';
const NO_ACCOUNT = 'No account has this e-mail address. Ask them to sign up first, then add them.';

const NEWCOMER: TeamMember = {
  userId: '00000000-0000-4000-8000-000000000003',
  fullName: 'Mei Lin',
  email: 'mei@kelas.example',
  role: 'administrator',
  addedAt: '2026-05-01T00:00:00.000Z',
};

/** A team kept by the stub: an unknown address is refused by its field, a known one added, one removed. */
function serve(initial: TeamMember[], myRole = SETTINGS.myRole) {
  let team = initial;
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/json/institute/read/getSettings/nusantara')
      return jsonResponse({ result: { ...SETTINGS, myRole } });
    if (url.pathname === TRANSFER) {
      const { userId } = call.body as { userId: string };
      team = team.map((member) => ({
        ...member,
        role: member.userId === userId ? 'owner' : 'administrator',
      }));
      return jsonResponse({ result: team });
    }
    if (url.pathname === '/json/institute/read/getTeam/nusantara') return jsonResponse({ result: team });
    if (url.pathname === ADD) {
      const { email } = call.body as { email: string };
      if (email !== NEWCOMER.email) return fieldRefusal('email', NO_ACCOUNT, 'institution.noAccount');
      team = [...team, NEWCOMER];
      return jsonResponse({ result: team });
    }
    if (url.pathname === REMOVE) {
      const { userId } = call.body as { userId: string };
      team = team.filter((member) => member.userId !== userId);
      return jsonResponse({ result: team });
    }
    return NOT_FOUND();
  });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('an institution’s team', () => {
  it('lists the owner without a remove button, and says when there is no administrator', async () => {
    serve([OWNER]);
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    await screen.findByRole('rowheader', { name: 'Siti Rahmah' });
    expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
    const owner = within(row('Siti Rahmah'));
    expect(owner.getByText('siti@kelas.example')).toBeTruthy();
    expect(owner.getByText('Owner')).toBeTruthy();
    expect(owner.queryByRole('button')).toBeNull();
    expect(screen.getByText('No administrators yet: add one by their e-mail address below.')).toBeTruthy();
  });

  it('adds an administrator by e-mail, showing a refusal by the field first', async () => {
    const calls = serve([OWNER]);
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    const email = (await screen.findByLabelText('E-mail address')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'nobody@kelas.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add administrator' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(NO_ACCOUNT)).toBeTruthy();
    expect(email.value).toBe('nobody@kelas.example');

    fireEvent.change(email, { target: { value: 'mei@kelas.example' } });
    expect(screen.queryByText(NO_ACCOUNT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByText('mei@kelas.example was added as an administrator.')).toBeTruthy();
    expect(within(row('Mei Lin')).getByText('Administrator')).toBeTruthy();
    expect(email.value).toBe('');
    expect(calls.filter((call) => call.url.endsWith(ADD)).map((call) => call.body)).toEqual([
      { email: 'nobody@kelas.example' },
      { email: 'mei@kelas.example' },
    ]);
  });

  it('removes an administrator once confirmed, and not when cancelled', async () => {
    const calls = serve([OWNER, ADMINISTRATOR]);
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    const remove = await screen.findByRole('button', { name: 'Remove Budi Santoso' });

    fireEvent.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Remove Budi Santoso from the team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.url.endsWith(REMOVE))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Budi Santoso' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Budi Santoso from the team?' });
    expect(within(dialog).getByText(/budi@kelas\.example will no longer manage/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the team' }));
    expect(await screen.findByText('Budi Santoso was removed from the team.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Budi Santoso' })).toBeNull();
    expect(calls.find((call) => call.url.endsWith(REMOVE))?.body).toEqual({ userId: ADMINISTRATOR.userId });
  });

  it('lets the owner make an administrator the owner, once confirmed; an administrator may not', async () => {
    const calls = serve([OWNER, ADMINISTRATOR], 'owner');
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    fireEvent.click(await screen.findByRole('button', { name: 'Make Budi Santoso the owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Budi Santoso the owner?' });
    expect(within(dialog).getByText(/The owner now stays in the team as an administrator/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('Budi Santoso now owns the institution.')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith(TRANSFER))?.body).toEqual({ userId: ADMINISTRATOR.userId });
    expect(within(row('Budi Santoso')).getByText('Owner')).toBeTruthy();
  });

  it('offers no hand-over to an administrator', async () => {
    serve([OWNER, ADMINISTRATOR], 'administrator');
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    await screen.findByRole('button', { name: 'Remove Budi Santoso' });
    expect(screen.queryByRole('button', { name: 'Make Budi Santoso the owner' })).toBeNull();
  });

  it('offers to load the team again when it fails', async () => {
    stubFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/json/institute/read/getSettings/nusantara')
        return jsonResponse({ result: SETTINGS });
      return jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
    });
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    expect(await screen.findByText('The team could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
