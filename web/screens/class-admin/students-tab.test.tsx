import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { StudentExportState, StudentRow, StudentsPage } from '../../../common/api/progress';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { StudentsTab } from './students-tab';

resetClientAroundEachTest();

const student = (index: number): StudentRow => ({
  userId: `u${index}`,
  fullName: `Learner ${index}`,
  emailAddress: `learner${index}@example.com`,
  progress: index * 10,
  completedPages: index,
  totalPages: 10,
  lastActiveAt: index === 1 ? null : new Date(Date.now() - 3 * 86_400_000).toISOString(),
  learningTimeSeconds: index === 2 ? 5460 : 300,
  enrolledAt: '2026-01-01T00:00:00.000Z',
});

/** Serves 30 learners, 25 a page, and the export's states in turn. */
function serve(exportStates: StudentExportState[] = []) {
  return stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname.startsWith('/json/cohort/read/getStudents/')) {
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: 30 }, (_, index) => student(index + 1));
      const result: StudentsPage = {
        students: all.slice((page - 1) * 25, page * 25),
        total: 30,
        page,
        pageSize: 25,
      };
      return jsonResponse({ result });
    }
    if (url.pathname.startsWith('/json/cohort/update/startStudentExport/')) {
      return jsonResponse({ result: { exportId: 'e1' } });
    }
    if (url.pathname.startsWith('/json/cohort/read/getStudentExport/')) {
      return jsonResponse({ result: exportStates.length > 1 ? exportStates.shift() : exportStates[0] });
    }
    return jsonResponse({ result: null });
  });
}

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <StudentsTab cohortPath="spring" />
    </QueryClientProvider>,
  );
}

const studentsCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.includes('getStudents')).map((call) => call.url.split('?')[1]);

describe('the students tab', () => {
  it('shows progress, last activity and learning time, and sorts by a column header', async () => {
    const calls = serve();
    const { container } = renderTab();
    expect(await screen.findByText('Learner 2')).toBeTruthy();
    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
    const rows = within(screen.getByRole('table', { name: 'Learners of the class' })).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(within(rows[1]!).getByText('Never')).toBeTruthy();
    expect(within(rows[2]!).getByText('1 h 31 min')).toBeTruthy();
    const lastActive = within(rows[2]!).getByText('3 days ago');
    expect(lastActive.getAttribute('title')).toBeTruthy();
    expect(
      within(rows[2]!)
        .getByRole('progressbar', { name: 'Progress of Learner 2' })
        .getAttribute('aria-valuenow'),
    ).toBe('20');

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Progress/ })).getByRole('button'));
    await waitFor(() => expect(studentsCalls(calls)).toContain('sort=progress&order=asc&page=1'));
    expect(screen.getByRole('columnheader', { name: /Progress/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Progress/ })).getByRole('button'));
    await waitFor(() => expect(studentsCalls(calls)).toContain('sort=progress&order=desc&page=1'));
    expect(screen.getByRole('columnheader', { name: /Progress/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('pages 25 learners at a time', async () => {
    const calls = serve();
    renderTab();
    expect(await screen.findByText('Page 1 of 2 (30 learners)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Learner 30')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 (30 learners)')).toBeTruthy();
    expect(studentsCalls(calls)).toContain('sort=name&order=asc&page=2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports a CSV: its percentage while it runs, then a download link', async () => {
    const calls = serve([
      { status: 'running', percentage: 40 },
      { status: 'finished', percentage: 100, downloadUrl: '/api/cohort/spring/exports/e1.csv' },
    ]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Preparing the CSV… 40%')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download CSV' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/api/cohort/spring/exports/e1.csv');
    expect(screen.getByRole('status').textContent).toBe('The CSV is ready.');
    expect(calls.filter((call) => call.url.includes('getStudentExport/spring?exportId=e1')).length).toBe(2);
    expect(calls.find((call) => call.url.includes('startStudentExport'))?.method).toBe('POST');
  });

  it('says when the export failed and offers to try again', async () => {
    serve([{ status: 'failed', percentage: 20 }]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  });
});
