import type { ImportWords } from '../import/setup-common';
import { QuestionFileFailure, quote } from '../question-file-failure';
import { FORMAT_NAMES } from '../question-formats';
import type { MoodleAnswer, MoodleBody, MoodleQuestion } from './moodle-question';
import {
  chosenFeedbackRule,
  type DeclaredResponse,
  modalFeedback,
  outcomeDeclarations,
  RESPONSE,
  responseDeclaration,
  responseProcessing,
  type ShownFeedback,
  summedProcessing,
  type Typed,
  typedFeedbackRule,
} from './qti-scoring';
import { element, inlineText, paragraphs, parent, xmlFile } from './xml-markup';

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
/** Where QTI 2.1's schema is, for `xsi:schemaLocation`. */
export const QTI_SCHEMA_LOCATION = `${QTI_NAMESPACE} http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd`;

/** An item of a package: its identifier (which names its file), its XML and its question's tags. */
export interface QtiItem {
  identifier: string;
  xml: string;
  tags: string[];
}

/** What a question is in an item: its responses, its body's content, its marking and its feedback. */
interface ItemParts {
  responses: string[];
  body: string[];
  processing?: string;
  /** Feedback the `FEEDBACK` outcome (of a response's cardinality) shows. */
  feedback?: { cardinality: 'single' | 'multiple'; shown: ShownFeedback[] };
}

/**
 * A question as an IMS QTI 2.1 `assessmentItem` (the `number`th of its package), written as
 * common/domain/quiz/import/qti*.ts reads it back: its name as the title (else the start of its
 * text), its text as XHTML paragraphs before the interaction, its points as `SCORE`'s
 * `normalMaximum`, and its answers declared, marked by QTI's standard templates:
 *
 * - a multichoice or true/false: a `choiceInteraction`, one choice (`maxChoices="1"`, all or
 *   nothing by `match_correct`) or several (`maxChoices="0"`: a `mapping` of each option's share
 *   by `map_response`, or all or nothing); each option's feedback a `modalFeedback` named by it;
 * - a short answer or numerical: a `textEntryInteraction` of a string or a float, each answer's
 *   share mapped (`caseSensitive` as the question marks), feedback shown by the answer it matches;
 * - a matching: a `matchInteraction` of the items and the different matches, the right
 *   `directedPair`s each an equal share;
 * - a cloze: a `textEntryInteraction` for each gap inside its text, each gap an equal share;
 * - an essay: an `extendedTextInteraction`, with the guidance for markers as a scorer's
 *   `rubricBlock`.
 *
 * Refused: what QTI cannot mark: a `*` standing for any text, a margin around a number (a mapping
 * lists exact values), and the fewest words of an essay.
 */
export function qtiItem(question: MoodleQuestion, number: number, words: ImportWords): QtiItem {
  const identifier = `item-${number}`;
  // A question worth nothing still marks its answers by their shares of 1 point.
  const scale = question.points > 0 ? question.points : 1;
  const parts = partsOf(question, scale, words);
  const feedback = parts.feedback?.shown.length ? parts.feedback : undefined;
  const text = question.type === 'cloze' ? question.instructions : question.text;
  const title = (question.name ?? quote(text)).replace(/\s+/g, ' ').trim();
  const root = parent(
    'assessmentItem',
    {
      xmlns: QTI_NAMESPACE,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': QTI_SCHEMA_LOCATION,
      identifier,
      title,
      adaptive: false,
      timeDependent: false,
    },
    [
      ...parts.responses,
      ...outcomeDeclarations(question.points, feedback?.cardinality),
      parent('itemBody', {}, parts.body),
      parts.processing ?? '',
      ...(feedback?.shown.map(modalFeedback) ?? []),
    ],
  );
  return { identifier, xml: xmlFile(root), tags: question.tags };
}

