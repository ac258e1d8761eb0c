import { PAGE_REASONS } from '../../common/api/page-admin';
import { i18n } from '../i18n/i18n';
import { localizeReason } from '../i18n/localize-reason';

type PageReasonKey = keyof typeof PAGE_REASONS;
const KEYS = new Map(
  Object.entries(PAGE_REASONS).map(([key, text]) => [text as string, key as PageReasonKey]),
);

/** A page or path reason of the server in the interface language (other reasons as localizeReason words them). */
export function pageReasonText(reason: string): string {
  const key = KEYS.get(reason);
  return key ? i18n.t(`pageHelper.reasons.${key}`) : localizeReason(reason);
}
