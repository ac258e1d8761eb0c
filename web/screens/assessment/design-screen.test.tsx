import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DesignUses, MarkingQueue } from '../../../common/api/assessment';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { queueItem } from '../../test/marking-fixtures';
import { renderApp } from '../../test/render-app';
import { CAMPAIGN_CRITERIA } from '../../test/rubric-fixtures';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const DESIGN_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ANA = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

const USES: DesignUses = {
  design: {
    id: DESIGN_ID,
    name: 'Campaign plan rubric',
    kind: 'rubric',
    maxPoints: null,
    criteria: CAMPAIGN_CRITERIA,
    totalPoints: 5,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  coursePath: 'digital-marketing',
  courseName: 'Digital Marketing',
  blocks: [
    {
      blockId: 'b1',
      widgetType: 'long_form_response',
      question: 'Write your campaign plan.',
      pageTitle: 'Your campaign plan',
      pagePath: 'your-campaign-plan',
    },
  ],
};

const item = queueItem('a1', 'Ana Lestari', ANA);

const QUEUE: MarkingQueue = {
  items: [item],
  classes: [{ path: 'morning', name: 'Morning class', courseName: 'Digital Marketing' }],
  page: 1,
  pageSize: 20,
  total: 1,
};

/** The server: the design's page for a course writer, or a 404 for a teacher who does not write the course. */
function serve(uses: DesignUses | null = USES) {
  return stubFetch((call: FetchCall) => {
    if (call.url.includes('/json/assessment/read/designUses/')) {
      return uses
        ? jsonResponse({ result: uses })
        : jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
    }
    if (call.url.includes('/json/assessment/lookup/markingQueue')) return jsonResponse({ result: QUEUE });
    return jsonResponse({ result: null });
  });
}

const queueQuery = (calls: FetchCall[]) =>
  new URL(calls.find((call) => call.url.includes('markingQueue'))!.url, 'http://x').searchParams;

describe('an assessment design’s page', () => {
  it('shows its writer the rubric, the questions it marks and the work marked by it', async () => {
    const calls = serve();
    renderApp(`/assessment/design/${DESIGN_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign plan rubric' })).toBeTruthy();
    expect(screen.getByText('Rubric of 2 criteria · worth 5 points')).toBeTruthy();
    const rubric = screen.getByRole('table', { name: 'The rubric’s criteria and their levels' });
    expect(within(rubric).getByRole('rowheader', { name: /Goal/ })).toBeTruthy();
    expect(within(rubric).getByText('Linked to the goal · 2 points')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open “Your campaign plan” in the editor' }).getAttribute('href'),
    ).toBe('/courses/digital-marketing/your-campaign-plan/?mode=edit');
    expect(
      screen.getByRole('link', { name: 'All assessment designs of Digital Marketing' }).getAttribute('href'),
    ).toBe('/courses/admin/?action=assessment_designs&course=digital-marketing');

    expect(await screen.findByRole('link', { name: 'Ana Lestari' })).toBeTruthy();
    expect(queueQuery(calls).get('designId')).toBe(DESIGN_ID);
    expect(queueQuery(calls).get('learnerId')).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'All of Ana Lestari’s work marked by this design' })
        .getAttribute('href'),
    ).toBe(`/assessment/design/${DESIGN_ID}/${ANA}/`);
    expect(screen.getByRole('link', { name: 'Ana Lestari' }).getAttribute('href')).toBe(
      `/assessment/design/${DESIGN_ID}/?attempt=a1`,
    );
  });

  it('narrows the work to one learner, with a way back to all of them', async () => {
    const calls = serve();
    renderApp(`/assessment/design/${DESIGN_ID}/${ANA}/`);
    expect(await screen.findByRole('heading', { name: 'One learner’s work marked by it' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Ana Lestari' });
    expect(queueQuery(calls).get('learnerId')).toBe(ANA);
    expect(screen.getByRole('link', { name: 'All learners' }).getAttribute('href')).toBe(
      `/assessment/design/${DESIGN_ID}/`,
    );
  });

  it('shows a teacher who does not write the course the work alone', async () => {
    serve(null);
    renderApp(`/assessment/design/${DESIGN_ID}/`);
    expect(await screen.findByRole('link', { name: 'Ana Lestari' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment design' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The design' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
