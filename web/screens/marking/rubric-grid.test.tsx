import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { CAMPAIGN_CRITERIA } from '../../test/rubric-fixtures';
import { RubricGrid } from './rubric-grid';

resetClientAroundEachTest();

function Marking({ errors = {} }: { errors?: Record<string, string> }) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  return (
    <RubricGrid
      criteria={CAMPAIGN_CRITERIA}
      chosen={chosen}
      onChoose={(criterionId, levelId) => setChosen({ ...chosen, [criterionId]: levelId })}
      errors={errors}
      totalPoints={5}
    />
  );
}

describe('the rubric grid', () => {
  it('groups each criterion’s levels as radio buttons, and adds up the levels chosen', () => {
    render(<Marking />);
    const goal = screen.getByRole('group', { name: 'Goal up to 3 points' });
    const levels = within(goal).getAllByRole('radio');
    expect(levels.map((level) => level.getAttribute('name'))).toEqual([
      levels[0]!.getAttribute('name'),
      levels[0]!.getAttribute('name'),
    ]);
    expect(
      within(goal)
        .getByRole('radio', { name: 'Measurable' })
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((part) => document.getElementById(part)!.textContent),
    ).toEqual(['3 points', 'A number by a date.']);
    expect(screen.getByText('Total: 0 of 5 points')).toBeTruthy();

    fireEvent.click(within(goal).getByRole('radio', { name: 'Measurable' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Some' }));
    expect(screen.getByText('Total: 4 of 5 points').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('radio', { name: 'Linked to the goal' }));
    expect(screen.getByText('Total: 5 of 5 points')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Some' }).checked).toBe(false);
  });

  it('ties the server’s reason to the levels of its criterion, with no serious accessibility violation', async () => {
    const { container } = render(<Marking errors={{ metrics: 'Choose a level for “Metrics”.' }} />);
    const metrics = screen.getByRole('group', { name: 'Metrics up to 2 points' });
    const radio = within(metrics).getByRole('radio', { name: 'Vanity' });
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    const description = radio
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((part) => document.getElementById(part)!.textContent);
    expect(description).toEqual(['0 points', 'Choose a level for “Metrics”.']);
    expect(
      within(screen.getByRole('group', { name: 'Goal up to 3 points' }))
        .getAllByRole('radio')[0]!
        .getAttribute('aria-invalid'),
    ).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });
});