function partsOf(question: MoodleBody, scale: number, words: ImportWords): ItemParts {
  switch (question.type) {
    case 'multichoice':
      return choiceParts(question, scale);
    case 'truefalse': {
      const { text, answer, trueFeedback, falseFeedback } = question;
      const answers = [
        { text: words.trueOption, fraction: answer ? 1 : 0, feedback: trueFeedback },
        { text: words.falseOption, fraction: answer ? 0 : 1, feedback: falseFeedback },
      ];
      return choiceParts({ text, answers, single: true, shuffle: false }, scale);
    }
    case 'shortanswer':
      return entryParts(
        question.text,
        { baseType: 'string', caseSensitive: question.caseSensitive },
        question.answers.map((answer) =>
          isOtherwise(answer) ? answer : { ...answer, text: literal(answer.text) },
        ),
        scale,
      );
    case 'numerical':
      for (const { text, tolerance } of question.answers) {
        if (tolerance > 0) {
          throw new QuestionFileFailure('quiz.export.tolerance', {
            format: FORMAT_NAMES.qti,
            answer: `${text} ± ${tolerance}`,
          });
        }
      }
      return entryParts(question.text, { baseType: 'float' }, question.answers, scale);
    case 'matching':
      return matchParts(question, scale);
    case 'cloze':
      return clozeParts(question, scale);
    case 'essay':
      return essayParts(question);
  }
}

/** Options to choose from: one or several, marked all or nothing or each with its share. */
function choiceParts(
  question: Pick<
    MoodleBody & { type: 'multichoice' },
    'text' | 'answers' | 'single' | 'shuffle' | 'allOrNothing'
  >,
  scale: number,
): ItemParts {
  const { text, answers, single, shuffle } = question;
  const ids = answers.map((_, at) => `choice-${at + 1}`);
  const mapped = !single && !question.allOrNothing;
  const cardinality = single ? 'single' : 'multiple';
  const response = responseDeclaration({
    identifier: RESPONSE,
    cardinality,
    baseType: 'identifier',
    correct: ids.filter((_, at) => (answers[at]?.fraction ?? 0) > 0),
    // Each wrong option ticked costs its share, but the score goes no lower than nothing.
    mapping: mapped
      ? {
          lowerBound: 0,
          entries: answers.map(({ fraction }, at) => ({ key: ids[at]!, score: fraction * scale })),
        }
      : undefined,
  });
  const choices = answers.map(({ text: option }, at) =>
    element('simpleChoice', { identifier: ids[at] }, inlineText(option)),
  );
  const interaction = parent(
    'choiceInteraction',
    { responseIdentifier: RESPONSE, shuffle, maxChoices: single ? 1 : 0 },
    choices,
  );
  const shown = answers.flatMap(({ feedback }, at) =>
    feedback ? [{ identifier: ids[at]!, text: feedback }] : [],
  );
  const rules = shown.length > 0 ? [chosenFeedbackRule()] : [];
  return {
    responses: [response],
    body: [...paragraphs(text), interaction],
    processing: responseProcessing(mapped ? 'map_response' : 'match_correct', rules),
    feedback: { cardinality, shown },
  };
}

/** Moodle's answer of `*` worth nothing: its feedback is for any other answer. */
function isOtherwise(answer: MoodleAnswer): boolean {
  return answer.text === '*' && answer.fraction === 0;
}

/** A short answer's text as written (Moodle's `\*` an asterisk); a `*` for any text QTI cannot match. */
function literal(text: string): string {
  if (/(^|[^\\])\*/.test(text)) {
    throw new QuestionFileFailure('quiz.export.wildcard', { format: FORMAT_NAMES.qti, answer: quote(text) });
  }
  return text.replace(/\\\*/g, '*');
}

/**
 * One typed answer after the text: each answer that scores mapped to its share, the first of full
 * marks the correct response; feedback shown by the first answer matched, else for any other.
 */
