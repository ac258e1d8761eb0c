import type { FillInTheBlanksSetup } from './fill-in-the-blanks-setup';
import { gapIdsOf } from './fill-in-the-blanks-setup';
import { type Mark, markOf } from './mark';

/** One gap typed as accepted: spaces collapsed, NFC, and case folded unless the author says not. */
function sameAnswer(typed: string, accepted: string, caseSensitive: boolean): boolean {
  const normal = (text: string) => {
    const spaced = text.trim().replace(/\s+/g, ' ').normalize('NFC');
    return caseSensitive ? spaced : spaced.toLocaleLowerCase();
  };
  return normal(typed) === normal(accepted);
}

/**
 * Mark the gaps a learner filled in: each gap is worth an equal share of the points, earned when
 * what they typed is one of the gap's accepted answers; `rightParts` names the gaps they got right.
 */
export function markFillInTheBlanks(
  setup: Pick<FillInTheBlanksSetup, 'passage' | 'answerKey'>,
  typed: Readonly<Record<string, string>>,
  maxScore: number,
): Mark {
  const gapIds = gapIdsOf(setup.passage);
  const rightParts = gapIds.filter((id) =>
    (setup.answerKey.gaps[id] ?? []).some((accepted) =>
      sameAnswer(typed[id] ?? '', accepted, setup.answerKey.caseSensitive),
    ),
  );
  return { ...markOf(rightParts.length / gapIds.length, maxScore), rightParts };
}
