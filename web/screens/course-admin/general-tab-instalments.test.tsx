import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDER_COURSE, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const REFUSED = 'Choose 2, 3, 4, 6 or 12 monthly instalments, or paying in full only.';

/** The general tab of data-101 (in `parts` instalments), its saves answered by `save`. */
function openGeneralTab(parts: number | null, save: (body: object) => Response) {
  const course = { ...BUILDER_COURSE, outcomes: ['Read a chart'], instalmentPlan: parts && { parts } };
  const calls = serveCourseAdmin((call, url) => {
    if (url.pathname === '/json/course/read/getCourseData/data-101') return jsonResponse({ result: course });
    if (url.pathname === '/json/course/update/setGeneralSettings/data-101') return save(call.body as object);
    return undefined;
  });
  renderApp('/courses/admin/?action=general&course=data-101');
  return () => calls.filter((call) => call.url.includes('setGeneralSettings'));
}

const instalments = () =>
  screen.findByLabelText('Instalments', {}, { timeout: 5000 }) as Promise<HTMLSelectElement>;
const describedBy = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('instalments in the general settings', () => {
  it('offers paying in full or in monthly parts, and sends the choice with the other settings', async () => {
    const saves = openGeneralTab(null, (body) => jsonResponse({ result: { ...BUILDER_COURSE, ...body } }));
    const select = await instalments();
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Pay in full only',
      '2 monthly instalments',
      '3 monthly instalments',
      '4 monthly instalments',
      '6 monthly instalments',
      '12 monthly instalments',
    ]);
    expect(describedBy(select)).toMatch(
      /^Learners buying a priced class of this course may pay in monthly parts/,
    );
    fireEvent.change(select, { target: { value: '6' } });
    save();
    await waitFor(() =>
      expect(saves()[0]?.body).toMatchObject({ guestAccess: false, instalmentPlan: { parts: 6 } }),
    );
  });

  it('sends null to go back to paying in full', async () => {
    const saves = openGeneralTab(3, (body) => jsonResponse({ result: { ...BUILDER_COURSE, ...body } }));
    const select = await instalments();
    expect(select.value).toBe('3');
    fireEvent.change(select, { target: { value: '' } });
    save();
    await waitFor(() => expect(saves()[0]?.body).toMatchObject({ instalmentPlan: null }));
  });

  it('shows the reason the server refused the choice under the select', async () => {
    openGeneralTab(null, () =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: 'Some fields are not valid.',
          fields: { 'instalmentPlan.parts': REFUSED },
          fieldCodes: { 'instalmentPlan.parts': { code: 'course.instalmentPlan' } },
        },
        400,
      ),
    );
    const select = await instalments();
    fireEvent.change(select, { target: { value: '12' } });
    save();
    await waitFor(() => expect(describedBy(select)).toBe(REFUSED));
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
