import { SCHEDULE_DAYS_MAX } from '../../../common/api/page-admin';

/** A scheduling field as typed: empty is null (no schedule), a whole number 0…max is kept, else invalid. */
export function parseScheduleDays(text: string): { value: number | null } | { invalid: true } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > SCHEDULE_DAYS_MAX) return { invalid: true };
  return { value: Number(trimmed) };
}

/** The text a stored offset is typed as. */
export const scheduleDaysText = (days: number | null): string => (days === null ? '' : String(days));
