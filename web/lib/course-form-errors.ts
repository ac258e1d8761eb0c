import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { localizeFields } from '../auth/auth-validation';

/** Per-field messages, in the interface language, from a failed zod parse of a course form. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return localizeFields(fields);
}

/** Per-field messages from a failed course call, keyed by the form's top-level field names. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, string> = {};
  for (const [path, reason] of Object.entries(error.fields)) fields[path.split('.')[0]!] ??= reason;
  return localizeFields(fields);
}
