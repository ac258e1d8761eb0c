import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { fieldRefusal, NOT_FOUND, SETTINGS } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const CREATE = '/json/institute/create';
const TAKEN = 'Another institution has this address. Choose another.';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('creating an institution', () => {
  it('sends what was typed, shows the server’s reason by its field, then opens the new institution', async () => {
    let refuse = true;
    const calls = stubFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === CREATE && refuse) {
        refuse = false;
        return fieldRefusal('path', TAKEN, 'institution.pathTaken');
      }
      if (url.pathname === CREATE)
        return jsonResponse({ result: { ...SETTINGS, ...(call.body as object), path: 'nusantara-2' } });
      if (url.pathname === '/json/institute/read/getSettings/nusantara-2')
        return jsonResponse({ result: { ...SETTINGS, path: 'nusantara-2' } });
      if (url.pathname.startsWith('/json/institute/')) return jsonResponse({ result: [] });
      return NOT_FOUND();
    });
    const router = renderApp('/institution/create/');
    await screen.findByRole('heading', { level: 1, name: 'Create an institution' });
    await waitFor(() => expect(document.title).toBe('Create an institution - Kelas'));

    type('Name', 'Universitas Nusantara');
    const address = screen.getByLabelText('Address') as HTMLInputElement;
    // The address follows the name until it is typed.
    expect(address.value).toBe('universitas-nusantara');
    type('Address', 'nusantara');
    expect(address.value).toBe('nusantara');
    type('Country', 'in');
    expect((screen.getByLabelText('Where its data is kept') as HTMLSelectElement).value).toBe('au');
    type('Where its data is kept', 'us');
    fireEvent.click(screen.getByRole('button', { name: 'Create the institution' }));

    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(address.getAttribute('aria-describedby')).toContain(screen.getByText(TAKEN).id);
    expect(calls.find((call) => call.url.endsWith(CREATE))?.body).toEqual({
      name: 'Universitas Nusantara',
      path: 'nusantara',
      country: 'in',
      region: 'us',
    });
    // Nothing typed is lost, and the reason goes as its field changes.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Universitas Nusantara');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('in');
    type('Address', 'nusantara-2');
    expect(screen.queryByText(TAKEN)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create the institution' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/institution/admin-settings/general/'));
    expect(router.state.location.search).toBe('?institution=nusantara-2');
    expect(calls.filter((call) => call.url.endsWith(CREATE)).at(-1)?.body).toMatchObject({
      path: 'nusantara-2',
    });
  });

  it('asks a visitor to log in', async () => {
    stubFetch(() => NOT_FOUND());
    act(() => authStore.userLoaded(null));
    renderApp('/institution/create/');
    expect(await screen.findByText('Log in to create an institution.')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
