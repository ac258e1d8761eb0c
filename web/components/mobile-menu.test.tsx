import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecentCourse } from '../../common/api/catalogue';
import { authStore } from '../auth/auth-store';
import { buildUser } from '../test/fixtures';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { jsonResponse, stubFetch } from '../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const RECENT: RecentCourse[] = [
  { path: 'data-101', name: 'Data 101', imageUrl: null, visitedAt: '2030-01-02T03:00:00.000Z' },
];

describe('the mobile menu of a signed-in person', () => {
  it('leads to My courses, progress, their profile and their recent courses', async () => {
    stubFetch((call) =>
      jsonResponse({ result: call.url.includes('getRecentlyVisitedCourses') ? RECENT : null }),
    );
    renderApp('/about/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('button', { name: 'Menu' }).nextElementSibling as HTMLElement;
    const href = (name: string) => within(panel).getByRole('link', { name }).getAttribute('href');
    // A signed-in person's part of the menu is a chunk of its own.
    await within(panel).findByRole('link', { name: 'My courses' });
    expect(href('My courses')).toBe('/courses/my/');
    expect(href('My progress')).toBe('/progress/');
    expect(href('Your profile')).toBe('/u/siti-rahmah/');
    expect(await within(panel).findByText('Recently visited courses')).toBeTruthy();
    expect((await within(panel).findByRole('link', { name: 'Data 101' })).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
  });
});

describe('the mobile menu of someone who runs an institution', () => {
  it('lists their institutions too', async () => {
    act(() => authStore.userLoaded(buildUser({ institutionRoles: { nusantara: 'owner' } })));
    stubFetch((call) =>
      jsonResponse({
        result: call.url.includes('getMyInstitutions')
          ? [{ path: 'nusantara', name: 'Universitas Nusantara', role: 'owner', status: 'active' }]
          : [],
      }),
    );
    renderApp('/about/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('button', { name: 'Menu' }).nextElementSibling as HTMLElement;
    expect(await within(panel).findByText('Institutions you run')).toBeTruthy();
    expect(
      (await within(panel).findByRole('link', { name: /Universitas Nusantara/ })).getAttribute('href'),
    ).toBe('/institution/admin/?institution=nusantara&action=courses');
  });
});
