import type { FieldReason } from '../../common/errors';
import { i18n } from '../i18n/i18n';

/**
 * A field reason (common/reasons.ts) in the interface language: the translation of its code,
 * `fieldReasons.<code>`, with its parameters filled in. The one mapping of reasons to words, for
 * the server's codes and the browser's own checks alike. `english` stands in for a code this web
 * does not know, or while the translations holding it still load; and in English, for the
 * section itself, which the app never loads: `english` is the registry's text (common/reasons.ts),
 * the same words (field-reasons.test.ts), so the English of reasons stays out of every screen.
 */
export function fieldReasonText({ code, params }: FieldReason, english?: string): string {
  // A code from the server is checked at run time: a key i18next lacks gives `defaultValue`.
  return i18n.t(`fieldReasons.${code}`, { ...params, defaultValue: english ?? code });
}
