import { z } from 'zod';
import { CLASS_MODES, ENROLMENT_TYPES } from './cohort';
import { contract } from './contract';
import { ClassDate } from './enrolment';
import { QualificationEnrolment } from './qualification';

/**
 * The membership reads of spec §7 (`read user …/me`) and the class schedule:
 * - `getEnrolledClassData/me`                       → EnrolledClassData
 * - `getEnrolledCohortsData/me` {coursePath}        → EnrolledClassData (that course's classes only)
 * - `getEnrolledCoursesData/me` {institutionPath?}  → EnrolledCourse[]
 * - `getCourseMembershipData/me` {coursePath}       → CourseMembership
 * - `getFirstAvailableCourseMembershipData/me` {coursePath} → FirstAvailableMembership
 * - `read cohort getCohortSchedule/{cohortPath}`    → CohortSchedule
 */

const CoursePathInput = z
  .string({ error: 'Name a course.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Name a course.' })
  .max(200);

/** `getEnrolledCohortsData/me`, `getCourseMembershipData/me`, `getFirstAvailableCourseMembershipData/me`. */
export const CourseMembershipInput = z.object({ coursePath: CoursePathInput });

/** `getEnrolledCoursesData/me`: with `institutionPath`, only that institution's courses. */
export const EnrolledCoursesInput = z.object({ institutionPath: z.string().trim().max(200).optional() });

const Iso = z.iso.datetime({ offset: true });

/** An enrolment of spec §3 as the caller sees their own. */
export const EnrolmentData = z.object({
  id: z.string(),
  userId: z.string(),
  cohortPath: z.string(),
  staff: z.boolean(),
  display: z.boolean(),
  hasEnrolmentConsentPermission: z.boolean(),
  /** Rejected enrolments are not listed. */
  status: z.enum(['active', 'pending']),
  enrolledAt: Iso,
});
export type EnrolmentData = z.infer<typeof EnrolmentData>;

/** A user an enrolled-class read refers to (the caller, the classes' staff). */
export const MembershipUser = z.object({
  userId: z.string(),
  fullName: z.string(),
  profileName: z.string().nullable(),
});
export type MembershipUser = z.infer<typeof MembershipUser>;

/** A class date as an instant (ISO) with its local-naive variant in the class's zone. */
export const ClassDateData = ClassDate;
export type ClassDateData = ClassDate;

/** A class (spec §3 Cohort) with its settings, as a member reads it. */
export const EnrolledClass = z.object({
  path: z.string(),
  name: z.string(),
  coursePath: z.string(),
  classAccessTz: z.string(),
  startDate: ClassDate.nullable(),
  endDate: ClassDate.nullable(),
  enrolmentCloseDate: ClassDate.nullable(),
  mode: z.enum(CLASS_MODES),
  isScheduled: z.boolean(),
  isOpen: z.boolean(),
  isSelfPaced: z.boolean(),
  enrolmentType: z.enum(ENROLMENT_TYPES),
  /** The start date has passed, or the class has none (it starts when each learner joins). */
  hasStarted: z.boolean(),
  /** The end date has passed. */
  hasEnded: z.boolean(),
  /** The class's staff, by user id (their names are in users2). */
  facilitators: z.array(z.string()),
  cohortAdministrators: z.array(z.string()),
});
export type EnrolledClass = z.infer<typeof EnrolledClass>;

