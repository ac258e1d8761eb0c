import { ApiError } from '../api/api-error';
import { localizeReason } from '../i18n/localize-reason';

/** The reason the server gave for `field`, in the interface language; else the error's message. */
export function fieldErrorOf(error: Error | null, field: string): string | undefined {
  if (!error) return undefined;
  const reason = error instanceof ApiError ? error.fields[field] : undefined;
  return reason ? localizeReason(reason) : undefined;
}

/** The message for an error not tied to one field (none when a field reason covers it). */
export function formErrorOf(error: Error | null, field: string): string | undefined {
  if (!error || fieldErrorOf(error, field)) return undefined;
  return error instanceof ApiError && error.status > 0 && error.reason
    ? localizeReason(error.reason)
    : error.message;
}
