import { OUTCOME_REASONS } from '../../../common/api/outcomes';
import { AppError } from '../../rpc/app-error';

/**
 * Check that every id of `outcomeIds` names one of `outcomes` (the course's): 400 on the field
 * `outcomeIds` otherwise, so a block or question is never aligned to another course's outcome.
 */
export function checkOutcomeIds(outcomes: readonly { id: string }[], outcomeIds: readonly string[]): void {
  const known = new Set(outcomes.map((outcome) => outcome.id));
  if (outcomeIds.every((id) => known.has(id))) return;
  throw new AppError('invalid_input', OUTCOME_REASONS.unknown, { outcomeIds: OUTCOME_REASONS.unknown });
}
