import { CLASS_FORM_REASONS } from '../../../common/api/cohort';
import { i18n } from '../../i18n/i18n';
import { localizeReason } from '../../i18n/localize-reason';

type ClassReasonKey = keyof typeof CLASS_FORM_REASONS;

const keysByText = new Map<string, ClassReasonKey>(
  Object.entries(CLASS_FORM_REASONS).map(([key, text]) => [text, key as ClassReasonKey]),
);

/** A class reason (from the shared form rules or the server) in the interface language. */
export function localizeClassReason(reason: string): string {
  const key = keysByText.get(reason);
  return key ? i18n.t(`classes.reasons.${key}`) : localizeReason(reason);
}
