import { QuestionFileFailure, quote } from '../question-file-failure';
import { essaySetup } from './essay-setup';
import { choiceInteractionSetup, inlineChoiceSetup } from './qti-choice';
import { flowText, isInteraction, scorerText } from './qti-flow';
import { matchInteractionSetup } from './qti-match';
import { type Marking, markingOf, scoreMaximum } from './qti-response';
import { textEntrySetup } from './qti-text-entry';
import { descendants, nameOf } from './qti-xml';
import type { ImportSetup, ImportWords } from './setup-common';
import { element, type XmlElement } from './xml-element';

/** An item as a builder reads it: its interactions, its body's text and how it is marked. */
interface ReadItem {
  item: XmlElement;
  body: XmlElement | undefined;
  interactions: XmlElement[];
  text: string;
  marking: Marking;
  words: ImportWords;
}

/** The interactions Kelas takes, each one a question; several text entries are the gaps of one text. */
const BUILDERS: Readonly<Record<string, (read: ReadItem) => ImportSetup>> = {
  choiceInteraction: ({ item, interactions: [choice], text, marking }) =>
    choiceInteractionSetup(item, choice!, text, marking),
  inlineChoiceInteraction: ({ item, interactions: [choice], text, marking }) =>
    inlineChoiceSetup(item, choice!, text, marking),
  textEntryInteraction: ({ item, interactions, text, marking, words }) =>
    textEntrySetup(item, interactions, text, marking, words),
  matchInteraction: ({ item, interactions: [match], text, marking }) =>
    matchInteractionSetup(item, match!, text, marking),
  extendedTextInteraction: ({ body, text }) => essaySetup(text, '', 0, scorerText(body)),
};

/**
 * The Kelas widget and setup of an IMS QTI 2.1 `assessmentItem` (checked against the widget's
 * schema by the caller): its one interaction as the question, asked with the text of its body
 * (qti-flow.ts), marked as its response processing says (qti-response.ts), and worth its `SCORE`
 * outcome's `normalMaximum`, else what its mapping gives at best, else a point. Any other
 * interaction (hotspot, order, associate, gap match, slider, upload, a custom one…), an item
 * without one and an item of several (but text entries) are refused by name.
 *
 * Left aside, as Kelas has its own: feedback for the item as a whole (`modalFeedback` not for a
 * choice, `feedbackBlock`), time limits, and the expected length of an answer.
 */
export function qtiItemSetup(item: XmlElement, words: ImportWords): ImportSetup {
  const marking = markingOf(item);
  const body = element(item, 'itemBody');
  const interactions = descendants(body, isInteraction);
  const names = [...new Set(interactions.map(nameOf))];
  const refused = names.find((name) => !Object.hasOwn(BUILDERS, name));
  if (refused) throw new QuestionFileFailure('quiz.import.unsupported', { type: quote(refused) });
  const [name] = names;
  if (!name) {
    throw new QuestionFileFailure('quiz.import.unsupported', { type: 'an item without an interaction' });
  }
  if (interactions.length > 1 && (names.length > 1 || name !== 'textEntryInteraction')) {
    const type = `${interactions.length} interactions in one item (${names.join(', ')})`;
    throw new QuestionFileFailure('quiz.import.unsupported', { type });
  }
  const built = BUILDERS[name]!({ item, body, interactions, text: flowText(body), marking, words });
  const points = scoreMaximum(item);
  return points === undefined ? built : { ...built, setup: { ...built.setup, points } };
}
