import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  type CertificateBatchState,
  type CertificateList,
  type CertificateRequestRow,
  type CertificateRow,
  type CertificateSettingsView,
  DEFAULT_CERTIFICATE_DESIGN,
  type UncertifiedLearner,
} from '../../../common/api/certification';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SETTINGS: CertificateSettingsView = {
  enabled: true,
  design: DEFAULT_CERTIFICATE_DESIGN,
  issueRule: 'manual',
  minLearningMinutes: 30,
  passMark: null,
  price: null,
  courseName: 'Data Literacy',
  learningHours: null,
  outcomes: [],
  issuedCount: 60,
};

const certificate = (index: number): CertificateRow => ({
  code: `CODE${String(index).padStart(2, '0')}-ABCDE`,
  userId: `u${index}`,
  learnerName: `Learner ${index}`,
  email: `learner${index}@example.com`,
  className: 'Morning class',
  status: index === 2 ? 'revoked' : 'valid',
  issuedAt: '2026-03-02T09:00:00.000Z',
  refreshedAt: null,
  revokedAt: index === 2 ? '2026-03-05T09:00:00.000Z' : null,
  revokedReason: index === 2 ? 'Issued in error' : null,
  issuedByName: index === 1 ? null : 'Rina Admin',
});

const UNCERTIFIED: UncertifiedLearner[] = [
  {
    userId: 'u70',
    fullName: 'Nur Aisyah',
    email: 'nur@example.com',
    className: 'Morning class',
    progress: 40,
  },
  {
    userId: 'u71',
    fullName: 'Budi Santoso',
    email: 'budi@example.com',
    className: 'Morning class',
    progress: 100,
  },
];

const ALL = Array.from({ length: 60 }, (_, index) => certificate(index + 1));

/** The course's 60 certificates, 50 a page; `answer` answers the writes first. */
function serve(answer: (call: FetchCall, url: URL) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const written = answer(call, url);
    if (written) return written;
    if (url.pathname === '/json/course/read/getCertificateSettings/data-101')
      return jsonResponse({ result: SETTINGS });
    if (url.pathname === '/json/course/read/getCertificates/data-101') {
      const page = Number(url.searchParams.get('page'));
      const status = url.searchParams.get('status');
      const rows = ALL.filter((row) => status === 'all' || row.status === status);
      const result: CertificateList = {
        rows: rows.slice((page - 1) * 50, page * 50),
        page,
        pageSize: 50,
        total: rows.length,
      };
      return jsonResponse({ result });
    }
    if (url.pathname === '/json/course/read/getUncertifiedLearners/data-101')
      return jsonResponse({ result: UNCERTIFIED });
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.includes('getCertificates')).map((call) => call.url.split('?')[1]);

async function openList() {
  renderApp('/certification/students/?course=data-101');
  return screen.findByRole('table', { name: 'Certificates issued in this course' });
}

