import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import type en from '../i18n/locales/en.json';
import { fieldReasonText } from './field-reasons';

/** The reason the server gave for `field`, in the interface language (none when it gave none). */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const english = error.fields[field];
  if (!english) return undefined;
  const coded = error.fieldCodes[field];
  return coded ? fieldReasonText(coded, english) : catalogueText(error, english);
}

/** Every field reason of a failed call, in the interface language, keyed by top-level field ('outcomes.2' → 'outcomes'). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const path of Object.keys(error.fields)) {
    const text = fieldErrorOf(error, path);
    if (text) fields[path.split('.')[0]!] ??= text;
  }
  return fields;
}

/** The reason of a failed call in the interface language: by its code, else as the server wrote it. */
export function serverReasonText(error: ApiError): string {
  return error.reasonCode
    ? fieldReasonText(error.reasonCode, error.reason)
    : catalogueText(error, error.reason);
}

/** The message for an error not tied to one field (none when a field reason covers it). */
export function formErrorOf(error: Error | null, field: string): string | undefined {
  if (!error || fieldErrorOf(error, field)) return undefined;
  return error instanceof ApiError && error.status > 0 && error.reason
    ? serverReasonText(error)
    : error.message;
}

// A reason without a code reads as the error catalogue's text for the error's own code when it
// is that text's English, or when the interface is not in English: another language never shows
// an English sentence, though the catalogue's is less precise. In English the server's words stay.
function catalogueText(error: ApiError, english: string): string {
  if (!i18n.exists(`errors.${error.code}`)) return english;
  // Typed without naming one entry, so only the whole catalogue comes with this (english-sections.ts).
  const key = `errors.${error.code}` as `errors.${keyof typeof en.errors}`;
  const isCatalogueText = i18n.t(key, { lng: 'en' }) === english;
  return isCatalogueText || !i18n.language.startsWith('en') ? i18n.t(key) : english;
}
