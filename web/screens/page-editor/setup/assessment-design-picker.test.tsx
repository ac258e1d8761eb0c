import { fireEvent, render, screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { Design } from '../../../../common/api/assessment';
import { LongFormResponseSetup as LongFormResponseSchema } from '../../../../common/domain/quiz/long-form-response-setup';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { LongFormResponseSetup } from './long-form-response-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const RUBRIC: Design = {
  id: '5b0f4c39-3f7a-4f7e-9d55-0f6b2f1c9a11',
  name: 'Essay rubric',
  kind: 'rubric',
  maxPoints: null,
  criteria: [],
  totalPoints: 6,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const essay = {
  question: 'Describe the water cycle.',
  minWords: 0,
  points: 10,
  maxAttempts: 1,
  attemptScoring: 'best',
  reveal: 'immediately',
  passPercent: 0,
  answerKey: { guidance: '' },
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0];

function renderEssay(setup: Record<string, unknown> = essay) {
  const calls = stubFetch(() => jsonResponse({ result: [RUBRIC] }));
  const { Harness, onChange } = setupFormHarness(LongFormResponseSetup, 'long_form_response', setup);
  render(<Harness />);
  return { calls, onChange };
}

describe('the assessment design of a long form response', () => {
  it('lists the course’s designs; one chosen, the question takes its points', async () => {
    const { calls, onChange } = renderEssay();
    const picker = screen.getByLabelText<HTMLSelectElement>('Marked with');
    await screen.findByRole('option', { name: 'Essay rubric (rubric, 6 points)' });
    expect(calls[0]!.url).toContain('/json/assessment/lookup/listDesigns?coursePath=data-101');
    expect(picker.value).toBe('');
    fireEvent.change(picker, { target: { value: RUBRIC.id } });
    expect(sent(onChange)).toMatchObject({ assessmentDesignId: RUBRIC.id, points: 6 });
    expect(LongFormResponseSchema.safeParse(sent(onChange)).success).toBe(true);
    fireEvent.change(picker, { target: { value: '' } });
    expect(sent(onChange)).toMatchObject({ assessmentDesignId: null, points: 6 });
    expect(LongFormResponseSchema.safeParse(sent(onChange)).success).toBe(true);
  });

  it('says when the question’s points and its design’s have come apart, and brings them together', async () => {
    const { onChange } = renderEssay({ ...essay, assessmentDesignId: RUBRIC.id });
    expect(
      await screen.findByText(
        /The design is worth 6 points and the question 10: marks by the design are out of 6\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make the question worth 6 points' }));
    expect(sent(onChange)).toMatchObject({ assessmentDesignId: RUBRIC.id, points: 6 });
  });

  it('says when the design chosen is no longer the course’s', async () => {
    renderEssay({ ...essay, assessmentDesignId: '00000000-0000-4000-8000-000000000000' });
    expect(
      await screen.findByText(/The design chosen before is not one of this course’s any more/),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Create or change the course’s assessment designs' })
        .getAttribute('href'),
    ).toBe('/courses/admin/?action=assessment_designs&course=data-101');
  });
});
