import { describe, expect, it } from 'vitest';
import { MultipleChoiceSetup } from '../../../common/domain/quiz/multiple-choice-setup';
import { ShortAnswerSetup } from '../../../common/domain/quiz/short-answer-setup';
import { i18n, showLanguage } from '../../i18n/i18n';
import { starterSetupOf } from './quiz-starter-setup';

describe('starter setups', () => {
  it('start a multiple choice with a question and two options, the first one right', () => {
    const setup = MultipleChoiceSetup.parse(starterSetupOf('multiple_choice', i18n.t));
    expect(setup.question).toBe('Write your question here');
    expect(setup.options.map((option) => option.text)).toEqual(['Option 1', 'Option 2']);
    expect(setup.options[0]?.id).not.toBe(setup.options[1]?.id);
    expect(setup.answerKey.correctOptionIds).toEqual([setup.options[0]?.id]);
  });

  it('start a short answer with one accepted text answer, in the interface language', async () => {
    await showLanguage('ms');
    const setup = ShortAnswerSetup.parse(starterSetupOf('short_answer', i18n.t));
    await i18n.changeLanguage('en');
    expect(setup).toMatchObject({
      question: 'Tulis soalan anda di sini',
      answerKey: { kind: 'text', answers: [{ text: 'Jawapan', fraction: 1 }] },
    });
  });

  it('leave other widgets empty', () => {
    expect(starterSetupOf('rich_text', i18n.t)).toBeUndefined();
  });
});
