/**
 * The time zone to show and enter date-times in: the user's own (account settings), else the
 * browser's. Every account starts at UTC (the column's default), so UTC there reads as "not
 * chosen" and the browser's zone, where the person is, comes first.
 */
export function userTimeZone(timezone: string | null | undefined): string {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (timezone && timezone !== 'UTC' ? timezone : browser) || 'UTC';
}
