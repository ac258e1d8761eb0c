import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyAttainment as Mine } from '../../../common/api/outcomes';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { MyAttainment } from './my-attainment';

resetClientAroundEachTest();

const MINE: Mine = {
  outcomes: [
    {
      id: 'o1',
      text: 'Describe a persona',
      items: 2,
      standing: { earned: 1.5, possible: 3, percent: 50, level: 'developing', evidence: 2 },
    },
    {
      id: 'o2',
      text: 'Write for search',
      items: 1,
      standing: { earned: 0, possible: 0, percent: null, level: null, evidence: 0 },
    },
  ],
};

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MyAttainment coursePath="data-101" />
    </QueryClientProvider>,
  );

describe('the outcomes section of the course progress page', () => {
  it('shows the learner their own standing on each outcome', async () => {
    stubFetch(() => jsonResponse({ result: MINE }));
    renderSection();
    const list = await screen.findByRole('list');
    const first = within(list).getByText('Describe a persona').closest('li')!;
    expect(within(first).getByText('Developing · 50%')).toBeTruthy();
    expect(within(first).getByText('1.5 of 3 points, from 2 marked items')).toBeTruthy();
    expect(within(list).getByText('Nothing marked yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Course outcomes' })).toBeTruthy();
  });

  it('shows nothing when the course does not show learners their attainment', async () => {
    const calls = stubFetch(() =>
      jsonResponse(
        {
          error: 'forbidden',
          reason: 'This course does not show learners their attainment of its outcomes.',
          reasonCode: { code: 'outcome.hidden' },
        },
        403,
      ),
    );
    const { container } = renderSection();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
