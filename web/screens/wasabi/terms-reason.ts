import {
  INVALID_DATETIME_REASON,
  NO_TERMS_TYPE_REASON,
  PAST_DATETIME_REASON,
  UNKNOWN_TERMS_TYPE_REASON,
} from '../../../common/api/terms';
import { i18n } from '../../i18n/i18n';
import { reasonText } from '../../lib/reason-text';

const REASON_KEYS = {
  [PAST_DATETIME_REASON]: 'terms.reasons.pastDatetime',
  [INVALID_DATETIME_REASON]: 'terms.reasons.invalidDatetime',
  [NO_TERMS_TYPE_REASON]: 'terms.reasons.noType',
  [UNKNOWN_TERMS_TYPE_REASON]: 'terms.reasons.unknownType',
} as const;

/** A reason the server gave about scheduling terms, in the interface language. */
export function localizeTermsReason(reason: string): string {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? i18n.t(key) : reasonText(reason);
}
