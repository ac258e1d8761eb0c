import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CompletionReport, CompletionTable } from '../../../common/api/completion-report';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { answer, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin/?institution=nusantara&action=reports';

const REPORT: CompletionReport = {
  courses: [
    {
      coursePath: 'writing',
      courseName: 'Writing',
      learners: 3,
      completed: 1,
      classes: [
        { cohortPath: 'evening', cohortName: 'Evening', learners: 2, completed: 0 },
        { cohortPath: 'morning', cohortName: 'Morning', learners: 1, completed: 1 },
      ],
    },
  ],
};

const row = (n: number, change: Partial<CompletionTable['rows'][number]> = {}) => ({
  userId: `user-${n}`,
  fullName: `Learner ${n}`,
  email: `learner${n}@example.com`,
  cohortName: 'Evening',
  enrolledAt: '2026-02-03T10:00:00.000Z',
  completedPages: 1,
  totalPages: 2,
  completedAt: null,
  lastActiveAt: null,
  ...change,
});

describe('the reports screen', () => {
  it('shows each course’s classes with their completion, and a class’s learners with DD/MM/YYYY dates, paged', async () => {
    const calls = serveInstitution({
      'read/getCompletionReport': answer(REPORT),
      'read/getCompletionTable': (call) => {
        const offset = Number(new URL(call.url, 'http://localhost').searchParams.get('offset') ?? 0);
        const rows =
          offset === 0
            ? [
                row(1, {
                  completedPages: 2,
                  completedAt: '2026-03-05T22:30:00.000Z',
                  lastActiveAt: '2026-03-05T22:30:00.000Z',
                }),
                ...Array.from({ length: 49 }, (_, index) => row(index + 2)),
              ]
            : [row(51)];
        return jsonResponse({ result: { rows, total: 51 } });
      },
    });
    renderApp(SCREEN);
    const course = await screen.findByRole('region', { name: 'Writing' });
    const rows = within(course)
      .getAllByRole('row')
      .map((one) =>
        within(one)
          .queryAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', '1', '33%'],
      ['2', '0', '0%'],
      ['1', '1', '100%'],
    ]);
    expect(within(course).getByRole('link', { name: 'Download CSV of Evening' }).getAttribute('href')).toBe(
      '/api/institution/completion.csv?institution=nusantara&course=writing&cohort=evening',
    );
    expect(
      within(course).getByRole('link', { name: 'Download CSV of All classes' }).getAttribute('href'),
    ).toBe('/api/institution/completion.csv?institution=nusantara&course=writing');

    fireEvent.click(within(course).getByRole('button', { name: 'Show learners of Evening' }));
    const table = await screen.findByRole('region', { name: 'Writing: Evening' });
    const first = await within(table).findByRole('row', { name: /Learner 1 / });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['learner1@example.com', 'Evening', '03/02/2026', '2 of 2 pages', '05/03/2026', '05/03/2026']);
    expect(within(table).getByText('Showing 1–50 of 51')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('getCompletionTable')).at(-1)?.url).toContain(
      'cohort=evening',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Showing 51–51 of 51')).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('says what to do when the institution has no courses', async () => {
    serveInstitution({ 'read/getCompletionReport': answer({ courses: [] }) });
    renderApp(SCREEN);
    expect(await screen.findByText('No courses to report on')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the institution’s courses' }).getAttribute('href')).toBe(
      '/institution/admin/?institution=nusantara&action=courses',
    );
  });
});
