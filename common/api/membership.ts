import { z } from 'zod';
import type { ClassMode, EnrolmentType } from './enrolment';

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

/** `getEnrolledCoursesData/me`: `institutionPath` is accepted for the spec's call shape. */
export const EnrolledCoursesInput = z.object({ institutionPath: z.string().trim().max(200).optional() });

/** An enrolment of spec §3 as the caller sees their own. */
export interface EnrolmentData {
  id: string;
  userId: string;
  cohortPath: string;
  staff: boolean;
  display: boolean;
  hasEnrolmentConsentPermission: boolean;
  /** Rejected enrolments are not listed. */
  status: 'active' | 'pending';
  enrolledAt: string;
}

/** A user an enrolled-class read refers to (the caller, the classes' staff). */
export interface MembershipUser {
  userId: string;
  fullName: string;
  profileName: string | null;
}

/** A class date as an instant (ISO) with its local-naive variant in the class's zone. */
export interface ClassDateData {
  iso: string;
  local: string;
}

/** A class (spec §3 Cohort) with its settings, as a member reads it. */
export interface EnrolledClass {
  path: string;
  name: string;
  coursePath: string;
  classAccessTz: string;
  startDate: ClassDateData | null;
  endDate: ClassDateData | null;
  enrolmentCloseDate: ClassDateData | null;
  mode: ClassMode;
  isScheduled: boolean;
  isOpen: boolean;
  isSelfPaced: boolean;
  enrolmentType: EnrolmentType;
  /** The end date has passed. */
  hasEnded: boolean;
  /** The class's staff, by user id (their names are in users2). */
  facilitators: string[];
  cohortAdministrators: string[];
}

/** A course as the enrolled-class reads list it. */
export interface EnrolledCourseSummary {
  path: string;
  name: string;
  imageUrl: string | null;
}

/** `getEnrolledClassData/me` (spec §3 Enrolled class data, §7). */
export interface EnrolledClassData {
  enrolments: EnrolmentData[];
  users2: MembershipUser[];
  classes: EnrolledClass[];
  courses: EnrolledCourseSummary[];
  /** Empty until qualifications exist. */
  qualificationEnrolments: never[];
  /** Empty until institutions exist. */
  institutions: never[];
}

/** `getEnrolledCoursesData/me`: a course with the caller's classes in it. */
export interface EnrolledCourse extends EnrolledCourseSummary {
  cohortPaths: string[];
  /** 'active' when any of the caller's enrolments in it is active, else 'pending'. */
  status: 'active' | 'pending';
}

/** Why the caller may or may not read a course's pages. */
export type CourseAccessReason =
  | 'course_role'
  | 'staff'
  | 'class_member'
  | 'guest_access'
  | 'class_ended'
  | 'pending'
  | 'not_enrolled';

/** `getCourseMembershipData/me`: the caller's membership in a course. */
export interface CourseMembership {
  coursePath: string;
  /** The caller's course role, if any. */
  courseRole: string | null;
  /** 'facilitator' when any of their enrolments is staff, 'learner' when enrolled, else null. */
  classRole: 'facilitator' | 'learner' | null;
  enrolments: Array<
    Pick<EnrolmentData, 'id' | 'cohortPath' | 'staff' | 'status' | 'enrolledAt'> & {
      hasEnded: boolean;
    }
  >;
  canRead: boolean;
  reason: CourseAccessReason;
}

/** `getFirstAvailableCourseMembershipData/me`. */
export type FirstAvailableMembership =
  | { kind: 'member'; cohortPath: string; staff: boolean; enrolledAt: string }
  /** No class of the course the caller is active in: how to join its default class. */
  | { kind: 'join'; coursePath: string; defaultCohort: string | null; enrolmentType: EnrolmentType | null };

/** A page's dates in one class (spec §3: the cohort schedule keyed by cohortPath). */
export interface ScheduledPage {
  pagePath: string;
  title: string;
  unlocksAt: string | null;
  dueAt: string | null;
}

/** `read cohort getCohortSchedule/{cohortPath}`: every outline page of the course, in order. */
export interface CohortSchedule {
  cohortPath: string;
  coursePath: string;
  pages: ScheduledPage[];
}
