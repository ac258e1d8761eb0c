import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type CertificateSettingsView,
  type ClassCertificateRule,
  DEFAULT_CERTIFICATE_DESIGN,
} from '../../../common/api/certification';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SETTINGS: CertificateSettingsView = {
  enabled: true,
  design: DEFAULT_CERTIFICATE_DESIGN,
  issueRule: 'completion',
  minLearningMinutes: null,
  passMark: null,
  price: null,
  courseName: 'Data Literacy',
  learningHours: null,
  outcomes: [],
  issuedCount: 0,
};

const RULES: ClassCertificateRule[] = [
  { cohortPath: 'audit-2026', className: 'Audit 2026', issueRule: null, passMark: null },
  { cohortPath: 'credit-2026', className: 'Credit 2026', issueRule: null, passMark: null },
];

const PASS_MARK_REASON = 'Enter the pass mark as a whole percentage from 1 to 100.';

/** The designer's calls; a class rule saved with a pass mark is kept, one without is refused by its field. */
function serve(rules: ClassCertificateRule[] = RULES) {
  return stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname.endsWith('/getCertificateSettings/data-101')) return jsonResponse({ result: SETTINGS });
    if (url.pathname.endsWith('/getClassCertificateRules/data-101')) return jsonResponse({ result: rules });
    if (url.pathname.endsWith('/setClassCertificateRule/data-101')) {
      const sent = call.body as ClassCertificateRule;
      if (sent.issueRule === 'assessment' && sent.passMark === null)
        return jsonResponse(
          {
            error: 'invalid_input',
            reason: PASS_MARK_REASON,
            fields: { passMark: PASS_MARK_REASON },
            fieldCodes: { passMark: { code: 'certificate.passMark' } },
          },
          400,
        );
      return jsonResponse({
        result: rules.map((rule) => (rule.cohortPath === sent.cohortPath ? { ...rule, ...sent } : rule)),
      });
    }
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

describe('the certificate designer’s rules per class', () => {
  it('gives a class a rule of its own, checks its pass mark by the field, and says when it is saved', async () => {
    const calls = serve();
    renderApp('/certification/design/?course=data-101');
    const audit = (await screen.findByLabelText('Certificates in Audit 2026')) as HTMLSelectElement;
    expect(audit.value).toBe('');
    expect(audit.selectedOptions[0]?.textContent).toBe('As the course: When a learner reaches 100% progress');

    fireEvent.change(audit, { target: { value: 'none' } });
    const [auditSave] = screen.getAllByRole('button', { name: 'Save the class’s rule' });
    fireEvent.click(auditSave!);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('setClassCertificateRule'))?.body).toEqual({
      cohortPath: 'audit-2026',
      issueRule: 'none',
      passMark: null,
    });

    fireEvent.change(screen.getByLabelText('Certificates in Credit 2026'), {
      target: { value: 'assessment' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save the class’s rule' })[1]!);
    const passMark = await screen.findByLabelText('Pass mark in Credit 2026 (%)');
    await waitFor(() => expect(passMark.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(passMark.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PASS_MARK_REASON,
    );
    fireEvent.change(passMark, { target: { value: '70' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save the class’s rule' })[1]!);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('setClassCertificateRule')).at(-1)?.body).toEqual({
        cohortPath: 'credit-2026',
        issueRule: 'assessment',
        passMark: 70,
      }),
    );
  });

  it('says so when the course has no class yet', async () => {
    serve([]);
    renderApp('/certification/design/?course=data-101');
    expect(
      await screen.findByText(
        'This course has no classes yet: once it has, each can have a rule of its own here.',
      ),
    ).toBeTruthy();
  });
});
