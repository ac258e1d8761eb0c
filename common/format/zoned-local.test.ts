import { describe, expect, it } from 'vitest';
import { addZonedDays, readZonedLocal, zonedLocal } from './zoned-local';

const iso = (local: string, zone: string) => {
  const reading = readZonedLocal(local, zone);
  return reading.ok ? reading.iso : reading.refusal;
};

describe('zonedLocal', () => {
  it('gives the wall-clock date and time in the zone, without an offset', () => {
    expect(zonedLocal(new Date('2026-05-01T01:30:00.000Z'), 'Asia/Jakarta')).toBe('2026-05-01T08:30');
    expect(zonedLocal(new Date('2026-05-01T01:30:00.000Z'), 'UTC')).toBe('2026-05-01T01:30');
    expect(zonedLocal(new Date('2026-01-14T21:00:00.000Z'), 'Australia/Sydney')).toBe('2026-01-15T08:00');
  });

  it('writes midnight as 00, on the next day where the zone is past it', () => {
    expect(zonedLocal(new Date('2026-05-01T17:00:00.000Z'), 'Asia/Jakarta')).toBe('2026-05-02T00:00');
  });

  it('drops seconds without rounding up to the next minute', () => {
    expect(zonedLocal(new Date('2026-05-01T01:30:59.900Z'), 'UTC')).toBe('2026-05-01T01:30');
  });

  it('reads both sides of each daylight-saving change, north and south of the equator', () => {
    // New York springs forward on 8 March 2026 at 02:00 and falls back on 1 November.
    expect(zonedLocal(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-08T01:59');
    expect(zonedLocal(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08T03:00');
    // Sydney falls back on 5 April 2026 at 03:00 (to 02:00) and springs forward on 4 October.
    expect(zonedLocal(new Date('2026-04-04T15:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05T02:30');
    expect(zonedLocal(new Date('2026-04-04T16:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05T02:30');
    // Santiago changes at midnight: 5 April 2026 00:00 becomes 4 April 23:00.
    expect(zonedLocal(new Date('2026-04-05T02:30:00Z'), 'America/Santiago')).toBe('2026-04-04T23:30');
    expect(zonedLocal(new Date('2026-04-05T03:30:00Z'), 'America/Santiago')).toBe('2026-04-04T23:30');
  });
});

describe('readZonedLocal', () => {
  it('reads the wall-clock time in the given zone', () => {
    expect(iso('2026-05-01T09:30', 'Asia/Jakarta')).toBe('2026-05-01T02:30:00.000Z');
    expect(iso('2026-05-01T09:30', 'UTC')).toBe('2026-05-01T09:30:00.000Z');
    expect(iso('2026-05-01T09:30:15', 'UTC')).toBe('2026-05-01T09:30:15.000Z');
    expect(iso('2026-01-15T08:00', 'Australia/Sydney')).toBe('2026-01-14T21:00:00.000Z');
    expect(iso('2026-07-01T12:00', 'Australia/Sydney')).toBe('2026-07-01T02:00:00.000Z');
  });

  it('takes the offset in force on either side of a change, in every hemisphere', () => {
    // The day before and the day after each change, at the hour of the change.
    const cases: Array<[string, string, string]> = [
      ['America/New_York', '2026-03-07T02:30', '2026-03-07T07:30:00.000Z'],
      ['America/New_York', '2026-03-09T02:30', '2026-03-09T06:30:00.000Z'],
      ['America/New_York', '2026-10-31T01:30', '2026-10-31T05:30:00.000Z'],
      ['America/New_York', '2026-11-02T01:30', '2026-11-02T06:30:00.000Z'],
      ['Europe/London', '2026-03-28T01:30', '2026-03-28T01:30:00.000Z'],
      ['Europe/London', '2026-03-30T01:30', '2026-03-30T00:30:00.000Z'],
      ['Europe/London', '2026-10-24T01:30', '2026-10-24T00:30:00.000Z'],
      ['Europe/London', '2026-10-26T01:30', '2026-10-26T01:30:00.000Z'],
      ['Australia/Sydney', '2026-04-04T02:30', '2026-04-03T15:30:00.000Z'],
      ['Australia/Sydney', '2026-04-06T02:30', '2026-04-05T16:30:00.000Z'],
      ['Australia/Sydney', '2026-10-03T02:30', '2026-10-02T16:30:00.000Z'],
      ['Australia/Sydney', '2026-10-05T02:30', '2026-10-04T15:30:00.000Z'],
      ['America/Santiago', '2026-04-04T00:30', '2026-04-04T03:30:00.000Z'],
      ['America/Santiago', '2026-04-06T00:30', '2026-04-06T04:30:00.000Z'],
      ['America/Santiago', '2026-09-05T00:30', '2026-09-05T04:30:00.000Z'],
      ['America/Santiago', '2026-09-07T00:30', '2026-09-07T03:30:00.000Z'],
    ];
    for (const [zone, local, instant] of cases) expect(iso(local, zone), `${local} in ${zone}`).toBe(instant);
  });

  it('takes the earlier of a time that happens twice, east and west of UTC alike', () => {
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-04-05T02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
    expect(iso('2026-04-04T23:30', 'America/Santiago')).toBe('2026-04-05T02:30:00.000Z');
  });

  it('refuses a time the clocks skip, east and west of UTC alike', () => {
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('skipped');
    expect(iso('2026-03-29T01:30', 'Europe/London')).toBe('skipped');
    expect(iso('2026-10-04T02:30', 'Australia/Sydney')).toBe('skipped');
    expect(iso('2026-09-06T00:30', 'America/Santiago')).toBe('skipped');
  });

  it('refuses a day or time that does not exist', () => {
    expect(iso('2026-02-31T10:00', 'UTC')).toBe('not_real');
    expect(iso('2026-02-29T10:00', 'Asia/Jakarta')).toBe('not_real');
    expect(iso('2028-02-29T10:00', 'UTC')).toBe('2028-02-29T10:00:00.000Z');
    expect(iso('2026-04-31T10:00', 'UTC')).toBe('not_real');
    expect(iso('2026-05-01T24:30', 'UTC')).toBe('not_real');
    expect(iso('2026-05-01T10:60', 'UTC')).toBe('not_real');
    expect(iso('2026-13-01T10:00', 'UTC')).toBe('not_real');
  });

  it('refuses what is not a date and time, and an unknown zone', () => {
    expect(iso('', 'UTC')).toBe('shape');
    expect(iso('tomorrow', 'UTC')).toBe('shape');
    expect(iso('2026-05-01', 'UTC')).toBe('shape');
    expect(iso('2026-05-01T09:30Z', 'UTC')).toBe('shape');
    expect(iso('2026-05-01T09:30', 'Mars/Olympus')).toBe('zone');
  });
});

describe('addZonedDays', () => {
  it('keeps the local time across a daylight-saving change in both hemispheres', () => {
    // A class starting Friday 09:00 before each change: a week later it is still 09:00 there.
    const cases: Array<[string, string, string]> = [
      ['America/New_York', '2026-03-06T14:00:00Z', '2026-03-13T13:00:00.000Z'],
      ['Europe/London', '2026-10-23T08:00:00Z', '2026-10-30T09:00:00.000Z'],
      ['Australia/Sydney', '2026-04-02T22:00:00Z', '2026-04-09T23:00:00.000Z'],
      ['America/Santiago', '2026-09-04T13:00:00Z', '2026-09-11T12:00:00.000Z'],
    ];
    for (const [zone, start, week] of cases) {
      const later = addZonedDays(new Date(start), 7, zone);
      expect(later.toISOString(), zone).toBe(week);
      expect(zonedLocal(later, zone).slice(11)).toBe(zonedLocal(new Date(start), zone).slice(11));
    }
  });
});
