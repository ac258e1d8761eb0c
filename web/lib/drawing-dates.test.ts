import { afterEach, describe, expect, it } from 'vitest';
import { setDrawingLanguage } from '../i18n/i18n';
import { formatDateTime } from './format-date-time';
import { setDrawingTimeZone, userTimeZone } from './user-time-zone';

// A page drawn on the server shows its dates as the reader's browser will (web/ssr/render-screen.tsx),
// or the app's hydration of it would find different text.
describe('dates in a page drawn on the server', () => {
  afterEach(() => {
    setDrawingLanguage(null);
    setDrawingTimeZone(null);
  });

  it('are in the browser’s zone its cookie named, unless the account has a zone of its own', () => {
    setDrawingTimeZone('Asia/Jakarta');
    expect(userTimeZone(null)).toBe('Asia/Jakarta');
    expect(userTimeZone('UTC')).toBe('Asia/Jakarta');
    expect(userTimeZone('Asia/Kuala_Lumpur')).toBe('Asia/Kuala_Lumpur');
    setDrawingTimeZone(null);
    expect(userTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('are in the page’s language, not the app’s', () => {
    const iso = '2026-12-01T02:00:00Z';
    const english = formatDateTime(iso, 'Asia/Jakarta');
    setDrawingLanguage('id');
    const indonesian = formatDateTime(iso, 'Asia/Jakarta');
    expect(indonesian).not.toBe(english);
    expect(indonesian).toBe(
      new Intl.DateTimeFormat('id', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(iso)),
    );
  });
});
