import { QuestionFileFailure, quote } from '../question-file-failure';
import { numericalSetup, shortAnswerSetup, type WeightedNumber } from './answer-setup';
import { choiceSetup, trueFalseSetup } from './choice-setup';
import { essaySetup } from './essay-setup';
import type { TextFormat } from './html-text';
import { matchSetup } from './match-setup';
import { clozeSetup } from './moodle-xml-cloze';
import { formatOf, richText } from './moodle-xml-text';
import type { ImportSetup, ImportWords } from './setup-common';
import { writtenNumber } from './written-number';
import { attribute, childText, element, elements, type XmlElement } from './xml-element';

/**
 * The Kelas widget and setup of a Moodle XML question (checked against the widget's schema by the
 * caller), read as Moodle's own import (question/format/xml/format.php) reads each type:
 * multichoice and truefalse as multiple choice, shortanswer as short answer, numerical as a short
 * answer taking a number, matching as match it (or categorise when items share a match), essay as
 * a long form response and a cloze whose gaps are all short answers as fill in the blanks. Any
 * other type (description, calculated, drag and drop, random…) is refused by name.
 *
 * Not kept, as Kelas has its own: the feedback for a right, partly right or wrong answer as a
 * whole (Kelas says which it was), hints and the penalty for another try (Kelas's attempts), answer
 * numbering, and an essay's response format, template and attachments.
 */
export function moodleSetup(type: string, question: XmlElement, words: ImportWords): ImportSetup {
  if (type === 'cloze' || type === 'multianswer') return clozeSetup(question, words);
  const build = Object.hasOwn(BUILDERS, type) ? BUILDERS[type] : undefined;
  if (!build) throw new QuestionFileFailure('quiz.import.unsupported', { type: quote(type || 'none') });
  const questionText = element(question, 'questiontext');
  const format = formatOf(questionText, 'html');
  const read = {
    question,
    format,
    text: richText(questionText, 'html'),
    generalFeedback: richText(element(question, 'generalfeedback'), format),
  };
  return build(read, words);
}

/** What every question type has: its text and general feedback, and the format its parts inherit. */
interface MoodleQuestion {
  question: XmlElement;
  format: TextFormat;
  text: string;
  generalFeedback: string;
}

const BUILDERS: Readonly<Record<string, (read: MoodleQuestion, words: ImportWords) => ImportSetup>> = {
  multichoice: readMultichoice,
  truefalse: readTruefalse,
  shortanswer: readShortanswer,
  numerical: readNumerical,
  matching: readMatching,
  match: readMatching,
  essay: readEssay,
};

/** `<single>`, `<shuffleanswers>`…: Moodle's yes unless `false`, `0` or empty; `missing` when absent. */
function flag(question: XmlElement, name: string, missing: boolean): boolean {
  if (!element(question, name)) return missing;
  return !['false', '0', ''].includes(childText(question, name));
}

/** An answer's `fraction` attribute: the percentage of the points it earns (none when absent). */
function weightOf(answer: XmlElement): number {
  const written = attribute(answer, 'fraction') ?? '0';
  return writtenNumber(written, `fraction="${written}"`);
}

/** An answer's feedback as plain text. */
function feedbackOf(answer: XmlElement, format: TextFormat): string {
  return richText(element(answer, 'feedback'), format);
}

/** The answers a question gives, without the empty ones Moodle also leaves out. */
function answersOf(question: XmlElement): XmlElement[] {
  return elements(question, 'answer').filter((answer) => childText(answer, 'text') !== '');
}

function readMultichoice({ question, format, text, generalFeedback }: MoodleQuestion): ImportSetup {
  const choices = answersOf(question).map((answer) => ({
    weight: weightOf(answer),
    text: richText(answer, format),
    feedback: feedbackOf(answer, format),
  }));
  const built = choiceSetup(text, choices, flag(question, 'single', true), generalFeedback);
  return { ...built, setup: { ...built.setup, shuffle: flag(question, 'shuffleanswers', false) } };
}

/**
 * The answer of text `true` with full marks makes true right, that of `false` false; an old file
 * whose answers say neither has true first, as Moodle reads it.
 */
function readTruefalse(
  { question, format, text, generalFeedback }: MoodleQuestion,
  words: ImportWords,
): ImportSetup {
  const feedback = { true: '', false: '' };
  let answer = true;
  elements(question, 'answer').forEach((written, at) => {
    const said = childText(written, 'text');
    const truth = said === 'true' || (said !== 'false' && at === 0);
    feedback[truth ? 'true' : 'false'] = feedbackOf(written, format);
    answer = truth === (weightOf(written) === 100);
  });
  const [rightFeedback, wrongFeedback] = answer
    ? [feedback.true, feedback.false]
    : [feedback.false, feedback.true];
  return trueFalseSetup(text, { answer, rightFeedback, wrongFeedback }, generalFeedback, words);
}

/** Accepted answers are plain text, as Moodle keeps them; `<usecase>1</usecase>` minds case. */
function readShortanswer(
  { question, format, text, generalFeedback }: MoodleQuestion,
  words: ImportWords,
): ImportSetup {
  const answers = answersOf(question).map((answer) => ({
    weight: weightOf(answer),
    text: childText(answer, 'text'),
    feedback: feedbackOf(answer, format),
  }));
  return shortAnswerSetup(text, answers, generalFeedback, words, flag(question, 'usecase', false));
}

/** Each value with its `<tolerance>` (an absolute margin); `*` matches any number. Units are refused. */
function readNumerical({ question, format, text, generalFeedback }: MoodleQuestion): ImportSetup {
  if (elements(element(question, 'units'), 'unit').length > 0) {
    throw new QuestionFileFailure('quiz.import.unsupported', { type: 'numerical with units' });
  }
  const numbers = elements(question, 'answer').map((answer): WeightedNumber => {
    const value = childText(answer, 'text');
    const tolerance = childText(answer, 'tolerance');
    return {
      weight: weightOf(answer),
      value: value === '*' || value === '' ? 'any' : writtenNumber(value, value),
      tolerance: tolerance === '' ? 0 : writtenNumber(tolerance, tolerance),
      feedback: feedbackOf(answer, format),
    };
  });
  return numericalSetup(text, numbers, '', generalFeedback);
}

/** Each subquestion an item with the plain text of its answer as its match; one without text is an extra choice. */
function readMatching({ question, format, text, generalFeedback }: MoodleQuestion): ImportSetup {
  const pairs = elements(question, 'subquestion')
    .map((sub) => ({ item: richText(sub, format), match: childText(element(sub, 'answer'), 'text') }))
    .filter((pair) => pair.item !== '' || pair.match !== '');
  return matchSetup(text, pairs, generalFeedback);
}

/** The information for graders is the guidance for whoever marks it; `<minwordlimit>` its fewest words. */
function readEssay({ question, format, text, generalFeedback }: MoodleQuestion): ImportSetup {
  const fewest = childText(question, 'minwordlimit');
  const minWords = fewest === '' ? 0 : writtenNumber(fewest, `<minwordlimit>${fewest}</minwordlimit>`);
  return essaySetup(text, generalFeedback, minWords, richText(element(question, 'graderinfo'), format));
}
