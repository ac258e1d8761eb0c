import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyInstitution } from '../../common/api/institution';
import { authStore } from '../auth/auth-store';
import { buildUser } from '../test/fixtures';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { jsonResponse, stubFetch } from '../test/stub-fetch';

const RUNNER = buildUser({ institutionRoles: { nusantara: 'owner', 'kota-college': 'administrator' } });
const MINE: MyInstitution[] = [
  { path: 'kota-college', name: 'Kota College', role: 'administrator', status: 'active' },
  { path: 'nusantara', name: 'Universitas Nusantara', role: 'owner', status: 'active' },
];

resetAppAroundEachTest(() => RUNNER);

function serve(answer: () => Response) {
  return stubFetch((call) =>
    call.url.startsWith('/json/institute/lookup/getMyInstitutions') ? answer() : jsonResponse({ result: [] }),
  );
}

describe('the top bar’s institutions menu', () => {
  it('lists the institutions the person runs, each leading to its courses, once opened', async () => {
    const calls = serve(() => jsonResponse({ result: MINE }));
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Institutions' });
    expect(calls.some((call) => call.url.includes('getMyInstitutions'))).toBe(false);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    const link = await within(menu).findByRole('menuitem', { name: /Universitas Nusantara/ });
    expect(link.getAttribute('href')).toBe('/institution/admin/?institution=nusantara&action=courses');
    expect(link.textContent).toContain('Owner');
    expect(within(menu).getByRole('menuitem', { name: /Kota College/ }).textContent).toContain(
      'Administrator',
    );
  });

  it('says when the list cannot be loaded', async () => {
    serve(() => new Response('{}', { status: 500 }));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Institutions' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your institutions could not be loaded. Close the menu and open it again to retry.',
    );
  });

  it('is not there for someone who runs no institution', async () => {
    serve(() => jsonResponse({ result: [] }));
    act(() => authStore.userLoaded(buildUser()));
    renderApp('/');
    await screen.findByRole('button', { name: /Recent/ });
    expect(screen.queryByRole('button', { name: 'Institutions' })).toBeNull();
  });
});
