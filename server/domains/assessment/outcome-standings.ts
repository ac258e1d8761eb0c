import {
  type Evidence,
  type OutcomeStanding,
  standingOf,
} from '../../../common/domain/assessment/attainment';
import type { AlignedItems } from './aligned-items';

/**
 * One learner's standing on each of the course's outcomes, in order: the evidence of the blocks
 * aligned to it (`ofBlock`: their counted score, if any) and of the bank questions aligned to it
 * (`ofQuestion`: their marks in the learner's exam attempts).
 */
export function standingsOf(
  aligned: AlignedItems,
  ofBlock: ReadonlyMap<string, Evidence>,
  ofQuestion: ReadonlyMap<string, readonly Evidence[]>,
): OutcomeStanding[] {
  return aligned.outcomes.map((outcome) =>
    standingOf([
      ...aligned.blocks.flatMap((block) => {
        const evidence = block.outcomeId === outcome.id ? ofBlock.get(block.blockId) : undefined;
        return evidence ? [evidence] : [];
      }),
      ...aligned.questions.flatMap((question) =>
        question.outcomeId === outcome.id ? (ofQuestion.get(question.questionId) ?? []) : [],
      ),
    ]),
  );
}
