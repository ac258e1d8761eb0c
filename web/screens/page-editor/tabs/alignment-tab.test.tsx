import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlockAlignment } from '../../../../common/api/outcomes';
import { blockTabsOf } from '../../../../common/domain/widgets';
import { queryClient } from '../../../api/query-client';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { AlignmentTab } from './alignment-tab';

resetClientAroundEachTest();

const ALIGNMENT: BlockAlignment = {
  outcomes: [
    { id: 'o1', text: 'Describe a persona' },
    { id: 'o2', text: 'Write for search' },
    { id: 'o3', text: 'Measure a campaign' },
  ],
  outcomeIds: ['o3'],
};

function renderTab(alignment: BlockAlignment) {
  const calls = stubFetch((call) =>
    call.method === 'POST'
      ? jsonResponse({
          result: { ...alignment, outcomeIds: (call.body as { outcomeIds: string[] }).outcomeIds },
        })
      : jsonResponse({ result: alignment }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AlignmentTab blockId="b1" coursePath="data-101" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the alignment tab of a quiz block', () => {
  it('is a tab of the blocks learners answer only: quizzes and work handed in', () => {
    const block = (widgetType: string, setupData: Record<string, unknown> = {}) => ({
      widgetType,
      setupData,
    });
    expect(blockTabsOf(block('multiple_choice'))).toContain('alignment');
    expect(blockTabsOf(block('long_form_response'))).toContain('alignment');
    expect(blockTabsOf(block('file', { submission: true }))).toContain('alignment');
    expect(blockTabsOf(block('file'))).not.toContain('alignment');
    expect(blockTabsOf(block('rich_text'))).not.toContain('alignment');
  });

  it('shows the outcomes the block assesses and saves each choice at once, in the course’s order', async () => {
    const calls = renderTab(ALIGNMENT);
    const group = await screen.findByRole('group', { name: 'Outcomes this block assesses' });
    expect(group).toBeTruthy();
    const measure = screen.getByRole('checkbox', { name: 'Measure a campaign' }) as HTMLInputElement;
    expect(measure.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Describe a persona' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const saved = calls.find((call) => call.method === 'POST')!;
    expect(saved.url).toContain('/json/quiz/update/alignBlock/b1');
    expect(saved.body).toEqual({ outcomeIds: ['o1', 'o3'] });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Describe a persona' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('leads to the outcomes tab while the course has none', async () => {
    renderTab({ outcomes: [], outcomeIds: [] });
    const link = await screen.findByRole('link', { name: 'Add them in the course’s Outcomes tab' });
    expect(link.getAttribute('href')).toBe('/courses/admin/?action=outcomes&course=data-101');
  });
});
