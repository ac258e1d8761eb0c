import { describe, expect, it } from 'vitest';
import { COURSE_ROLES } from './course-classification';
import {
  canAdministerCourse,
  canEditLandingPage,
  canWriteCourse,
  coursePermissions,
} from './course-permissions';

describe('course permissions', () => {
  it('gives administrators write and admin', () => {
    expect(coursePermissions('administrator')).toEqual({ write: true, admin: true, landingPage: true });
  });

  it('gives design admins write but not admin', () => {
    expect(canWriteCourse('course design admin')).toBe(true);
    expect(canAdministerCourse('course design admin')).toBe(false);
  });

  it('lets promo admins edit only the landing page settings', () => {
    expect(coursePermissions('course promo admin')).toEqual({
      write: false,
      admin: false,
      landingPage: true,
    });
  });

  it('gives nothing without a role or for an unknown one', () => {
    for (const role of [null, undefined, '', 'learner']) {
      expect(coursePermissions(role)).toEqual({ write: false, admin: false, landingPage: false });
    }
  });

  it('grants admin only where it grants write, and write only where it grants the landing page', () => {
    for (const role of COURSE_ROLES) {
      if (canAdministerCourse(role)) expect(canWriteCourse(role)).toBe(true);
      if (canWriteCourse(role)) expect(canEditLandingPage(role)).toBe(true);
    }
  });
});
