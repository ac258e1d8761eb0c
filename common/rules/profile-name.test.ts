import { describe, expect, it } from 'vitest';
import {
  BLANK_PROFILE_NAME_MESSAGE,
  INVALID_PROFILE_NAME_MESSAGE,
  profileNameFrom,
  profileNameProblem,
  RESERVED_PROFILE_NAME_MESSAGE,
} from './profile-name';

describe('profile names', () => {
  it('accepts lowercase slugs of 3 to 40 characters', () => {
    for (const name of ['ann', 'aisyah-rahman', 'user-2', 'a'.repeat(40)]) {
      expect(profileNameProblem(name)).toBeNull();
    }
  });

  it('refuses blanks with the wording of spec §5', () => {
    expect(profileNameProblem('   ')).toBe(BLANK_PROFILE_NAME_MESSAGE);
  });

  it('refuses other shapes', () => {
    for (const name of ['ab', 'a'.repeat(41), 'Ann', '-ann', 'ann-', 'an n', 'ann_b', 'zoë']) {
      expect(profileNameProblem(name)).toBe(INVALID_PROFILE_NAME_MESSAGE);
    }
  });

  it('refuses the reserved segments and prefixes of spec §2', () => {
    for (const name of ['admin', 'create', 'enrol', 'wasabi', 'courses', 'media']) {
      expect(profileNameProblem(name)).toBe(RESERVED_PROFILE_NAME_MESSAGE);
    }
  });

  it('suggests a slug from a full name, transliterated to ASCII', () => {
    expect(profileNameFrom('Aisyah Rahman')).toBe('aisyah-rahman');
    expect(profileNameFrom("Samuel O'Neil")).toBe('samuel-oneil');
    expect(profileNameFrom('Zoë Ağca-Łukasz')).toBe('zoe-agca-lukasz');
    expect(profileNameFrom('  Ng  ')).toBe('user');
    expect(profileNameFrom('陈伟玲')).toBe('user');
    expect(profileNameFrom('Admin')).toBe('user');
    expect(profileNameFrom('A'.repeat(70)).length).toBeLessThanOrEqual(34);
  });
});