/** A course as the enrolled-class reads list it. */
export const EnrolledCourseSummary = z.object({
  path: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type EnrolledCourseSummary = z.infer<typeof EnrolledCourseSummary>;

/** `getEnrolledClassData/me` (spec §3 Enrolled class data, §7). */
export const EnrolledClassData = z.object({
  enrolments: z.array(EnrolmentData),
  users2: z.array(MembershipUser),
  classes: z.array(EnrolledClass),
  courses: z.array(EnrolledCourseSummary),
  /** The caller's qualification enrolments with their progress (added by certification). */
  qualificationEnrolments: z.array(QualificationEnrolment),
  /** Empty until institutions exist. */
  institutions: z.array(z.never()),
});
export type EnrolledClassData = z.infer<typeof EnrolledClassData>;

/** `getEnrolledCoursesData/me`: a course with the caller's classes in it. */
export const EnrolledCourse = EnrolledCourseSummary.extend({
  cohortPaths: z.array(z.string()),
  /** 'active' when any of the caller's enrolments in it is active, else 'pending'. */
  status: z.enum(['active', 'pending']),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;

/** Why the caller may or may not read a course's pages. */
export const CourseAccessReason = z.enum([
  'course_role',
  'staff',
  'class_member',
  'guest_access',
  'class_ended',
  /** A place suspended until its unpaid instalment is paid. */
  'suspended',
  'pending',
  'not_enrolled',
]);
export type CourseAccessReason = z.infer<typeof CourseAccessReason>;

/** `getCourseMembershipData/me`: the caller's membership in a course. */
export const CourseMembership = z.object({
  coursePath: z.string(),
  /** The caller's course role, if any. */
  courseRole: z.string().nullable(),
  /** 'facilitator' when any of their enrolments is staff, 'learner' when enrolled, else null. */
  classRole: z.enum(['facilitator', 'learner']).nullable(),
  enrolments: z.array(
    EnrolmentData.pick({ id: true, cohortPath: true, staff: true, status: true, enrolledAt: true }).extend({
      hasEnded: z.boolean(),
    }),
  ),
  canRead: z.boolean(),
  reason: CourseAccessReason,
});
export type CourseMembership = z.infer<typeof CourseMembership>;

/** `getFirstAvailableCourseMembershipData/me`. */
export const FirstAvailableMembership = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), cohortPath: z.string(), staff: z.boolean(), enrolledAt: Iso }),
  /** No class of the course the caller is active in: how to join its default class. */
  z.object({
    kind: z.literal('join'),
    coursePath: z.string(),
    defaultCohort: z.string().nullable(),
    enrolmentType: z.enum(ENROLMENT_TYPES).nullable(),
  }),
]);
export type FirstAvailableMembership = z.infer<typeof FirstAvailableMembership>;

/** A page's dates in one class (spec §3: the cohort schedule keyed by cohortPath). */
export const ScheduledPage = z.object({
  pagePath: z.string(),
  title: z.string(),
  unlocksAt: Iso.nullable(),
  dueAt: Iso.nullable(),
});
export type ScheduledPage = z.infer<typeof ScheduledPage>;

/** `read cohort getCohortSchedule/{cohortPath}`: every outline page of the course, in order. */
export const CohortSchedule = z.object({
  cohortPath: z.string(),
  coursePath: z.string(),
  pages: z.array(ScheduledPage),
});
export type CohortSchedule = z.infer<typeof CohortSchedule>;

const NoInput = z.object({});

/** The membership reads of `user` (the caller's own) and the class schedule of `cohort`. */
export const membershipCalls = {
  getEnrolledClassData: contract('user', 'read', 'getEnrolledClassData', {
    input: NoInput,
    output: EnrolledClassData,
  }),
  getEnrolledCohortsData: contract('user', 'read', 'getEnrolledCohortsData', {
    input: CourseMembershipInput,
    output: EnrolledClassData,
  }),
  getEnrolledCoursesData: contract('user', 'read', 'getEnrolledCoursesData', {
    input: EnrolledCoursesInput,
    output: z.array(EnrolledCourse),
  }),
  getCourseMembershipData: contract('user', 'read', 'getCourseMembershipData', {
    input: CourseMembershipInput,
    output: CourseMembership,
  }),
  getFirstAvailableCourseMembershipData: contract('user', 'read', 'getFirstAvailableCourseMembershipData', {
    input: CourseMembershipInput,
    output: FirstAvailableMembership,
  }),
  getCohortSchedule: contract('cohort', 'read', 'getCohortSchedule', {
    input: NoInput,
    output: CohortSchedule,
  }),
};
