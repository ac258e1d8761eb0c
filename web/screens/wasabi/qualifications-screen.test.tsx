import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import type { QualificationDetail } from '../../../common/api/qualification';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const STAFF = buildUser({ isStaff: true, tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' } });

resetAppAroundEachTest(() => STAFF);

const DETAIL: QualificationDetail = {
  code: 'data-and-digital-skills',
  name: 'Data and Digital Skills',
  description: '',
  coreCoursePaths: ['intro-data-analysis'],
  electiveCoursePaths: ['bahasa-melayu-pemula', 'python-programming-essentials'],
  electivesRequired: 1,
  published: true,
  design: DEFAULT_CERTIFICATE_DESIGN,
  enrolledCount: 4,
};

function serve(
  create: (call: FetchCall) => Response = (call) =>
    jsonResponse({ result: { ...DETAIL, ...(call.body as object), enrolledCount: 0 } }),
) {
  return stubFetch((call) => {
    if (call.url.includes('/json/qualification/lookup/getAll')) return jsonResponse({ result: [DETAIL] });
    if (call.url.endsWith('/json/qualification/create')) return create(call);
    return jsonResponse({ result: null });
  });
}

describe('the staff qualifications', () => {
  it('lists every qualification with its code, state and counts', async () => {
    serve();
    renderApp('/wasabi/qualifications/');
    const row = (await screen.findByRole('link', { name: 'Data and Digital Skills' })).closest('tr')!;
    expect(within(row).getByText('data-and-digital-skills')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New qualification' }).getAttribute('href')).toBe(
      '/wasabi/qualifications/new/',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Staff area' })).getByRole('link', {
        name: 'Qualifications',
      }),
    ).toBeTruthy();
  });

  it('tells a learner they are not allowed, and asks nothing of the server', async () => {
    act(() =>
      authStore.userLoaded(buildUser({ tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' } })),
    );
    const calls = serve();
    renderApp('/wasabi/qualifications/');
    expect((await screen.findByRole('alert')).textContent).toContain('platform staff only');
    expect(calls.some((call) => call.url.includes('/json/qualification/'))).toBe(false);
  });

  it('creates a qualification with the courses in the order given, then lists it', async () => {
    const calls = serve();
    renderApp('/wasabi/qualifications/new/');
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'data-skills' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Data Skills' } });
    const addCourse = (list: string, path: string) => {
      fireEvent.change(screen.getByLabelText(`Course path to add to ${list}`), { target: { value: path } });
      fireEvent.click(screen.getByRole('button', { name: `Add to ${list}` }));
    };
    addCourse('Core courses', 'intro-data-analysis');
    addCourse('Core courses', 'Statistics-101');
    fireEvent.click(screen.getByRole('button', { name: 'Move statistics-101 up' }));
    addCourse('Elective courses', 'bahasa-melayu-pemula');
    addCourse('Elective courses', 'python-programming-essentials');
    fireEvent.click(screen.getByRole('button', { name: 'Remove python-programming-essentials' }));
    fireEvent.change(screen.getByLabelText('Electives required'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('Published: anyone can see its landing page and enrol'));
    fireEvent.change(screen.getByLabelText('Certificate title'), { target: { value: 'Diploma' } });
    const audit = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      audit.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save qualification' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Qualifications' })).textContent).toBe(
      'Qualifications',
    );
    expect(calls.find((call) => call.url.endsWith('/json/qualification/create'))?.body).toEqual({
      code: 'data-skills',
      name: 'Data Skills',
      description: '',
      coreCoursePaths: ['statistics-101', 'intro-data-analysis'],
      electiveCoursePaths: ['bahasa-melayu-pemula'],
      electivesRequired: 1,
      published: true,
      design: { ...DEFAULT_CERTIFICATE_DESIGN, title: 'Diploma' },
    });
  });

  it('signs the qualification’s certificate: a signatory with a signature uploaded by staff', async () => {
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/qualification-images/signature/'))
        return jsonResponse({ result: { key: 'b6f1c2d3-0000-4000-8000-000000000001.png' } });
      if (call.url.endsWith('/json/qualification/create'))
        return jsonResponse({ result: { ...DETAIL, ...(call.body as object), enrolledCount: 0 } });
      return jsonResponse({ result: [] });
    });
    renderApp('/wasabi/qualifications/new/');
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'data-skills' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Data Skills' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a signatory' }));
    fireEvent.change(screen.getByLabelText('Signatory 1: name'), { target: { value: 'Prof. Hana Ismail' } });
    const png = new File([new Uint8Array(10)], 'signature.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Signatory 1: signature Choose an image'), {
      target: { files: [png] },
    });
    expect(await screen.findByLabelText('Signatory 1: signature Replace the image')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save qualification' }));
    await screen.findByRole('heading', { level: 1, name: 'Qualifications' });
    expect(calls.find((call) => call.url.endsWith('/api/qualification-images/signature/'))?.method).toBe(
      'POST',
    );
    const created = calls.find((call) => call.url.endsWith('/json/qualification/create'))!.body;
    expect((created as QualificationDetail).design.signatories).toEqual([
      { name: 'Prof. Hana Ismail', title: '', signatureKey: 'b6f1c2d3-0000-4000-8000-000000000001.png' },
    ]);
  });

  it('shows why a code naming one of the platform’s pages is refused, on the code', async () => {
    const reason = 'This code names one of the platform’s own pages. Choose another.';
    const calls = serve(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason,
          fields: { code: reason },
          fieldCodes: { code: { code: 'qualification.codeReserved' } },
        },
        400,
      ),
    );
    renderApp('/wasabi/qualifications/new/');
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: 'new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save qualification' }));
    const shown = await screen.findByText(reason);
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
    expect(calls.find((call) => call.url.endsWith('/json/qualification/create'))?.body).toMatchObject({
      code: 'new',
    });
  });

  it('shows the server reason under the field it names', async () => {
    const reason = 'No course has the path “nope”.';
    serve(() =>
      jsonResponse({ error: 'invalid_input', reason, fields: { electiveCoursePaths: reason } }, 400),
    );
    renderApp('/wasabi/qualifications/new/');
    fireEvent.change(await screen.findByLabelText('Course path to add to Elective courses'), {
      target: { value: 'nope' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Elective courses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save qualification' }));
    const electives = await screen.findByRole('group', { name: 'Elective courses' });
    expect(await within(electives).findByText(reason)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Core courses' })).queryByText(reason)).toBeNull();
  });
});
