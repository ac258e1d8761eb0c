import { describe, expect, it } from 'vitest';
import { CategoriseSetup } from '../../../common/domain/quiz/categorise-setup';
import { FillInTheBlanksSetup } from '../../../common/domain/quiz/fill-in-the-blanks-setup';
import { LongFormResponseSetup } from '../../../common/domain/quiz/long-form-response-setup';
import { MatchItSetup } from '../../../common/domain/quiz/match-it-setup';
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

  it('start a fill in the blanks with a passage of one gap', () => {
    const setup = FillInTheBlanksSetup.parse(starterSetupOf('fill_in_the_blanks', i18n.t));
    const gapId = setup.passage.flatMap((part) => ('gapId' in part ? [part.gapId] : []))[0]!;
    expect(setup).toMatchObject({
      question: 'Fill in the blanks.',
      passage: [{ text: 'The capital of Indonesia is ' }, { gapId }, { text: '.' }],
      answerKey: { gaps: { [gapId]: ['Jakarta'] }, caseSensitive: false },
    });
  });

  it('start a match it with two pairs, each side with an id of its own', async () => {
    const setup = MatchItSetup.parse(starterSetupOf('match_it', i18n.t));
    expect(setup.question).toBe('Match each item with its pair.');
    expect(setup.items.map((item) => item.text)).toEqual(['Item 1', 'Item 2']);
    const matchOf = (index: number) =>
      setup.choices.find((choice) => choice.id === setup.answerKey.matches[setup.items[index]!.id])?.text;
    expect([matchOf(0), matchOf(1)]).toEqual(['Match 1', 'Match 2']);
    const ids = [...setup.items, ...setup.choices].map((side) => side.id);
    expect(new Set(ids).size).toBe(4);

    await showLanguage('id');
    const translated = starterSetupOf('fill_in_the_blanks', i18n.t);
    await i18n.changeLanguage('en');
    expect(translated).toMatchObject({
      passage: [{ text: 'Ibu kota Indonesia adalah ' }, {}, { text: '.' }],
    });
  });

  it('start a categorise with two categories and an item in each, every id its own', async () => {
    const setup = CategoriseSetup.parse(starterSetupOf('categorise', i18n.t));
    expect(setup.question).toBe('Sort each item into its category.');
    expect(setup.categories.map((category) => category.text)).toEqual(['Category 1', 'Category 2']);
    expect(setup.items.map((item) => item.text)).toEqual(['Item 1', 'Item 2']);
    const categoryOf = (index: number) =>
      setup.categories.find((category) => category.id === setup.answerKey.categoryOf[setup.items[index]!.id])
        ?.text;
    expect([categoryOf(0), categoryOf(1)]).toEqual(['Category 1', 'Category 2']);
    const ids = [...setup.categories, ...setup.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);

    await showLanguage('id');
    const translated = CategoriseSetup.parse(starterSetupOf('categorise', i18n.t));
    await i18n.changeLanguage('en');
    expect(translated.categories.map((category) => category.text)).toEqual(['Kategori 1', 'Kategori 2']);
  });

  it('start a long form response with a question and no fewest words', () => {
    const setup = LongFormResponseSetup.parse(starterSetupOf('long_form_response', i18n.t));
    expect(setup).toMatchObject({ question: 'Write your answer.', minWords: 0, answerKey: { guidance: '' } });
  });

  it('leave other widgets empty', () => {
    expect(starterSetupOf('rich_text', i18n.t)).toBeUndefined();
  });
});
