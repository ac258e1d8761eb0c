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
