import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentData, StudentDataExport, StudentDataPage } from '../../../common/api/student-data';
import { queryClient } from '../../api/query-client';
import { StaleAnswerError, studentDataKey } from '../../api/student-data';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse } from '../../test/stub-fetch';
import { ARCHIVED_COURSE, answer, COURSE, serveInstitution, studentData } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const PAGE = '/institution/admin/?institution=nusantara&action=studentData';
const LIST = '/json/institute/read/getStudentData/nusantara';
const CSV_ID = '00000000-0000-4000-8000-0000000000c5';
const day = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

const params = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://localhost').searchParams);
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.includes(LIST));

type Handler = (call: FetchCall) => Response | Promise<Response>;

/**
 * Serves the institution's learners (found by name or address, 25 a page, the request's number
 * sent back), its courses, and the export's states in turn; `delay` may hold back a list answer.
 */
function serve(
  all: StudentData[],
  {
    exportStates = [],
    delay,
    failing = () => false,
  }: {
    exportStates?: StudentDataExport[];
    delay?: (q: string) => Promise<void> | undefined;
    /** Whether the list fails to load now. */
    failing?: () => boolean;
  } = {},
) {
  const handlers: Record<string, Handler> = {
    'read/getAllCourseSearchSummaries': answer([COURSE, ARCHIVED_COURSE]),
    'read/getStudentData': async (call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      await delay?.(q);
      if (failing()) return jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
      const found = all.filter((one) => one.fullName.toLowerCase().includes(q) || one.email.includes(q));
      const offset = Number(query.get('offset'));
      const result: StudentDataPage = {
        requestId: Number(query.get('requestId')),
        students: found.slice(offset, offset + Number(query.get('limit'))),
        total: found.length,
      };
      return jsonResponse({ result });
    },
    'update/startStudentDataExport': answer({ csvID: CSV_ID, status: 'running', percentage: 0 }),
    'read/getStudentDataExport': () =>
      jsonResponse({ result: exportStates.length > 1 ? exportStates.shift() : exportStates[0] }),
  };
  return serveInstitution(handlers);
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('an institution’s student data', () => {
  it('lists the learners with their classes, progress, last activity and learning time', async () => {
    const calls = serve([
      studentData(1),
      studentData(2, {
        fullName: 'Budi Santoso',
        lastActiveAt: null,
        learningTimeSeconds: 300,
        classes: [],
      }),
    ]);
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: 'Learner 1' });
    await waitFor(() => expect(document.title).toBe('Student data - Universitas Nusantara - Kelas'));
    const first = within(row('Learner 1'));
    expect(first.getByText('learner1@kelas.example')).toBeTruthy();
    expect(first.getByText('Algebra for Beginners')).toBeTruthy();
    expect(first.getByText('Spring 2026')).toBeTruthy();
    expect(first.getByText('40%')).toBeTruthy();
    const bar = first.getByRole('progressbar', { name: 'Progress of Learner 1 in Algebra for Beginners' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(first.getByText(day('2026-06-10T03:00:00.000Z'))).toBeTruthy();
    expect(first.getByText('1 h 31 min')).toBeTruthy();
    expect(first.getByText(day('2026-05-04T03:00:00.000Z'))).toBeTruthy();
    const budi = within(row('Budi Santoso'));
    expect(budi.getByText('Never')).toBeTruthy();
    expect(budi.getByText('5 min')).toBeTruthy();
    expect(budi.getByText('No classes')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    // On a narrow screen each cell is named by its column.
    expect(first.getByText('learner1@kelas.example').getAttribute('data-label')).toBe('E-mail');
    expect(params(listCalls(calls)[0])).toEqual({
      offset: '0',
      limit: '25',
      q: '',
      sort: 'name',
      order: 'asc',
      requestId: '1',
    });
    const nav = within(screen.getByRole('navigation', { name: 'Institution pages' }));
    expect(nav.getByRole('link', { name: 'Student data' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe(
      '/institution/admin/?institution=nusantara&action=courses',
    );
  });

  it('searches by name or address, ignoring an older request’s answer that comes after a newer one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serve([studentData(1), studentData(2, { fullName: 'Budi Santoso' })], {
      delay: (q) => (q === 'bu' ? held : undefined),
    });
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: 'Learner 1' });
    const search = screen.getByLabelText('Search learners');
    fireEvent.change(search, { target: { value: 'bu' } });
    await waitFor(() => expect(params(listCalls(calls).at(-1))).toMatchObject({ q: 'bu' }));
    fireEvent.change(search, { target: { value: 'learner 1' } });
    await waitFor(() => expect(params(listCalls(calls).at(-1))).toMatchObject({ q: 'learner 1' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Learner 2' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Learner 1' })).toBeTruthy();
    const numbers = listCalls(calls).map((call) => Number(params(call).requestId));
    expect(numbers).toEqual([1, 2, 3]);

    // The answer to "bu" (request 2) comes last: it is not taken, and not kept.
    release();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: studentDataKey('nusantara') })
          .map((query) => query.state.error),
      ).toContainEqual(new StaleAnswerError(2)),
    );
    expect(screen.queryByRole('rowheader', { name: 'Budi Santoso' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Learner 1' })).toBeTruthy();
    const kept = queryClient
      .getQueriesData<StudentDataPage>({ queryKey: studentDataKey('nusantara') })
      .map(([, data]) => data?.requestId);
    expect(kept).not.toContain(2);
  });

  it('sends the course filter and the sort, and says when no learner matches', async () => {
    const calls = serve([studentData(1)]);
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: 'Learner 1' });
    const courses = screen.getByLabelText('Course') as HTMLSelectElement;
    await within(courses).findByRole('option', { name: 'Algebra for Beginners' });
    fireEvent.change(courses, { target: { value: COURSE.path } });
    await waitFor(() => expect(params(listCalls(calls).at(-1))).toMatchObject({ course: 'algebra' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'learningTime' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'desc' } });
    await waitFor(() =>
      expect(params(listCalls(calls).at(-1))).toMatchObject({
        course: 'algebra',
        sort: 'learningTime',
        order: 'desc',
        offset: '0',
      }),
    );
    fireEvent.change(screen.getByLabelText('Search learners'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No learner matches your search.')).toBeTruthy();
  });

  it('shows 25 learners a page, the next page on Next', async () => {
    const calls = serve(Array.from({ length: 30 }, (_, index) => studentData(index + 1)));
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: 'Learner 25' });
    expect(screen.getByText('Showing 1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Learner 30' })).toBeTruthy();
    expect(params(listCalls(calls).at(-1))).toMatchObject({ offset: '25', requestId: '2' });
  });

  it('says when the learners could not be loaded, and loads them again', async () => {
    let failing = true;
    serve([studentData(1)], { failing: () => failing });
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The learners could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Learner 1' })).toBeTruthy();
  });

  it('explains that learners show once they enrol when there are none yet', async () => {
    serve([]);
    renderApp(PAGE);
    expect(await screen.findByText('No learners yet')).toBeTruthy();
    expect(screen.getByText(/once they enrol in one of the institution’s courses/)).toBeTruthy();
  });

  it('exports a CSV: its percentage while it runs, then a download link', async () => {
    const calls = serve([studentData(1)], {
      exportStates: [
        { csvID: CSV_ID, status: 'running', percentage: 40 },
        { csvID: CSV_ID, status: 'finished', percentage: 100 },
      ],
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Preparing the CSV… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    const link = await screen.findByRole('link', { name: 'Download CSV' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe(
      `/api/institution/student-data.csv?institution=nusantara&csvID=${CSV_ID}`,
    );
    expect(screen.getByText('The CSV is ready.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Export progress' })).toBeNull();
    expect(calls.find((call) => call.url.includes('startStudentDataExport'))?.method).toBe('POST');
    expect(
      calls.filter((call) => call.url.includes(`getStudentDataExport/nusantara?csvID=${CSV_ID}`)).length,
    ).toBe(2);
  });

  it('says when the export failed and offers to try again', async () => {
    serve([studentData(1)], { exportStates: [{ csvID: CSV_ID, status: 'failed', percentage: 20 }] });
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  });
});
