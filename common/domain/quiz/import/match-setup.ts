import { asked, type ImportSetup, noFeedback } from './setup-common';

/** A pair of a matching question: an item and its match; no item for a match that is an extra choice. */
export interface MatchPair {
  item: string;
  match: string;
}

/**
 * A matching question, which has no place for feedback. Items in the file's order, and as choices
 * each different match once in order (a match with no item is an extra choice). When every item has
 * a match of its own it is a match it; when some items share a match, learners sort the items into
 * the matches, which is a categorise with the matches as its categories.
 */
export function matchSetup(text: string, pairs: MatchPair[], generalFeedback: string): ImportSetup {
  noFeedback(generalFeedback);
  const choiceIds = new Map<string, string>();
  for (const { match } of pairs) if (!choiceIds.has(match)) choiceIds.set(match, `c${choiceIds.size + 1}`);
  const choices = [...choiceIds].map(([match, id]) => ({ id, text: match }));
  const items = pairs.filter((pair) => pair.item !== '');
  const shown = items.map((pair, at) => ({ id: `i${at + 1}`, text: pair.item }));
  const key = Object.fromEntries(items.map(({ match }, at) => [`i${at + 1}`, choiceIds.get(match) ?? '']));

  if (new Set(items.map(({ match }) => match)).size < items.length) {
    return {
      widgetType: 'categorise',
      setup: { question: asked(text), categories: choices, items: shown, answerKey: { categoryOf: key } },
    };
  }
  return {
    widgetType: 'match_it',
    setup: { question: asked(text), items: shown, choices, answerKey: { matches: key } },
  };
}
