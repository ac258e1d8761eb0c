/**
 * The weighted total of items given side by side (their counted scores, what each was out of, their
 * weights): Σ weight × score ÷ out of, over the items with a counted score, ÷ Σ their weights, in
 * percent to one decimal. Null before any counted score, or when those items weigh nothing; an item
 * out of 0 points tells nothing of how well it went, so it is left out.
 */
export function weightedPercent(
  scores: readonly (number | null)[],
  outOf: readonly (number | null)[],
  weights: readonly number[],
): number | null {
  let weighed = 0;
  let weighted = 0;
  for (let index = 0; index < scores.length; index++) {
    const score = scores[index]!;
    const of = outOf[index]!;
    if (score === null || of === null || of <= 0) continue;
    weighed += weights[index]!;
    weighted += weights[index]! * Math.min(1, score / of);
  }
  return weighed > 0 ? Math.round((weighted / weighed) * 1000) / 10 : null;
}

/** Scores added up, to two decimals (as the points are shown). */
export const totalOf = (scores: readonly (number | null)[]) =>
  Math.round(scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) * 100) / 100;
