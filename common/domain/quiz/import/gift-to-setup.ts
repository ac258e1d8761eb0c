import { numericalSetup, shortAnswerSetup } from './gift-answer-setup';
import type { GiftPair } from './gift-answers';
import { choiceSetup, trueFalseSetup } from './gift-choice-setup';
import { GiftFailure, quote } from './gift-failure';
import type { GiftQuestion } from './gift-questions';
import { asked, type GiftSetup, type GiftWords } from './gift-setup-common';

/**
 * The Kelas widget and setup of a GIFT question (checked against the widget's schema by the
 * caller): true/false and multiple choice as multiple choice, short answer as short answer (or
 * fill in the blanks inside a sentence), numerical as a short answer taking a number, matching as
 * match it, essay as a long form response. A description asks nothing, so it is not taken.
 */
export function giftSetup(question: GiftQuestion, words: GiftWords): GiftSetup {
  const { text, generalFeedback, answers } = question;
  switch (answers.type) {
    case 'description':
      throw new GiftFailure('quiz.import.unsupported', { type: 'description' });
    case 'essay':
      return essaySetup(text, generalFeedback);
    case 'truefalse':
      return trueFalseSetup(text, answers, generalFeedback, words);
    case 'multichoice':
      return choiceSetup(text, answers.choices, generalFeedback);
    case 'shortanswer':
      return shortAnswerSetup(text, answers.answers, generalFeedback, words);
    case 'numerical':
      return numericalSetup(text, answers.answers, answers.wrongFeedback, generalFeedback);
    case 'match':
      return matchSetup(text, answers.pairs, generalFeedback);
  }
}

/**
 * An essay: a long form response with no fewest words. Its general feedback is for learners after
 * they answer, and a long form response has no such place (its guidance is for the marker).
 */
function essaySetup(text: string, generalFeedback: string): GiftSetup {
  noFeedback(generalFeedback);
  return { widgetType: 'long_form_response', setup: { question: asked(text), minWords: 0 } };
}

/**
 * Matching: the items in the file's order, and as choices each different match once (a match with
 * no item is an extra choice). Kelas gives each item a choice of its own, so two items with the
 * same match are refused, as is feedback, which match it does not have.
 */
function matchSetup(text: string, pairs: GiftPair[], generalFeedback: string): GiftSetup {
  noFeedback(generalFeedback);
  const choiceIds = new Map<string, string>();
  for (const { match } of pairs) if (!choiceIds.has(match)) choiceIds.set(match, `c${choiceIds.size + 1}`);
  const items = pairs.filter((pair) => pair.item !== '');
  const matches: Record<string, string> = {};
  const matched = new Set<string>();
  items.forEach(({ match }, at) => {
    if (matched.has(match)) throw new GiftFailure('quiz.import.sameMatch', { match: quote(match) });
    matched.add(match);
    matches[`i${at + 1}`] = choiceIds.get(match) ?? '';
  });
  return {
    widgetType: 'match_it',
    setup: {
      question: asked(text),
      items: items.map((pair, at) => ({ id: `i${at + 1}`, text: pair.item })),
      choices: [...choiceIds].map(([match, id]) => ({ id, text: match })),
      answerKey: { matches },
    },
  };
}

function noFeedback(feedback: string): void {
  if (feedback) throw new GiftFailure('quiz.import.feedback', { feedback: quote(feedback) });
}
