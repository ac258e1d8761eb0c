import { QuestionFileFailure, quote } from '../question-file-failure';
import { clozeAnswers } from './cloze-answers';
import { gapsSetup } from './gaps-setup';
import { formattedText } from './html-text';
import { formatOf, richText, writtenText } from './moodle-xml-text';
import {
  GAP_MARK,
  type ImportSetup,
  type ImportWords,
  noFeedback,
  withoutNoncharacters,
} from './setup-common';
import { element, type XmlElement } from './xml-element';

/** The types of Moodle's embedded answers (question/type/multianswer), short and long names. */
const SHORT_ANSWER = new Set(['SHORTANSWER', 'SA', 'MW']);
const SHORT_ANSWER_CASE = new Set(['SHORTANSWER_C', 'SAC', 'MWC']);
const OTHER_TYPES = new Set([
  ...['NUMERICAL', 'NM', 'MULTICHOICE', 'MC', 'MULTICHOICE_V', 'MCV', 'MULTICHOICE_H', 'MCH'],
  ...['MULTICHOICE_S', 'MCS', 'MULTICHOICE_VS', 'MCVS', 'MULTICHOICE_HS', 'MCHS'],
  ...['MULTIRESPONSE', 'MR', 'MULTIRESPONSE_H', 'MRH', 'MULTIRESPONSE_S', 'MRS', 'MULTIRESPONSE_HS', 'MRHS'],
]);

/** `{weight:TYPE:answers}`, the answers up to the first `}` not escaped by a backslash. */
const EMBEDDED = /\{(\d*):([A-Z_]+):((?:\\[\s\S]|[^\\}])*)\}/g;

interface Gap {
  weight: number;
  type: string;
  accepted: string[];
}

/**
 * A cloze question (Moodle's "embedded answers") whose gaps are all short answers, as a fill in
 * the blanks text: each gap takes its full-marks answers. What a gap cannot keep is refused: a
 * part of the points, feedback, `*` for any text; a wrong answer without feedback scores nothing
 * either way and is left out. Gaps worth different marks, or some minding case and others not,
 * are refused, as Kelas marks the gaps of a text alike; the question is worth what its gaps add up
 * to, as in Moodle. A gap of another type (multiple choice, numerical) is refused by its type.
 */
export function clozeSetup(question: XmlElement, words: ImportWords): ImportSetup {
  const questionText = element(question, 'questiontext');
  const format = formatOf(questionText, 'html');
  noFeedback(richText(element(question, 'generalfeedback'), format));
  const gaps: Gap[] = [];
  const marked = withoutNoncharacters(writtenText(questionText, format)).replace(
    EMBEDDED,
    (written, weight: string, type: string, answers: string) => {
      if (!SHORT_ANSWER.has(type) && !SHORT_ANSWER_CASE.has(type)) {
        if (OTHER_TYPES.has(type))
          throw new QuestionFileFailure('quiz.import.unsupported', { type: `cloze ${type}` });
        return written;
      }
      gaps.push({ weight: weight === '' ? 1 : Number(weight), type, accepted: clozeAnswers(answers) });
      return GAP_MARK;
    },
  );
  const text = formattedText(marked, format);
  if (gaps.length === 0) throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(text) });

  const weights = new Set(gaps.map((gap) => gap.weight));
  if (weights.size > 1)
    throw new QuestionFileFailure('quiz.import.weights', { weights: [...weights].join(', ') });
  const caseSensitive = gaps.every((gap) => SHORT_ANSWER_CASE.has(gap.type));
  if (!caseSensitive && gaps.some((gap) => SHORT_ANSWER_CASE.has(gap.type))) {
    throw new QuestionFileFailure('quiz.import.unsupported', {
      type: 'cloze SHORTANSWER with SHORTANSWER_C',
    });
  }

  const accepted = gaps.map((gap) => gap.accepted);
  return gapsSetup(text, accepted, caseSensitive, gaps.length * (gaps[0]?.weight ?? 1), words);
}
