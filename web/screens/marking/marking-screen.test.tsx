import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarkingItem, MarkingQueue } from '../../../common/api/assessment';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { queueItem } from '../../test/marking-fixtures';
import { renderApp } from '../../test/render-app';
import { CAMPAIGN_CRITERIA } from '../../test/rubric-fixtures';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const item = queueItem;

const QUEUE: MarkingQueue = {
  items: [item('a1', 'Ana Lestari'), item('a2', 'Budi Santoso')],
  classes: [
    { path: 'morning', name: 'Morning class', courseName: 'Digital Marketing' },
    { path: 'evening', name: 'Evening class', courseName: 'Data Basics' },
  ],
  page: 1,
  pageSize: 20,
  total: 25,
};

const opened = (attemptId: string, learnerName: string): MarkingItem => ({
  ...item(attemptId, learnerName),
  coursePath: 'digital-marketing',
  pagePath: 'your-campaign-plan',
  guidance: 'Look for a measurable goal.',
  answers: { html: `<p>${learnerName} aims for twenty bookings a month.</p>` },
  mark: null,
  maxScore: 5,
  designMissing: false,
  design: {
    id: 'd1',
    name: 'Campaign plan rubric',
    kind: 'rubric',
    maxPoints: null,
    totalPoints: 5,
    updatedAt: '2026-11-20T10:00:00.000Z',
    criteria: CAMPAIGN_CRITERIA,
  },
});

function serve(queue: MarkingQueue = QUEUE) {
  return stubFetch((call: FetchCall) => {
    if (call.url.includes('/json/assessment/lookup/markingQueue')) return jsonResponse({ result: queue });
    const read = /markingItem\/(a\d)/.exec(call.url);
    if (read)
      return jsonResponse({ result: opened(read[1]!, read[1] === 'a1' ? 'Ana Lestari' : 'Budi Santoso') });
    if (call.url.includes('/json/quiz/update/markAttempt/')) return jsonResponse({ result: {} });
    return jsonResponse({ result: null });
  });
}

const queueCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.includes('markingQueue'))
    .map((call) => new URL(call.url, 'http://x').searchParams);

describe('the marking queue', () => {
  it('lists the work to mark and filters it by class, status and learner, a page at a time', async () => {
    const calls = serve();
    renderApp('/marking/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marking' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Submitted work in the classes you teach' });
    expect(within(table).getByRole('link', { name: 'Ana Lestari' }).getAttribute('href')).toBe(
      '/marking/?attempt=a1',
    );
    expect(within(table).getAllByText('late')).toHaveLength(1);
    expect(Object.fromEntries(queueCalls(calls).at(-1)!)).toEqual({ status: 'awaiting_marking', page: '1' });

    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'evening' } });
    await screen.findByRole('table');
    expect(queueCalls(calls).at(-1)!.get('cohortPath')).toBe('evening');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'marked' } });
    await screen.findByRole('table');
    expect(queueCalls(calls).at(-1)!.get('status')).toBe('marked');
    fireEvent.change(screen.getByLabelText('Learner’s name'), { target: { value: 'lestari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search learners' }));
    await screen.findByRole('table');
    expect(Object.fromEntries(queueCalls(calls).at(-1)!)).toEqual({
      cohortPath: 'evening',
      status: 'marked',
      learner: 'lestari',
      page: '1',
    });

    const pages = screen.getByRole('navigation', { name: 'Marking queue pages' });
    expect(within(pages).getByText('Page 1 of 2 · 25 answers')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 25 answers');
    expect(queueCalls(calls).at(-1)!.get('page')).toBe('2');
  });

  it('says what will appear when nothing waits, and when no work matches the filters', async () => {
    serve({ ...QUEUE, items: [], total: 0 });
    renderApp('/marking/');
    expect(await screen.findByRole('heading', { name: 'Nothing to mark' })).toBeTruthy();
    expect(
      screen.getByText(/When learners in the classes you teach submit an answer a person marks/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(await screen.findByRole('heading', { name: 'No work matches these filters' })).toBeTruthy();
  });

  it('marks an answer beside its rubric, then opens the next answer to mark', async () => {
    const calls = serve();
    renderApp('/marking/?attempt=a1');
    expect(await screen.findByRole('heading', { name: 'Marking Ana Lestari’s answer' })).toBeTruthy();
    expect(screen.getByText('Ana Lestari aims for twenty bookings a month.')).toBeTruthy();
    expect(screen.getByText('Marking guidance: Look for a measurable goal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Measurable' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Linked to the goal' }));
    expect(screen.getByText('Total: 5 of 5 points')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Feedback for the learner'), { target: { value: 'Clear goal.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));

    expect(await screen.findByRole('heading', { name: 'Marking Budi Santoso’s answer' })).toBeTruthy();
    expect(screen.getByText('Saved. Next: Budi Santoso’s answer.')).toBeTruthy();
    const mark = calls.find((call) => call.url.includes('/json/quiz/update/markAttempt/a1'));
    expect(mark!.body).toEqual({
      rubric: { goal: 'measurable', metrics: 'linked' },
      feedback: 'Clear goal.',
    });
  });

  it('returns an answer for resubmission with feedback, without levels', async () => {
    const calls = serve();
    renderApp('/marking/?attempt=a2');
    await screen.findByRole('heading', { name: 'Marking Budi Santoso’s answer' });
    fireEvent.change(screen.getByLabelText('Feedback for the learner'), {
      target: { value: 'Name the campaign.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return for resubmission' }));
    expect(await screen.findByRole('heading', { name: 'Marking Ana Lestari’s answer' })).toBeTruthy();
    const sent = calls.find((call) => call.url.includes('/json/quiz/update/markAttempt/a2'));
    expect(sent!.body).toEqual({ score: 0, feedback: 'Name the campaign.', returnForResubmission: true });
  });
});
