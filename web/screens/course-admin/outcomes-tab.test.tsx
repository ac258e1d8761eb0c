import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Attainment, CourseOutcomes } from '../../../common/api/outcomes';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ courseRoles: { [BUILDER_COURSE.path]: 'administrator' } }));

const OUTCOMES: CourseOutcomes = {
  alignmentVisibility: false,
  outcomes: [
    { id: 'o1', text: 'Describe a persona', alignments: 3 },
    { id: 'o2', text: 'Write for search', alignments: 0 },
  ],
};

const none = { earned: 0, possible: 0, percent: null, level: null, evidence: 0 };
const ATTAINMENT: Attainment = {
  outcomes: [
    { id: 'o1', text: 'Describe a persona', items: 3 },
    { id: 'o2', text: 'Write for search', items: 0 },
  ],
  classes: [
    { path: 'day', name: 'Day class' },
    { path: 'evening', name: 'Evening class' },
  ],
  rows: [
    {
      userId: 'u1',
      fullName: 'Ana Lestari',
      cohortPath: 'day',
      standings: [{ earned: 5, possible: 6, percent: 83, level: 'achieved', evidence: 2 }, none],
    },
  ],
  page: 1,
  pageSize: 50,
  totalLearners: 1,
};

/** The course admin server with the outcomes above; `write` answers a write first when it returns a response. */
function serve(write: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const written = call.method === 'POST' ? write(call) : undefined;
    if (written) return written;
    if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
    if (call.url.includes('/read/getOutcomes/')) return jsonResponse({ result: OUTCOMES });
    if (call.url.includes('/read/getAttainment/')) return jsonResponse({ result: ATTAINMENT });
    return jsonResponse({ result: OUTCOMES });
  });
}

const open = () => renderApp(`/courses/admin/?action=outcomes&course=${BUILDER_COURSE.path}`);
const sent = (calls: FetchCall[], method: string) => calls.filter((call) => call.url.includes(`/${method}/`));

describe('the outcomes tab', () => {
  it('lists the outcomes with their alignments, and adds, edits and moves them', async () => {
    let added = 0;
    const calls = serve((call) =>
      call.url.includes('/addOutcome/') && added++ === 0
        ? jsonResponse(
            {
              error: 'invalid_input',
              reason: 'Write each outcome in 1 to 300 characters.',
              fields: { text: 'Write each outcome in 1 to 300 characters.' },
              fieldCodes: { text: { code: 'course.outcome', params: { max: 300 } } },
            },
            400,
          )
        : undefined,
    );
    open();
    expect(await screen.findByText('Aligned to 3 blocks or questions', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move outcome 1 up' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add outcome' }));
    expect(await screen.findByText('Write each outcome in 1 to 300 characters.')).toBeTruthy();
    const field = screen.getByLabelText('New outcome') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Measure a campaign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add outcome' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(sent(calls, 'addOutcome').at(-1)!.body).toEqual({ text: 'Measure a campaign' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit outcome 2' }));
    fireEvent.change(screen.getByLabelText('Outcome 2'), {
      target: { value: 'Write for what people search' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await screen.findByRole('button', { name: 'Edit outcome 2' });
    expect(sent(calls, 'editOutcome')[0]!.body).toEqual({
      outcomeId: 'o2',
      text: 'Write for what people search',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Move outcome 1 down' }));
    expect(await screen.findByText('“Describe a persona” is now outcome 2.')).toBeTruthy();
    expect(sent(calls, 'moveOutcome')[0]!.body).toEqual({ outcomeId: 'o1', position: 1 });
  });

  it('asks before removing an outcome, saying how many alignments go with it', async () => {
    const calls = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove outcome 1' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove outcome 1?' });
    expect(
      within(dialog).getByText(
        '“Describe a persona” will be removed, with its alignments to 3 blocks or questions. Learners’ marks stay; they no longer count towards this outcome.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'removeOutcome')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove outcome 2' }));
    const second = await screen.findByRole('dialog', { name: 'Remove outcome 2?' });
    expect(
      within(second).getByText('“Write for search” will be removed. Nothing is aligned to it.'),
    ).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Remove outcome 2' });
    expect(sent(calls, 'removeOutcome')[0]!.body).toEqual({ outcomeId: 'o2' });
  });

  it('switches learners’ view of their attainment and shows the learners’ attainment by class', async () => {
    const calls = serve();
    open();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('rowheader', { name: 'Ana Lestari' }).closest('tr')!;
    expect(within(row).getByText('Achieved · 83%')).toBeTruthy();
    expect(within(row).getByText('Nothing marked yet')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /O1: Describe a persona/ })).toBeTruthy();

    fireEvent.click(
      screen.getByLabelText('Show learners their own attainment on their course progress page'),
    );
    await screen.findByRole('table');
    expect(sent(calls, 'setAlignmentVisibility')[0]!.body).toEqual({ alignmentVisibility: true });

    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'evening' } });
    await screen.findByRole('table');
    expect(calls.some((call) => call.url.includes('getAttainment/data-101?cohortPath=evening'))).toBe(true);
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });
});
