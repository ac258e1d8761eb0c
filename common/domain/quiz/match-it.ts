import { type Mark, markOf } from './mark';
import type { MatchItSetup } from './match-it-setup';

/** Mark a learner's matches: each item matched with its choice earns an equal share of the points (`rightParts`: those items). */
export function markMatchIt(
  setup: Pick<MatchItSetup, 'items' | 'answerKey'>,
  matched: Readonly<Record<string, string>>,
  maxScore: number,
): Mark {
  const rightParts = setup.items
    .filter((item) => matched[item.id] === setup.answerKey.matches[item.id])
    .map((item) => item.id);
  return { ...markOf(rightParts.length / setup.items.length, maxScore), rightParts };
}
