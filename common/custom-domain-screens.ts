import type { ScreenName } from './routes';

// Apart from routes.ts, which every page loads: only the server and a page on an institution's own
// domain (web/site-routes.tsx) need it.

/**
 * The screens an institution's own domain serves (spec §2 custom institution domain): its portal
 * (at the domain's root or prefix), and what its learners do: find, join and take courses, sign in.
 * Every other screen (running courses, classes and institutions, account settings, profiles, the
 * staff area) belongs to the platform's domain, and going there leaves for that origin.
 */
export const CUSTOM_DOMAIN_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'portal',
  'notFound',
  'courses',
  'myCourses',
  'courseLanding',
  'coursePage',
  'login',
  'register',
  'resetPassword',
  'verifyEmail',
  'termsDocument',
  'classInvitation',
  'institutionInvitation',
  'progress',
  'endedError',
  'studentInfo',
  'classGroups',
  'exam',
  'qualificationLanding',
  'certificateVerification',
]);
