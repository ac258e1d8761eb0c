/** An instant from a raw row (a Date or the driver's text) as ISO 8601, keeping null. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
