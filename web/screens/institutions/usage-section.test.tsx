import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ActiveUserCounts, InstitutionUsage } from '../../../common/api/usage';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { answer, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin/?institution=nusantara&action=usage';

const COUNTS: ActiveUserCounts = { day: 3, week: 12, month: 40, learners: 57 };
const USAGE: InstitutionUsage = {
  subscriptionId: null,
  canManageSubscription: true,
  learnerLimit: 100,
  learners: 57,
  billingPeriodSummary: { start: '2026-11-10', end: '2026-12-10', activeUsers: 31 },
  billingCycleUsageSummary: [
    { start: '2026-10-10', end: '2026-11-10', activeUsers: 44 },
    { start: '2026-11-10', end: '2026-12-10', activeUsers: 31 },
  ],
  monthlyUsageSummary: {
    subscriptionId: null,
    monthlyUsages: [
      { month: '2026-10', activeUsers: 45, learningSeconds: 36_000 },
      { month: '2026-11', activeUsers: 38, learningSeconds: 7_200 },
    ],
  },
};

describe('the usage screen', () => {
  it('shows the active learners, the billing period against the limit, and each month and period', async () => {
    serveInstitution({ 'read/getInstitutionUsage': answer(USAGE), 'read/activeUserCounts': answer(COUNTS) });
    renderApp(SCREEN);
    expect(await screen.findByText('Loading the usage…')).toBeTruthy();
    const active = await screen.findByRole('region', { name: 'Active learners' });
    expect(await within(active).findByText('40')).toBeTruthy();
    expect(within(active).getByText('57')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usage' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: /^Billing period Nov 10\s–\sDec 9, 2026$/ })).toBeTruthy();
    expect(screen.getByText('31 active learners so far, with a learner limit of 100.')).toBeTruthy();
    const periods = screen.getByRole('region', { name: 'Billing periods' });
    expect(
      within(periods)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Billing periodActive learners',
      expect.stringMatching(/^Nov 10\s–\sDec 9, 202631$/),
      expect.stringMatching(/^Oct 10\s–\sNov 9, 202644$/),
    ]);
    fireEvent.click(screen.getByText('Show the chart’s data as a table'));
    expect(screen.getByRole('rowheader', { name: 'Oct 2026' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '10 h 0 min' })).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  // The app asks a failed read once more by itself: both failing is a refusal.
  it('counts a failed usage read as forbidden, and reads again when asked', async () => {
    let asked = 0;
    serveInstitution({
      'read/getInstitutionUsage': () => {
        asked++;
        return asked <= 2
          ? jsonResponse({ error: 'server_error', reason: 'Something went wrong.' }, 500)
          : jsonResponse({ result: USAGE });
      },
      'read/activeUserCounts': answer(COUNTS),
    });
    renderApp(SCREEN);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('You can’t see this institution’s usage.');
    fireEvent.click(within(refusal).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Active learners' })).toBeTruthy();
  });
});
