import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { answer, COURSE, NOT_FOUND, OWNER, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

function serve() {
  return serveInstitution({
    'read/getAllCourseSearchSummaries': answer([COURSE]),
    'read/getAddableCourses': answer([]),
    'read/getTeam': answer([OWNER]),
  });
}

describe('running an institution', () => {
  it('shows its courses when no action is named, under its name, accessibly', async () => {
    serve();
    renderApp('/institution/admin/?institution=nusantara');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitas Nusantara' })).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Algebra for Beginners' });
    await screen.findByText('You administer no course outside an institution.');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('links the settings back to the courses', async () => {
    serve();
    renderApp('/institution/admin-settings/team/?institution=nusantara');
    const nav = within(await screen.findByRole('navigation', { name: 'Institution pages' }));
    expect(nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe(
      '/institution/admin/?institution=nusantara&action=courses',
    );
  });

  it('shows the not-found screen for an action it does not have', async () => {
    serve();
    renderApp('/institution/admin/?institution=nusantara&action=billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found screen without an institution, or for one the caller may not see', async () => {
    stubFetch(() => NOT_FOUND());
    renderApp('/institution/admin/?institution=elsewhere&action=courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found screen when no institution is named', async () => {
    serve();
    renderApp('/institution/admin/?action=courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
