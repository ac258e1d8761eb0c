import { choiceSetup } from './choice-setup';
import { flowText } from './qti-flow';
import { type Marking, percentOf, type ResponseKey, responseKey } from './qti-response';
import { descendants } from './qti-xml';
import { asked, type ImportSetup, joinedFeedback, noFeedback } from './setup-common';
import { attribute, elements, type XmlElement } from './xml-element';

/**
 * A `choiceInteraction` as a multiple choice: one answer when `maxChoices` is 1 (QTI's default),
 * else several. Right options and their weights come from the response's key (qti-response.ts):
 * all or nothing for a correct response alone, a share of the points each under a mapping, which
 * choice-setup.ts takes when Kelas can mark it so. Options are shuffled when the interaction says,
 * unless one is fixed in place, since Kelas shuffles all or none.
 */
export function choiceInteractionSetup(
  item: XmlElement,
  interaction: XmlElement,
  text: string,
  marking: Marking,
): ImportSetup {
  const single = (attribute(interaction, 'maxChoices') ?? '1').trim() === '1';
  const choices = elements(interaction, 'simpleChoice');
  const fixed = choices.some((choice) => attribute(choice, 'fixed') === 'true');
  const shuffle = attribute(interaction, 'shuffle') === 'true' && !fixed;
  return choicesSetup(item, interaction, choices, { text, single, shuffle, marking });
}

/**
 * An `inlineChoiceInteraction`, a list to choose from inside a sentence, as a multiple choice with
 * one answer asking the sentence with a blank where the list stood.
 */
export function inlineChoiceSetup(
  item: XmlElement,
  interaction: XmlElement,
  text: string,
  marking: Marking,
): ImportSetup {
  const shuffle = attribute(interaction, 'shuffle') === 'true';
  const choices = elements(interaction, 'inlineChoice');
  return choicesSetup(item, interaction, choices, { text: asked(text), single: true, shuffle, marking });
}

interface Asked {
  text: string;
  single: boolean;
  shuffle: boolean;
  marking: Marking;
}

function choicesSetup(
  item: XmlElement,
  interaction: XmlElement,
  choices: XmlElement[],
  { text, single, shuffle, marking }: Asked,
): ImportSetup {
  const key = responseKey(item, attribute(interaction, 'responseIdentifier') ?? '', marking);
  const weighted = choices.map((choice) => {
    const id = attribute(choice, 'identifier') ?? '';
    return {
      weight: weightOf(key, id, single),
      text: flowText(choice),
      feedback: feedbackOf(item, choice, id),
    };
  });
  const built = choiceSetup(text, weighted, single, '');
  const answerKey = built.setup.answerKey as Record<string, unknown>;
  const marked = single || key.mapped ? {} : { answerKey: { ...answerKey, partialCredit: false } };
  const points = key.mapped ? { points: key.best } : {};
  return { ...built, setup: { ...built.setup, shuffle, ...marked, ...points } };
}

/**
 * A choice's weight as a percentage: its mapped share of the best score, or, by a correct
 * response, the whole (one answer) or an equal share (several, then marked all or nothing).
 */
function weightOf(key: ResponseKey, id: string, single: boolean): number {
  const scored = key.values.find(({ value }) => value === id);
  if (key.mapped) return percentOf(scored?.score ?? key.otherwise, key.best);
  if (!scored) return 0;
  return single ? 100 : 100 / key.values.length;
}

/**
 * A choice's feedback: its `feedbackInline` and the item's `modalFeedback` shown for it, both named
 * by the choice's identifier, as QTI's feedback for the option a learner chose. Feedback inside a
 * choice that is shown otherwise has no place in Kelas, and is refused.
 */
function feedbackOf(item: XmlElement, choice: XmlElement, id: string): string {
  const shownFor = (feedback: XmlElement) =>
    attribute(feedback, 'identifier') === id && attribute(feedback, 'showHide') !== 'hide';
  const inline = descendants(choice, (name) => name === 'feedbackInline');
  for (const feedback of inline) if (!shownFor(feedback)) noFeedback(flowText(feedback));
  const modal = elements(item, 'modalFeedback').filter(shownFor);
  return joinedFeedback(...[...inline, ...modal].map(flowText));
}
