import { type Mark, markOf } from './mark';
import type { MatchItSetup } from './match-it-setup';

/**
 * Mark items placed by a learner against where they belong (`key`: item id to choice or category
 * id): each item placed right earns an equal share of the points; `rightParts` names those items.
 * Match it and categorise both mark so.
 */
export function markPlacements(
  items: readonly { id: string }[],
  key: Readonly<Record<string, string>>,
  placed: Readonly<Record<string, string>>,
  maxScore: number,
): Mark {
  const rightParts = items.filter((item) => placed[item.id] === key[item.id]).map((item) => item.id);
  return { ...markOf(rightParts.length / items.length, maxScore), rightParts };
}

/** Mark a learner's matches (markPlacements). */
export const markMatchIt = (
  setup: Pick<MatchItSetup, 'items' | 'answerKey'>,
  matched: Readonly<Record<string, string>>,
  maxScore: number,
) => markPlacements(setup.items, setup.answerKey.matches, matched, maxScore);
