import { zonedLocal } from '../../../../common/format/zoned-local';

/** An ISO instant as a `datetime-local` value ('2026-05-01T09:30') on the wall clock of `timeZone`. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  return zonedLocal(new Date(iso), timeZone);
}
