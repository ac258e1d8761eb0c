import type { CoursePage } from '../../common/api/course-page';
import type { LoggedInUserData } from '../../common/api/user';

/** A signed-in user as getLoggedInUserData returns it. */
export function buildUser(overrides: Partial<LoggedInUserData> = {}): LoggedInUserData {
  return {
    userId: 'user-1',
    fullName: 'Siti Rahmah',
    preferredLanguage: 'en',
    isStaff: false,
    isMobileOnboardingEnabled: false,
    emailAddress: 'siti@example.com',
    timezone: 'Asia/Jakarta',
    isEducator: false,
    isInstitutionAdmin: false,
    isCourseCreator: false,
    mfaEnabled: false,
    ssoMfaRequired: false,
    tosAcceptanceDates: {},
    subscriptionId: null,
    profileName: 'siti-rahmah',
    lastLoginDate: null,
    emailVerified: true,
    pendingEmail: null,
    courseRoles: {},
    classRoles: {},
    institutionRoles: {},
    isSuperUser: false,
    ...overrides,
  };
}

/**
 * A course page as getPage returns it: `intro` ("Introduction", id `p1`) of Data 101 (`data-101`),
 * in module "Basics", with no sections and no neighbours, for a learner (not an editor).
 */
export function buildCoursePage(overrides: Partial<CoursePage> = {}): CoursePage {
  return {
    id: 'p1',
    path: 'intro',
    coursePath: 'data-101',
    courseName: 'Data 101',
    courseLanguage: 'en',
    title: 'Introduction',
    revisionId: null,
    moduleTitle: 'Basics',
    previous: null,
    next: null,
    sections: [],
    isEditor: false,
    isAdmin: false,
    ...overrides,
  };
}
