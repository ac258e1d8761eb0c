import { QuestionFileFailure, quote } from '../question-file-failure';
import { type MatchPair, matchSetup } from './match-setup';
import { flowText } from './qti-flow';
import { listedOnly, type Marking, responseKey } from './qti-response';
import type { ImportSetup } from './setup-common';
import { attribute, elements, type XmlElement } from './xml-element';

/**
 * A `matchInteraction` (two `simpleMatchSet`s, its right pairs `directedPair`s from the first set to
 * the second) as match-setup.ts builds it: a match it, or a categorise when items share a match.
 * A choice of the second set no pair uses is an extra choice. Kelas pairs each item with one match
 * and marks each pair alike, so an item with several matches or none, and pairs mapped to
 * different scores, are refused.
 */
export function matchInteractionSetup(
  item: XmlElement,
  interaction: XmlElement,
  text: string,
  marking: Marking,
): ImportSetup {
  const sets = elements(interaction, 'simpleMatchSet').map((set) => elements(set, 'simpleAssociableChoice'));
  const [items = [], matches = []] = sets;
  if (sets.length !== 2) {
    throw new QuestionFileFailure('quiz.import.malformed', { detail: `${sets.length} simpleMatchSet` });
  }
  const key = listedOnly(responseKey(item, attribute(interaction, 'responseIdentifier') ?? '', marking));
  const right = key.values.filter(({ score }) => score > 0);
  const scores = [...new Set(right.map(({ score }) => score))];
  if (scores.length > 1) throw new QuestionFileFailure('quiz.import.weights', { weights: scores.join(', ') });

  const itemsById = byId(items);
  const matchesById = byId(matches);
  const matchOf = new Map<string, string>();
  for (const { value } of right) {
    const [from = '', to = ''] = value.split(/\s+/);
    const paired = itemsById.get(from);
    if (!paired || !matchesById.has(to)) {
      throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(value) });
    }
    if (matchOf.has(from)) throw unmatched('several matches', paired);
    matchOf.set(from, to);
  }
  const pairs: MatchPair[] = items.map((choice) => {
    const match = matchOf.get(attribute(choice, 'identifier') ?? '');
    if (match === undefined) throw unmatched('no match', choice);
    return { item: flowText(choice), match: flowText(matchesById.get(match)) };
  });
  const used = new Set(matchOf.values());
  for (const choice of matches) {
    if (!used.has(attribute(choice, 'identifier') ?? '')) pairs.push({ item: '', match: flowText(choice) });
  }
  const built = matchSetup(text, pairs, '');
  return key.mapped ? { ...built, setup: { ...built.setup, points: key.best } } : built;
}

function byId(choices: XmlElement[]): Map<string, XmlElement> {
  return new Map(choices.map((choice) => [attribute(choice, 'identifier') ?? '', choice]));
}

function unmatched(what: string, choice: XmlElement): QuestionFileFailure {
  return new QuestionFileFailure('quiz.import.unsupported', {
    type: `matchInteraction item with ${what}: ${quote(flowText(choice))}`,
  });
}
