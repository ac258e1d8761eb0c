/**
 * A learner's attainment of a course outcome: the share of the points earned on the items aligned
 * to it that they have a counted mark on (a quiz block's counted attempt, an exam question of their
 * best attempt), and a level at fixed thresholds of that share. Items not answered yet, or still
 * to be marked, are no evidence either way: they neither raise nor lower the share.
 */
export const ATTAINMENT_LEVELS = ['not_yet', 'developing', 'achieved'] as const;
export type AttainmentLevel = (typeof ATTAINMENT_LEVELS)[number];

/** The share (in percent) from which an outcome is developing, then achieved. */
export const DEVELOPING_FROM = 50;
export const ACHIEVED_FROM = 80;

/** One marked item aligned to an outcome: the points earned, out of what it is worth. */
export interface Evidence {
  earned: number;
  possible: number;
}

/** Where a learner stands on one outcome; `percent` and `level` are null without evidence. */
export interface OutcomeStanding {
  earned: number;
  possible: number;
  percent: number | null;
  level: AttainmentLevel | null;
  /** How many marked items it rests on. */
  evidence: number;
}

/** The level of a share in percent. */
export function levelOf(percent: number): AttainmentLevel {
  if (percent >= ACHIEVED_FROM) return 'achieved';
  return percent >= DEVELOPING_FROM ? 'developing' : 'not_yet';
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/** The standing that `evidence` gives (a mark above an item's worth counts as its worth). */
export function standingOf(evidence: readonly Evidence[]): OutcomeStanding {
  const counted = evidence.filter((item) => item.possible > 0);
  const possible = counted.reduce((sum, item) => sum + item.possible, 0);
  const earned = counted.reduce((sum, item) => sum + Math.min(Math.max(item.earned, 0), item.possible), 0);
  if (possible === 0) return { earned: 0, possible: 0, percent: null, level: null, evidence: 0 };
  const percent = Math.round((earned / possible) * 100);
  return {
    earned: rounded(earned),
    possible: rounded(possible),
    percent,
    level: levelOf(percent),
    evidence: counted.length,
  };
}
