import { QuestionFileFailure } from '../question-file-failure';
import {
  asked,
  type ImportSetup,
  type ImportWords,
  joinedFeedback,
  noFeedback,
  percentages,
} from './setup-common';

/** An option as a file writes it, with its weight: the percentage of the points it earns (or costs). */
export interface WeightedChoice {
  weight: number;
  text: string;
  feedback: string;
}

/** How far apart weights may be and still count as equal shares (33% three times is a third). */
const WEIGHT_SLACK = 0.01;

/**
 * A true/false question as a multiple choice of two options in that order: the one written is right;
 * the first feedback is for the wrong option, the second for the right one.
 */
export function trueFalseSetup(
  text: string,
  answer: { answer: boolean; wrongFeedback: string; rightFeedback: string },
  generalFeedback: string,
  words: ImportWords,
): ImportSetup {
  const [onTrue, onFalse] = answer.answer
    ? [answer.rightFeedback, answer.wrongFeedback]
    : [answer.wrongFeedback, answer.rightFeedback];
  const feedback = feedbackById([
    ['o1', joinedFeedback(onTrue, generalFeedback)],
    ['o2', joinedFeedback(onFalse, generalFeedback)],
  ]);
  return {
    widgetType: 'multiple_choice',
    setup: {
      question: asked(text),
      options: [
        { id: 'o1', text: words.trueOption },
        { id: 'o2', text: words.falseOption },
      ],
      multipleAnswers: false,
      shuffle: false,
      answerKey: { correctOptionIds: [answer.answer ? 'o1' : 'o2'], feedback },
    },
  };
}

/**
 * A multiple choice question. Moodle's one-answer kind (`single`): each option is right (full
 * marks) or wrong (none), which Kelas keeps; a part or a penalty it cannot. Otherwise learners tick
 * several: the options of positive weight are right, and Kelas gives each an equal share, less a
 * share per wrong option ticked, so right weights must be equal shares of 100%. General feedback
 * shows once per answer with one answer, so it joins each option's feedback; with several it would
 * show once per option ticked, so it is refused.
 */
export function choiceSetup(
  text: string,
  choices: WeightedChoice[],
  single: boolean,
  generalFeedback: string,
): ImportSetup {
  const options = choices.map((choice, at) => ({
    id: `o${at + 1}`,
    text: choice.text,
    fraction: choice.weight / 100,
    feedback: choice.feedback,
  }));
  const shown = options.map(({ id, text }) => ({ id, text }));

  if (single) {
    const odd = options.filter(({ fraction }) => fraction !== 0 && fraction !== 1);
    if (odd.length > 0) throw new QuestionFileFailure('quiz.import.weights', { weights: percentages(odd) });
    const answerKey = {
      correctOptionIds: options.filter(({ fraction }) => fraction === 1).map(({ id }) => id),
      feedback: feedbackById(
        options.map(({ id, feedback }) => [id, joinedFeedback(feedback, generalFeedback)]),
      ),
    };
    return {
      widgetType: 'multiple_choice',
      setup: { question: asked(text), options: shown, multipleAnswers: false, answerKey },
    };
  }

  const right = options.filter(({ fraction }) => fraction > 0);
  if (right.some(({ fraction }) => Math.abs(fraction - 1 / right.length) > WEIGHT_SLACK)) {
    throw new QuestionFileFailure('quiz.import.weights', { weights: percentages(right) });
  }
  noFeedback(generalFeedback);
  const answerKey = {
    correctOptionIds: right.map(({ id }) => id),
    partialCredit: true,
    feedback: feedbackById(options.map(({ id, feedback }) => [id, feedback])),
  };
  return {
    widgetType: 'multiple_choice',
    setup: { question: asked(text), options: shown, multipleAnswers: true, answerKey },
  };
}

/** Feedback by option id, for the options that have some. */
function feedbackById(entries: Array<[string, string]>): Record<string, string> {
  return Object.fromEntries(entries.filter(([, feedback]) => feedback !== ''));
}
