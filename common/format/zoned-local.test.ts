import { describe, expect, it } from 'vitest';
import { zonedLocal } from './zoned-local';

describe('zonedLocal', () => {
  it('gives the wall-clock date and time in the zone, without an offset', () => {
    expect(zonedLocal(new Date('2026-05-01T01:30:00.000Z'), 'Asia/Jakarta')).toBe('2026-05-01T08:30');
    expect(zonedLocal(new Date('2026-05-01T01:30:00.000Z'), 'UTC')).toBe('2026-05-01T01:30');
    expect(zonedLocal(new Date('2026-01-14T21:00:00.000Z'), 'Australia/Sydney')).toBe('2026-01-15T08:00');
  });

  it('writes midnight as 00, on the next day where the zone is past it', () => {
    expect(zonedLocal(new Date('2026-05-01T17:00:00.000Z'), 'Asia/Jakarta')).toBe('2026-05-02T00:00');
  });
});
