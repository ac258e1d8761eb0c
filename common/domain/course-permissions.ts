import type { CourseRole } from './course-classification';

/** What a course role may do on the course's pages and settings (spec §6 page permissions). */
export interface CoursePermissions {
  /** Edit content and course settings: the editor flag of spec §5. */
  write: boolean;
  /** Manage the course itself (roles, deletion): the admin flag of spec §5. */
  admin: boolean;
  /** Edit the landing-page settings (description, displayed). */
  landingPage: boolean;
}

const NONE: CoursePermissions = Object.freeze({ write: false, admin: false, landingPage: false });

/** The page permissions a course role grants; no role grants none. */
export function coursePermissions(role: string | null | undefined): CoursePermissions {
  switch (role as CourseRole | undefined) {
    case 'administrator':
      return { write: true, admin: true, landingPage: true };
    case 'course design admin':
      return { write: true, admin: false, landingPage: true };
    case 'course promo admin':
      return { write: false, admin: false, landingPage: true };
    default:
      return NONE;
  }
}

/** Does `role` carry write permission (the editor flag)? */
export function canWriteCourse(role: string | null | undefined): boolean {
  return coursePermissions(role).write;
}

/** Does `role` carry admin permission (the admin flag)? */
export function canAdministerCourse(role: string | null | undefined): boolean {
  return coursePermissions(role).admin;
}

/** May `role` change the landing-page settings? */
export function canEditLandingPage(role: string | null | undefined): boolean {
  return coursePermissions(role).landingPage;
}
