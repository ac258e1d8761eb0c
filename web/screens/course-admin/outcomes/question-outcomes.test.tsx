import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankAlignment } from '../../../../common/api/outcomes';
import { queryClient } from '../../../api/query-client';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { QuestionOutcomes } from './question-outcomes';

resetClientAroundEachTest();

const ALIGNMENT: BankAlignment = {
  outcomes: [
    { id: 'o1', text: 'Describe a persona' },
    { id: 'o2', text: 'Write for search' },
  ],
  questions: { q1: ['o2'] },
};

function renderPicker(alignment: BankAlignment) {
  const calls = stubFetch((call) =>
    call.method === 'POST'
      ? jsonResponse({
          result: { ...alignment, questions: { q1: (call.body as { outcomeIds: string[] }).outcomeIds } },
        })
      : jsonResponse({ result: alignment }),
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <QuestionOutcomes bankId="bank1" questionId="q1" number={1} />
    </QueryClientProvider>,
  );
  return { calls, container };
}

describe('a bank question’s outcomes', () => {
  it('folds the question’s outcomes under a count, and saves a choice at once', async () => {
    const { calls } = renderPicker(ALIGNMENT);
    fireEvent.click(await screen.findByText('Outcomes assessed: 1'));
    expect(screen.getByRole('group', { name: 'Outcomes question 1 assesses' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Describe a persona' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const saved = calls.find((call) => call.method === 'POST')!;
    expect(saved.url).toContain('/json/questionbank/update/alignQuestion/bank1');
    expect(saved.body).toEqual({ questionId: 'q1', outcomeIds: ['o1', 'o2'] });
    expect(await screen.findByText('Outcomes assessed: 2')).toBeTruthy();
  });

  it('shows nothing while the course has no outcomes', async () => {
    const { calls, container } = renderPicker({ outcomes: [], questions: {} });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
