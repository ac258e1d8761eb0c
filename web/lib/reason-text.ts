import type { z } from 'zod';
import { FIELD_REASONS, type FieldReasonCode, reasonOf } from '../../common/reasons';
import { fieldReasonText } from './field-reasons';

/**
 * An English reason that came without its code (a zod issue of a form checked in the browser, a
 * reason inside a result) in the interface language: the registry finds its code, else it stays
 * as written.
 */
export function reasonText(english: string): string {
  const reason = reasonOf(english);
  return reason ? fieldReasonText(reason, english) : english;
}

/** A reason without parameters that the browser's own checks give, by its code, in the interface language. */
export function codeText(code: FieldReasonCode): string {
  return fieldReasonText({ code }, FIELD_REASONS[code]);
}

/** Per-field messages, in the interface language, from a failed zod parse, keyed by top-level field. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= reasonText(issue.message);
  return fields;
}
