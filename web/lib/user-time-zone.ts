import { browserTimeZone } from './browser-time-zone';

// The zone of the browser a page is drawn for on the server (web/ssr/render-screen.tsx), where the
// process's own zone is not the reader's; null in the browser.
let drawingZone: string | null = null;

/** Draw in `zone` as the browser's zone (null: the runtime's own), while the server draws a page. */
export function setDrawingTimeZone(zone: string | null): void {
  drawingZone = zone;
}

/**
 * The time zone to show and enter date-times in: the user's own (account settings), else the
 * browser's. Every account starts at UTC (the column's default), so UTC there reads as "not
 * chosen" and the browser's zone, where the person is, comes first.
 */
export function userTimeZone(timezone: string | null | undefined): string {
  if (timezone && timezone !== 'UTC') return timezone;
  return drawingZone ?? (browserTimeZone() || 'UTC');
}