function entryParts(text: string, typed: Typed, answers: readonly MoodleAnswer[], scale: number): ItemParts {
  const accepted = answers.filter((answer) => !isOtherwise(answer));
  const otherwise = answers
    .filter(isOtherwise)
    .map(({ feedback }) => feedback)
    .filter(Boolean)
    .join('\n\n');
  const declared: DeclaredResponse = {
    identifier: RESPONSE,
    cardinality: 'single',
    baseType: typed.baseType,
    correct: accepted
      .filter(({ fraction }) => fraction === 1)
      .slice(0, 1)
      .map((answer) => answer.text),
    mapping: {
      caseSensitive: typed.baseType === 'string' ? typed.caseSensitive : undefined,
      entries: accepted
        .filter(({ fraction }) => fraction > 0)
        .map(({ text: key, fraction }) => ({ key, score: fraction * scale })),
    },
  };
  const shown = [
    ...accepted.flatMap(({ feedback }, at) =>
      feedback ? [{ identifier: `feedback-${at + 1}`, text: feedback }] : [],
    ),
    ...(otherwise ? [{ identifier: 'feedback-other', text: otherwise }] : []),
  ];
  const answered = accepted.flatMap(({ text: key, feedback }, at) =>
    feedback ? [{ key, feedback: `feedback-${at + 1}` }] : [],
  );
  const rule = typedFeedbackRule(typed, answered, otherwise ? 'feedback-other' : undefined);
  return {
    responses: [responseDeclaration(declared)],
    body: [
      ...paragraphs(text),
      element('p', {}, element('textEntryInteraction', { responseIdentifier: RESPONSE })),
    ],
    processing: responseProcessing('map_response', rule ? [rule] : []),
    feedback: { cardinality: 'single', shown },
  };
}

/** Items and their matches: each different match once, in order, an extra choice among them. */
function matchParts({ text, pairs }: MoodleBody & { type: 'matching' }, scale: number): ItemParts {
  const items = pairs.filter(({ item }) => item !== '');
  const matches = [...new Set(pairs.map(({ match }) => match))];
  const right = items.map(({ match }, at) => `I${at + 1} M${matches.indexOf(match) + 1}`);
  const response = responseDeclaration({
    identifier: RESPONSE,
    cardinality: 'multiple',
    baseType: 'directedPair',
    correct: right,
    mapping: { entries: right.map((key) => ({ key, score: scale / items.length })) },
  });
  const choices = (prefix: string, texts: readonly string[], matchMax: number) =>
    parent(
      'simpleMatchSet',
      {},
      texts.map((choice, at) =>
        element('simpleAssociableChoice', { identifier: `${prefix}${at + 1}`, matchMax }, inlineText(choice)),
      ),
    );
  const interaction = parent(
    'matchInteraction',
    { responseIdentifier: RESPONSE, shuffle: true, maxAssociations: items.length },
    [
      choices(
        'I',
        items.map(({ item }) => item),
        1,
      ),
      choices('M', matches, 0),
    ],
  );
  return {
    responses: [response],
    body: [...paragraphs(text), interaction],
    processing: responseProcessing('map_response'),
  };
}

/** The instructions, then the passage with a text entry for each gap, each an equal share of the points. */
function clozeParts(
  { instructions, passage, caseSensitive }: MoodleBody & { type: 'cloze' },
  scale: number,
): ItemParts {
  const gaps = passage.filter((part) => typeof part !== 'string');
  const identifiers = gaps.map((_, at) => `RESPONSE_${at + 1}`);
  let gap = 0;
  const text = passage.map((part) =>
    typeof part === 'string'
      ? inlineText(part)
      : element('textEntryInteraction', { responseIdentifier: identifiers[gap++] }),
  );
  const responses = gaps.map((answers, at) =>
    responseDeclaration({
      identifier: identifiers[at]!,
      cardinality: 'single',
      baseType: 'string',
      correct: answers.slice(0, 1),
      mapping: { caseSensitive, entries: answers.map((key) => ({ key, score: scale / gaps.length })) },
    }),
  );
  return {
    responses,
    body: [...paragraphs(instructions), element('p', {}, text.join(''))],
    processing: summedProcessing(identifiers),
  };
}

/** A text to write, marked by a person: no processing, the guidance a rubric only the marker sees. */
function essayParts({ text, minWords, guidance }: MoodleBody & { type: 'essay' }): ItemParts {
  if (minWords > 0) {
    throw new QuestionFileFailure('quiz.export.minWords', {
      format: FORMAT_NAMES.qti,
      count: String(minWords),
    });
  }
  return {
    responses: [
      element('responseDeclaration', { identifier: RESPONSE, cardinality: 'single', baseType: 'string' }),
    ],
    body: [
      ...paragraphs(text),
      guidance ? parent('rubricBlock', { view: 'scorer' }, paragraphs(guidance)) : '',
      element('extendedTextInteraction', { responseIdentifier: RESPONSE }),
    ],
  };
}
