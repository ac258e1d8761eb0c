import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, OPENCRED_LEARNING_HOURS } from '../domain/opencred-frameworks';
import { frameworkKept, isOpencredHours, OPENCRED_REASONS, opencredFailure } from './opencred-hours';

describe('the OpenCreds rule (spec §4, §5, §9)', () => {
  it('asks an OpenCreds course for its credential framework', () => {
    expect(opencredFailure({ courseType: 'OPENCRED', credentialFramework: null, learningHours: 10 })).toEqual(
      {
        field: 'credentialFramework',
        reason: 'Choose the credential framework of this OpenCreds course: Australia or Malaysia.',
      },
    );
  });

  it.each(FRAMEWORKS)('takes the hours of the %s framework from its list, and no others', (framework) => {
    for (const hours of OPENCRED_LEARNING_HOURS[framework]) {
      expect(
        opencredFailure({ courseType: 'OPENCRED', credentialFramework: framework, learningHours: hours }),
      ).toBeNull();
    }
    for (const hours of [null, 0, 3, 12.5, 1000]) {
      expect(
        opencredFailure({ courseType: 'OPENCRED', credentialFramework: framework, learningHours: hours }),
      ).toEqual({ field: 'learningHours', reason: OPENCRED_REASONS[framework] });
    }
  });

  it.each(FRAMEWORKS)('lists in its reason exactly the hours of the %s framework', (framework) => {
    const listed = OPENCRED_REASONS[framework].match(/\d+(\.\d+)?/g)?.map(Number);
    expect(listed).toEqual(OPENCRED_LEARNING_HOURS[framework]);
  });

  it('leaves a course of another type free in its hours, and without a framework', () => {
    const shortCourse = {
      courseType: 'SHORT_COURSE',
      credentialFramework: 'MALAYSIA',
      learningHours: 7,
    } as const;
    expect(opencredFailure(shortCourse)).toBeNull();
    expect(frameworkKept(shortCourse)).toBeNull();
    expect(frameworkKept({ ...shortCourse, courseType: 'OPENCRED', learningHours: 20 })).toBe('MALAYSIA');
  });

  it('tells the hours of a framework from those of the other', () => {
    expect(isOpencredHours('AUSTRALIA', 2.5)).toBe(true);
    expect(isOpencredHours('MALAYSIA', 2.5)).toBe(false);
    expect(isOpencredHours('MALAYSIA', 10)).toBe(true);
    expect(isOpencredHours('MALAYSIA', null)).toBe(false);
  });
});
