import { institutionReasonOf } from '../../../common/institution-reasons';
import { fieldReasonText } from '../../lib/field-reasons';
import { reasonText } from '../../lib/reason-text';

/**
 * An English reason inside an answer (an invitation list's entry) in the interface language: an
 * institution reason (kept apart from the shared registry) by its code, else as reasonText reads it.
 */
export function institutionReasonText(english: string): string {
  const reason = institutionReasonOf(english);
  return reason ? fieldReasonText(reason, english) : reasonText(english);
}
