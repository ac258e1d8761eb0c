import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseData } from '../../../common/api/course';
import { BUILDER_COURSE, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const OPENCRED_COURSE: CourseData = {
  ...BUILDER_COURSE,
  outcomes: ['Greet people politely'],
  courseType: 'OPENCRED',
  credentialFramework: 'MALAYSIA',
  learningHours: 20,
};

/** The general tab of the OpenCreds course; its saves answered with what was sent. */
function openGeneralTab() {
  const calls = serveCourseAdmin((call, url) => {
    if (url.pathname === '/json/course/read/getCourseData/data-101')
      return jsonResponse({ result: OPENCRED_COURSE });
    if (url.pathname === '/json/course/update/setGeneralSettings/data-101')
      return jsonResponse({ result: { ...OPENCRED_COURSE, ...(call.body as object) } });
    return undefined;
  });
  renderApp('/courses/admin/?action=general&course=data-101');
  return () => calls.filter((call) => call.url.includes('setGeneralSettings'));
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const errorBy = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the general settings of an OpenCreds course', () => {
  it('show its framework and its hours chosen from that framework’s list', async () => {
    openGeneralTab();
    const framework = (await screen.findByLabelText(
      'Credential framework',
      {},
      { timeout: 5000 },
    )) as HTMLSelectElement;
    expect(framework.value).toBe('MALAYSIA');
    expect(select('Learning hours').value).toBe('20');
    expect([...select('Learning hours').options].map((option) => option.value)).toEqual([
      '',
      '4',
      '10',
      '20',
      '40',
      '80',
      '120',
      '160',
    ]);
  });

  it('clear hours the new framework does not list, and ask for its hours by their field', async () => {
    const saves = openGeneralTab();
    fireEvent.change(await screen.findByLabelText('Credential framework', {}, { timeout: 5000 }), {
      target: { value: 'AUSTRALIA' },
    });
    expect(select('Learning hours').value).toBe('');
    save();
    expect(
      await screen.findByText('For the Australian framework, choose 2.5, 10, 25, 40 or 100 hours.'),
    ).toBeTruthy();
    expect(errorBy('Learning hours')).toBe(
      'For the Australian framework, choose 2.5, 10, 25, 40 or 100 hours.',
    );
    expect(saves()).toEqual([]);
    fireEvent.change(select('Learning hours'), { target: { value: '2.5' } });
    save();
    await waitFor(() =>
      expect(saves()[0]?.body).toMatchObject({ credentialFramework: 'AUSTRALIA', learningHours: 2.5 }),
    );
  });

  it('free the hours and send no framework once the course is of another type', async () => {
    const saves = openGeneralTab();
    fireEvent.change(await screen.findByLabelText('Course type', {}, { timeout: 5000 }), {
      target: { value: 'MICROCREDENTIAL' },
    });
    expect(screen.queryByLabelText('Credential framework')).toBeNull();
    const hours = screen.getByLabelText('Learning hours') as HTMLInputElement;
    expect(hours.type).toBe('number');
    fireEvent.change(hours, { target: { value: '12' } });
    save();
    await waitFor(() =>
      expect(saves()[0]?.body).toMatchObject({
        courseType: 'MICROCREDENTIAL',
        credentialFramework: null,
        learningHours: 12,
      }),
    );
  });
});
