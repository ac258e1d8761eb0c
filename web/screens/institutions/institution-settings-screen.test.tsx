import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { fieldRefusal, NOT_FOUND, OWNER, SETTINGS } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const READ = '/json/institute/read/getSettings/nusantara';
const SAVE = '/json/institute/update/updateSettings/nusantara';
const COLOUR_REASON = 'Choose a colour such as #0f766e.';

/** The institution's settings and team, and `onSave` answering each save (by default: what was sent, as saved). */
function serve(
  onSave: (call: FetchCall) => Response = (call) =>
    jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } }),
) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === READ) return jsonResponse({ result: SETTINGS });
    if (url.pathname === SAVE) return onSave(call);
    if (url.pathname === '/json/institute/read/getTeam/nusantara') return jsonResponse({ result: [OWNER] });
    return NOT_FOUND();
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('an institution’s general settings', () => {
  it('shows the institution’s name and its sections as tabs, general when none is named', async () => {
    serve();
    renderApp('/institution/admin-settings/?institution=nusantara');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitas Nusantara' })).toBeTruthy();
    await screen.findByLabelText('Name');
    await waitFor(() => expect(document.title).toBe('General - Universitas Nusantara - Kelas'));
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Address: nusantara (it cannot be changed)')).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('saves what was changed, shows a reason by its field and keeps what was typed', async () => {
    let refuse = true;
    const calls = serve((call) => {
      if (refuse) {
        refuse = false;
        return fieldRefusal('colours.accent', COLOUR_REASON, 'institution.colour');
      }
      return jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } });
    });
    renderApp('/institution/admin-settings/general/?institution=nusantara');
    await screen.findByLabelText('Name');
    type('Name', 'Universitas Nusantara Raya');
    type('Status', 'inactive');
    type('Primary colour', '#065f46');
    type('Accent colour', '#zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const accent = screen.getByLabelText('Accent colour');
    await waitFor(() => expect(accent.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COLOUR_REASON)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Universitas Nusantara Raya');

    type('Accent colour', '#b45309');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith(SAVE)).at(-1)?.body).toEqual({
      name: 'Universitas Nusantara Raya',
      country: 'au',
      region: 'au',
      status: 'inactive',
      colours: { primary: '#065f46', accent: '#b45309' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Universitas Nusantara Raya');
  });
});

describe('what is not found', () => {
  it('shows the not-found screen when the server answers 404', async () => {
    stubFetch(() => NOT_FOUND());
    renderApp('/institution/admin-settings/general/?institution=elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found screen for a section the settings do not have', async () => {
    serve();
    renderApp('/institution/admin-settings/billing/?institution=nusantara');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
