import { describe, expect, it } from 'vitest';
import { formatInZone, zonedLocalToIso } from './zoned-time';

describe('zonedLocalToIso', () => {
  it('reads the wall-clock time in the given zone', () => {
    expect(zonedLocalToIso('2026-05-01T09:30', 'Asia/Jakarta')).toBe('2026-05-01T02:30:00.000Z');
    expect(zonedLocalToIso('2026-05-01T09:30', 'UTC')).toBe('2026-05-01T09:30:00.000Z');
    expect(zonedLocalToIso('2026-05-01T09:30:15', 'UTC')).toBe('2026-05-01T09:30:15.000Z');
    expect(zonedLocalToIso('2026-01-15T08:00', 'Australia/Sydney')).toBe('2026-01-14T21:00:00.000Z');
  });

  it('follows daylight saving on either side of a change', () => {
    expect(zonedLocalToIso('2026-07-01T12:00', 'Australia/Sydney')).toBe('2026-07-01T02:00:00.000Z');
    expect(zonedLocalToIso('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('gives null for a value that is not a date and time that exists in the zone', () => {
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('tomorrow', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-10-04T02:30', 'Australia/Sydney')).toBeNull();
  });
});

describe('formatInZone', () => {
  it('shows the instant in the zone', () => {
    expect(formatInZone('2026-05-01T02:30:00.000Z', 'Asia/Jakarta', 'en-GB')).toContain('09:30');
  });
});
