import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './use-page-title';

describe('formatPageTitle', () => {
  it('is the brand name alone without parts (home and the default title)', () => {
    expect(formatPageTitle([], 'Kelas')).toBe('Kelas');
  });

  it("joins the parts with ' - ' and puts the brand name last", () => {
    expect(formatPageTitle(['About'], 'Kelas')).toBe('About - Kelas');
    expect(formatPageTitle(['Week 1', 'Data Science', 'March cohort'], 'Kelas')).toBe(
      'Week 1 - Data Science - March cohort - Kelas',
    );
  });

  it('skips empty parts', () => {
    expect(formatPageTitle(['', 'Courses', '  '], 'Kelas')).toBe('Courses - Kelas');
  });

  it("uses the build's brand name by default", () => {
    expect(formatPageTitle(['About'])).toBe('About - Kelas');
  });
});
