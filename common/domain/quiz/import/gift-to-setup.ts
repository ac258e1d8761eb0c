import { QuestionFileFailure } from '../question-file-failure';
import { numericalSetup, shortAnswerSetup } from './answer-setup';
import { choiceSetup, trueFalseSetup } from './choice-setup';
import { essaySetup } from './essay-setup';
import type { GiftChoice } from './gift-answers';
import type { GiftQuestion } from './gift-questions';
import { matchSetup } from './match-setup';
import type { ImportSetup, ImportWords } from './setup-common';

/**
 * The Kelas widget and setup of a GIFT question (checked against the widget's schema by the
 * caller): true/false and multiple choice as multiple choice, short answer as short answer (or
 * fill in the blanks inside a sentence), numerical as a short answer taking a number, matching as
 * match it (or categorise when items share a match), essay as a long form response. A description
 * asks nothing, so it is not taken.
 */
export function giftSetup(question: GiftQuestion, words: ImportWords): ImportSetup {
  const { text, generalFeedback, answers } = question;
  switch (answers.type) {
    case 'description':
      throw new QuestionFileFailure('quiz.import.unsupported', { type: 'description' });
    case 'essay':
      return essaySetup(text, generalFeedback);
    case 'truefalse':
      return trueFalseSetup(text, answers, generalFeedback, words);
    case 'multichoice':
      return choiceSetup(
        text,
        answers.choices.map(weightedChoice),
        answers.choices.some(isRight),
        generalFeedback,
      );
    case 'shortanswer':
      return shortAnswerSetup(text, answers.answers, generalFeedback, words);
    case 'numerical':
      return numericalSetup(text, answers.answers, answers.wrongFeedback, generalFeedback);
    case 'match':
      return matchSetup(text, answers.pairs, generalFeedback);
  }
}

/** An answer written with `=` makes the question Moodle's one-answer kind. */
const isRight = (choice: GiftChoice) => choice.right;

/** A choice's weight as written, else full marks for `=` and none for `~`. */
function weightedChoice({ right, weight, text, feedback }: GiftChoice) {
  return { weight: weight ?? (right ? 100 : 0), text, feedback };
}
