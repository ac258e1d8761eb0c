/** An item's counted score, what it was out of, and its weight. */
export interface WeighedScore {
  score: number | null;
  outOf: number | null;
  weight: number;
}

/**
 * The weighted total: Σ weight × score ÷ out of, over the items with a counted score, ÷ Σ their
 * weights, in percent to one decimal. Null before any counted score, or when those items weigh
 * nothing; an item out of 0 points tells nothing of how well it went, so it is left out.
 */
export function weightedPercent(items: readonly WeighedScore[]): number | null {
  let weights = 0;
  let weighted = 0;
  for (const { score, outOf, weight } of items) {
    if (score === null || outOf === null || outOf <= 0) continue;
    weights += weight;
    weighted += weight * Math.min(1, score / outOf);
  }
  return weights > 0 ? Math.round((weighted / weights) * 1000) / 10 : null;
}

/** Scores added up, to two decimals (as the points are shown). */
export const totalOf = (scores: readonly (number | null)[]) =>
  Math.round(scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) * 100) / 100;
