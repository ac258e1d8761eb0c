import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BANK = { id: 'bank-1', name: 'Week 1', questionCount: 0, createdAt: '2026-11-26T10:00:00.000Z' };

describe('the question banks tab', () => {
  it('imports a GIFT file into a bank and says, per question, why nothing was taken', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
      if (call.url.includes('/json/questionbank/lookup/listBanks')) return jsonResponse({ result: [BANK] });
      if (call.url.includes('/json/questionbank/read/getBank/bank-1'))
        return jsonResponse({ result: { ...BANK, coursePath: BUILDER_COURSE.path, questions: [] } });
      if (call.url.includes('/json/questionbank/update/importQuestions/bank-1'))
        return jsonResponse({
          result: {
            imported: 0,
            read: 2,
            problems: [
              {
                index: 2,
                line: 4,
                name: 'Broken',
                code: 'quiz.import.unsupported',
                reason: 'This question type is not supported yet: description.',
              },
            ],
          },
        });
      return jsonResponse({ result: null });
    });
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));
    expect(await screen.findByText('This bank has no questions yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Or paste the questions'), {
      target: { value: '::Capital:: Capital of Indonesia? {=Jakarta ~Bandung}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('alert');
    expect(within(report).getByText(/Nothing was imported: 1 question could not be taken/)).toBeTruthy();
    expect(report.textContent).toContain(
      'Question 2, line 4 (Broken): This question type is not supported yet: description.',
    );
    const sent = calls.find((call) => call.url.includes('importQuestions'));
    expect(sent!.body).toEqual({
      format: 'gift',
      text: '::Capital:: Capital of Indonesia? {=Jakarta ~Bandung}',
    });
  });
});