describe('the student certification list', () => {
  it('shows 50 certificates a page with their status, dates, issuer and actions', async () => {
    const calls = serve();
    const table = await openList();
    await waitFor(() => expect(document.title).toBe('Student certificates - Data Literacy - Kelas'));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(within(rows[1]!).getByText('Course rule')).toBeTruthy();
    expect(within(rows[2]!).getByText('Revoked')).toBeTruthy();
    expect(within(rows[2]!).getByText('Issued in error')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    const verify = within(rows[1]!).getByRole('link', {
      name: 'Verification page of Learner 1’s certificate (opens in a new tab)',
    });
    expect(verify.getAttribute('href')).toBe('/certificate-verification/code01-abcde/');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /PDF of Learner 1/ })
        .getAttribute('href'),
    ).toBe('/api/certificates/CODE01-ABCDE.pdf');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/certificates/export.csv?course=data-101',
    );
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    expect(screen.getByText('Page 1 of 2 (60 certificates)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Learner 60')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 (60 certificates)')).toBeTruthy();
    expect(listCalls(calls)).toContain('page=2&status=all&search=');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('filters by status and searches once typing pauses, from page 1', async () => {
    const calls = serve();
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Learner 60');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'revoked' } });
    await waitFor(() => expect(listCalls(calls)).toContain('page=1&status=revoked&search='));
    fireEvent.change(screen.getByLabelText('Search by name, e-mail or code'), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Search by name, e-mail or code'), {
      target: { value: 'Learner 2' },
    });
    await waitFor(() => expect(listCalls(calls)).toContain('page=1&status=revoked&search=Learner%202'));
    expect(listCalls(calls).filter((query) => query?.includes('search=L&'))).toEqual([]);
  });

  it('revokes only with a reason, then reads the list again', async () => {
    const calls = serve((_call, url) =>
      url.pathname === '/json/certificate/update/revoke/CODE01-ABCDE'
        ? jsonResponse({ result: {} })
        : undefined,
    );
    const table = await openList();
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke Learner 1’s certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Learner 1’s certificate?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Say why in 1 to 300 characters.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/revoke/'))).toBe(false);

    const before = listCalls(calls).length;
    fireEvent.change(reason, { target: { value: 'Issued in error' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText('Learner 1’s certificate was revoked.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.url.includes('/revoke/'))?.body).toEqual({ reason: 'Issued in error' });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows the server’s reason for a refused revocation by the field', async () => {
    serve((_call, url) =>
      url.pathname.startsWith('/json/certificate/update/revoke/')
        ? jsonResponse(
            {
              error: 'invalid_input',
              reason: 'Say why in 1 to 300 characters.',
              fields: { reason: 'Say why in 1 to 300 characters.' },
              fieldCodes: { reason: { code: 'certificate.revokeReason', params: { max: 300 } } },
            },
            400,
          )
        : undefined,
    );
    const table = await openList();
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke Learner 3’s certificate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveProperty('value', '   x');
  });

  it('refreshes after a confirmation that says what refreshing does', async () => {
    const calls = serve((_call, url) =>
      url.pathname === '/json/certificate/update/refresh/CODE03-ABCDE'
        ? jsonResponse({ result: {} })
        : undefined,
    );
    const table = await openList();
    fireEvent.click(within(table).getByRole('button', { name: 'Refresh Learner 3’s certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refresh Learner 3’s certificate?' });
    expect(within(dialog).getByText(/issued again under the same code/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Learner 3’s certificate was refreshed.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/refresh/CODE03-ABCDE') && call.method === 'POST')).toBe(
      true,
    );
  });

  it('issues a certificate by hand, saying why the server refused one', async () => {
    const calls = serve((call, url) => {
      if (url.pathname !== '/json/certificate/create') return undefined;
      const { userId } = call.body as { userId: string };
      return userId === 'u70'
        ? jsonResponse(
            {
              error: 'invalid_input',
              reason: 'This learner has 10 of the 30 minutes of active learning this certificate asks for.',
              fields: {
                userId: 'This learner has 10 of the 30 minutes of active learning this certificate asks for.',
              },
            },
            400,
          )
        : jsonResponse({ result: {} });
    });
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Issue a certificate' }));
    const panel = await screen.findByRole('table', { name: 'Learners without a certificate' });
    expect(within(panel).getByText('40%')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Issue a certificate to Nur Aisyah' }));
    expect(
      await screen.findByText(
        'Nur Aisyah: This learner has 10 of the 30 minutes of active learning this certificate asks for.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Issue a certificate to Budi Santoso' }));
    expect(await screen.findByText('A certificate was issued to Budi Santoso.')).toBeTruthy();
    expect(
      calls.filter((call) => call.url.endsWith('/json/certificate/create')).map((call) => call.body),
    ).toEqual([
      { coursePath: 'data-101', userId: 'u70' },
      { coursePath: 'data-101', userId: 'u71' },
    ]);
  });

  it('says so when no certificate is issued yet', async () => {
    serve((_call, url) =>
      url.pathname === '/json/course/read/getCertificates/data-101'
        ? jsonResponse({ result: { rows: [], page: 1, pageSize: 50, total: 0 } })
        : undefined,
    );
    renderApp('/certification/students/?course=data-101');
    expect(await screen.findByRole('heading', { name: 'No certificates issued yet' })).toBeTruthy();
  });
});

const running = (done: number, total: number): CertificateBatchState => ({
  batchId: 'b1',
  status: 'running',
  percentage: Math.round((100 * done) / total),
  total,
  done,
  issued: done,
  skipped: { already_issued: 0, not_learner: 0, learning_time_short: 0, off: 0, class_off: 0 },
});

const BATCH_RUNNING =
  'Certificates of this course are being issued in bulk already. Wait for that to finish, then start again.';

/** Each of `answers` in turn, the last again; none (null) when there are none. */
function inTurn(answers: CertificateBatchState[]) {
  let asked = 0;
  return () =>
    jsonResponse({ result: answers.length > 0 ? answers[Math.min(asked++, answers.length - 1)] : null });
}

/**
 * serve(), with the course's bulk issues: the status call answers each of `latest` in turn (the
 * last again; none: null) until a batch is asked to start, `started` answers that, then it answers
 * each of `states` in turn.
 */
function serveBatches({
  latest = [],
  started = () => jsonResponse({ result: running(0, 3) }),
  states = [],
  classes = [],
}: {
  latest?: CertificateBatchState[];
  started?: () => Response;
  states?: CertificateBatchState[];
  classes?: { path: string; name: string }[];
}) {
  let startAsked = false;
  const before = inTurn(latest);
  const after = inTurn(states);
  return serve((_call, url) => {
    if (url.pathname === '/json/course/update/issueCertificates/data-101') {
      startAsked = true;
      return started();
    }
    if (url.pathname === '/json/course/read/getCertificateBatch/data-101')
      return startAsked ? after() : before();
    if (url.pathname === '/json/cohort/lookup/listClasses')
      return jsonResponse({
        result: { coursePath: 'data-101', defaultCohort: null, canManage: true, classes },
      });
    return undefined;
  });
}

const startCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.endsWith('/issueCertificates/data-101')).map((call) => call.body);

async function openIssuePanel() {
  await openList();
  fireEvent.click(screen.getByRole('button', { name: 'Issue a certificate' }));
  return screen.findByRole('table', { name: 'Learners without a certificate' });
}

describe('learners asking for the certificate', () => {
  const REQUEST: CertificateRequestRow = {
    userId: 'u70',
    fullName: 'Nur Aisyah',
    email: 'nur@example.com',
    className: 'Morning class',
    progress: 100,
    learningMinutes: 95,
    requestedAt: '2026-03-01T09:00:00.000Z',
  };
  const withRequests = (write: (call: FetchCall, url: URL) => Response | undefined) =>
    serve((call, url) =>
      url.pathname === '/json/course/read/getCertificateRequests/data-101'
        ? jsonResponse({ result: [REQUEST] })
        : write(call, url),
    );

  it('lists them, issues to one, and declines another only with a reason', async () => {
    const calls = withRequests((_call, url) => {
      if (url.pathname === '/json/certificate/create') return jsonResponse({ result: {} });
      if (url.pathname === '/json/course/update/declineCertificateRequest/data-101')
        return jsonResponse({ result: { userId: 'u70' } });
      return undefined;
    });
    await openList();
    const requests = await screen.findByRole('region', { name: '1 learner asks for the certificate' });
    expect(within(requests).getByText('95 minutes')).toBeTruthy();
    const audit = await axe.run(requests, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    fireEvent.click(within(requests).getByRole('button', { name: 'Issue the certificate to Nur Aisyah' }));
    expect(await screen.findByText('A certificate was issued to Nur Aisyah.')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/json/certificate/create'))?.body).toEqual({
      coursePath: 'data-101',
      userId: 'u70',
    });

    fireEvent.click(within(requests).getByRole('button', { name: 'Decline Nur Aisyah’s request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Nur Aisyah’s request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Say why in 1 to 300 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Finish module 3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Nur Aisyah’s request was declined.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('declineCertificateRequest'))?.body).toEqual({
      userId: 'u70',
      reason: 'Finish module 3',
    });
  });
});

describe('issuing certificates in bulk', () => {
  it('issues to every learner without one after a confirmation, with its progress then a summary', async () => {
    const calls = serveBatches({
      states: [
        {
          ...running(3, 3),
          status: 'finished',
          issued: 1,
          skipped: { already_issued: 1, not_learner: 0, learning_time_short: 1, off: 0, class_off: 0 },
        },
      ],
    });
    await openIssuePanel();
    fireEvent.click(screen.getByRole('button', { name: 'Issue to every learner without a certificate' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Issue certificates to every learner without one?',
    });
    expect(
      within(dialog).getByText(
        /The course’s certificate is issued to the 2 learners of this course without one\./,
      ),
    ).toBeTruthy();
    const before = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue certificates' }));

    expect(await screen.findByText('Issuing certificates: 0 of 3 done.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Certificates issued in bulk so far' })).toBeTruthy();
    expect(startCalls(calls)).toEqual([{ learners: 'uncertified' }]);
    expect(
      screen.getByRole('button', { name: 'Issue to every learner without a certificate' }),
    ).toHaveProperty('disabled', true);

    const summary = await screen.findByRole('region', { name: 'Bulk issue' });
    expect(
      await within(summary).findByText('Finished: 1 certificate issued.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('1 learner already had a certificate')).toBeTruthy();
    expect(screen.getByText('1 learner has too little learning time')).toBeTruthy();
    // The lists are read again: the certificates issued, the learners still without one.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(calls.filter((call) => call.url.includes('getUncertifiedLearners')).length).toBeGreaterThan(1);
    expect(
      screen.getByRole('button', { name: 'Issue to every learner without a certificate' }),
    ).toHaveProperty('disabled', false);
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Bulk issue' })).toBeNull();
  });

  it('issues to the learners of one class when the course has several', async () => {
    const calls = serveBatches({
      classes: [
        { path: 'morning', name: 'Morning class' },
        { path: 'evening', name: 'Evening class' },
      ],
    });
    await openIssuePanel();
    fireEvent.change(await screen.findByLabelText('Class'), { target: { value: 'evening' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue to every learner without a certificate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/to all learners of the class Evening class without one\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue certificates' }));
    await waitFor(() =>
      expect(startCalls(calls)).toEqual([{ learners: 'uncertified', cohortPath: 'evening' }]),
    );
  });

  it('issues to the learners chosen in the table', async () => {
    const calls = serveBatches({
      started: () => jsonResponse({ result: running(0, 2) }),
      states: [running(1, 2)],
    });
    const table = await openIssuePanel();
    expect(screen.queryByRole('button', { name: /chosen/ })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Choose Nur Aisyah' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Choose Budi Santoso' }));
    fireEvent.click(screen.getByRole('button', { name: 'Issue to the 2 chosen' }));
    expect(await screen.findByText('Issuing certificates: 0 of 2 done.')).toBeTruthy();
    expect(startCalls(calls)).toEqual([{ learners: 'chosen', userIds: ['u70', 'u71'] }]);
    // The choice is done with once the batch starts.
    expect(within(table).getByRole('checkbox', { name: 'Choose Nur Aisyah' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.queryByRole('button', { name: /chosen/ })).toBeNull();
    expect(await screen.findByText('Issuing certificates: 1 of 2 done.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows a batch running as the tab opens, then why it stopped', async () => {
    const stopped =
      'The bulk issue stopped before the end. The certificates issued stay; start it again to issue the rest.';
    const calls = serveBatches({
      latest: [running(20, 80), { ...running(40, 80), status: 'failed', reason: stopped }],
    });
    await openList();
    expect(await screen.findByText('Issuing certificates: 20 of 80 done.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Certificates issued in bulk so far' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(calls.find((call) => call.url.includes('getCertificateBatch'))?.url).toMatch(
      /getCertificateBatch\/data-101$/,
    );
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    expect(
      await screen.findByText('Stopped: 40 certificates issued before it stopped.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(stopped);
  });

  it('shows the server’s refusal to start a second batch, and the one running', async () => {
    serveBatches({
      started: () => jsonResponse({ error: 'conflict', reason: BATCH_RUNNING }, 409),
      states: [running(5, 10)],
    });
    await openIssuePanel();
    fireEvent.click(screen.getByRole('button', { name: 'Issue to every learner without a certificate' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue certificates' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(BATCH_RUNNING);
    expect(await screen.findByText('Issuing certificates: 5 of 10 done.')).toBeTruthy();
  });
});
