import type { ClassDate } from '../../../common/api/enrolment';
import { zonedLocal } from '../../../common/format/zoned-local';

/** A class date as an instant and as its local-naive variant in the class's zone, or null. */
export function classDate(date: Date | null, timeZone: string): ClassDate | null {
  return date ? { iso: date.toISOString(), local: zonedLocal(date, timeZone) } : null;
}
