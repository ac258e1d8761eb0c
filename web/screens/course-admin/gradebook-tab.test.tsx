import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Gradebook } from '../../../common/api/gradebook';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BOOK: Gradebook = {
  items: [
    {
      blockId: 'b1',
      pageTitle: 'Intro',
      pagePath: 'intro',
      widgetType: 'multiple_choice',
      question: 'Capital?',
      maxScore: 2,
    },
    {
      blockId: 'b2',
      pageTitle: 'Plan',
      pagePath: 'plan',
      widgetType: 'long_form_response',
      question: 'Your plan',
      maxScore: 10,
    },
  ],
  classes: [
    { path: 'morning', name: 'Morning' },
    { path: 'evening', name: 'Evening' },
  ],
  rows: [
    {
      userId: 'u1',
      fullName: 'Ana Lestari',
      cohortPath: 'morning',
      cells: [
        { score: 2, status: 'marked', late: false },
        { score: null, status: 'awaiting_marking', late: true },
      ],
      total: 2,
      percent: 17,
    },
  ],
  page: 1,
  pageSize: 50,
  totalLearners: 1,
  maxTotal: 12,
};

describe('the gradebook tab', () => {
  it('shows each learner’s score on each quiz with their total, and filters by class', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
      if (call.url.includes('/json/course/read/getGradebook/')) return jsonResponse({ result: BOOK });
      return jsonResponse({ result: null });
    });
    renderApp(`/courses/admin/?action=learner_gradebook&course=${BUILDER_COURSE.path}`);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Ana Lestari/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'to mark', '2 (17%)']);
    expect(within(table).getByRole('link', { name: 'Q2: Plan' }).getAttribute('href')).toBe(
      `/courses/${BUILDER_COURSE.path}/plan/?mode=view`,
    );
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'evening' } });
    await screen.findByRole('table');
    expect(calls.some((call) => call.url.includes('cohortPath=evening'))).toBe(true);
  });
});
