import { INVITATION_REASONS } from '../../../common/api/invitations';
import { canAdministerCourse } from '../../../common/domain/course-permissions';
import type { Actor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, publicly, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import { mayReadOutline, type OutlineCourse } from '../courses';
import type { LoadedClass } from './class-access';
import { CLASS_REASONS } from './class-reasons';
import type { ClassAccessFacts } from './course-access';
import type { FoundInvitation } from './invitation-accept';
import type { OwnInvitation } from './my-invitations';
import type { VisibleCourse } from './visible-course';

// Who may do what with classes and who may read a course (spec §3 Cohort, §4 cohort staff roles,
// course access), each rule whole: a class is loaded with the caller's course role, class role
// and enrolment, a course with the caller's role and what they are in its classes, so no policy
// needs a query of its own. A target the caller may not see is refused as not found (404), as a
// missing one is, so the refusal does not tell them it exists.

const unseen = refuse('not_found', REASONS.notFound);

/** Is the enrolment an active one on the class's staff (a facilitator)? */
const isActiveStaffEnrolment = (enrolment: LoadedClass['enrolment']) =>
  enrolment?.staff === true && enrolment.status === 'active';

/** Run a course's classes (create, delete, choose the default): its administrators and platform staff. */
export function mayAdministerClasses(actor: Actor, courseRole: string | null): boolean {
  return actor.userId !== null && (isStaffActor(actor) || canAdministerCourse(courseRole));
}

/**
 * Manage the class (settings, staff, enrolment codes, invitations): the course's administrators,
 * the class's cohort administrators, and platform staff.
 */
export function mayManageClass(actor: Actor, cohort: LoadedClass): boolean {
  return (
    mayAdministerClasses(actor, cohort.courseRole) ||
    (actor.userId !== null && cohort.classRole === 'cohort administrator')
  );
}

/** Teach the class (students, progress, approving enrolments): managers and the class's facilitators. */
export function mayTeachClass(actor: Actor, cohort: LoadedClass): boolean {
  return mayManageClass(actor, cohort) || (actor.userId !== null && isActiveStaffEnrolment(cohort.enrolment));
}

/** Read the class as a member (its schedule): its managers and its active members, learners or facilitators. */
export function mayReadClass(actor: Actor, cohort: LoadedClass): boolean {
  return mayManageClass(actor, cohort) || (actor.userId !== null && cohort.enrolment?.status === 'active');
}

/**
 * See the class: anyone when its course is displayed (its landing page lists it), otherwise
 * platform staff and those with a role or an enrolment in the course or the class.
 */
function seeClass(actor: Actor, cohort: LoadedClass): boolean {
  return (
    cohort.courseDisplayed ||
    isStaffActor(actor) ||
    cohort.courseRole !== null ||
    cohort.classRole !== null ||
    cohort.enrolment !== null
  );
}

/** `rule` for the class at the path, which a caller who cannot see it finds missing (404). */
const onSeenClass = (rule: (actor: Actor, cohort: LoadedClass) => boolean) =>
  whenSignedIn((actor, cohort: LoadedClass) => (seeClass(actor, cohort) ? rule(actor, cohort) : unseen));

/** Manage the class: as mayManageClass. */
export const manageClass = onSeenClass(mayManageClass);

/** Teach the class: as mayTeachClass. */
export const teachClass = onSeenClass(mayTeachClass);

/** Read the class as a member: as mayReadClass. */
export const readClass = onSeenClass(mayReadClass);

/** Delete the class or make it the default: its course's administrators and platform staff. */
export const administerClassCourse = onSeenClass((actor, cohort) =>
  mayAdministerClasses(actor, cohort.courseRole),
);

/** Create a class in the course named in the input: 404 when the course is unseen, 403 unless administering it. */
export const createClassIn = whenSignedIn((actor, course: OutlineCourse) =>
  mayReadOutline(actor, course) ? mayAdministerClasses(actor, course.role) : unseen,
);

/** List the classes of the course named in the input: its course roles and staff (404 when unseen, 403 when only seen). */
export const listClassesOf = whenSignedIn((actor, course: OutlineCourse) =>
  mayReadOutline(actor, course) ? course.role !== null || isStaffActor(actor) : unseen,
);

/**
 * Join the class named in the input: a class of a course hidden from the catalogue takes only its
 * course's roles and staff, as its landing page shows it to them only; the class's enrolment type
 * then decides how (enrolment.ts).
 */
export const joinClass = whenSignedIn((actor, cohort: LoadedClass) =>
  cohort.courseDisplayed || cohort.courseRole !== null || isStaffActor(actor) ? true : unseen,
);

/** Accept an invitation: the invited address (any case) only. */
export const acceptOwnInvitation = whenSignedIn((_actor, { invitation, callerEmail }: FoundInvitation) =>
  callerEmail?.toLowerCase() === invitation.email.toLowerCase()
    ? true
    : refuse('forbidden', INVITATION_REASONS.otherAddress),
);

/**
 * Answer one of one's own invitations by its id (the invitations notice): the invited address,
 * verified. Anyone else is told it does not exist, so ids reveal nothing.
 */
export const answerOwnInvitation = whenSignedIn((_actor, { invitation, verifiedAddress }: OwnInvitation) =>
  verifiedAddress !== null && verifiedAddress.toLowerCase() === invitation.email.toLowerCase()
    ? true
    : unseen,
);

/** What a course's visibility needs: displayed, the caller's course role and class access. */
type CourseSeen = Pick<VisibleCourse, 'displayed' | 'actorRole' | 'classAccess'>;

/**
 * See a course's landing page and classes: anyone for a displayed course; for a hidden one its
 * course roles, platform staff and the members of its classes.
 */
export function isCourseVisible(actor: Actor, course: CourseSeen): boolean {
  return course.displayed || isStaffActor(actor) || course.actorRole !== null || course.classAccess !== null;
}

/**
 * See the landing page of the course at the path: as isCourseVisible. A hidden course is not found
 * for a signed-in user; a visitor is asked to sign in, as signing in may show it.
 */
export const seeLandingPage = (actor: Actor, course: CourseSeen): Verdict => {
  if (isCourseVisible(actor, course)) return true;
  return actor.userId === null ? false : unseen;
};

/**
 * List the classes a course's visitors may join: public, for anyone who may see the course; a
 * hidden course is not found, for visitors too (signing in would not show it to them).
 */
export const listJoinableClasses = publicly(
  (actor, course: CourseSeen) => isCourseVisible(actor, course) || unseen,
);

/** What the course access rule needs of a course: guest access and what the caller is in its classes. */
export type CourseAccessFacts = Pick<ClassAccessFacts, 'guestAccess' | 'classAccess'>;

/**
 * Read a course's pages: its course roles and platform staff; active learners and facilitators of
 * any of its classes that has not ended, and its classes' cohort administrators; anyone, signed in
 * or not, when the course allows guest access. A visitor may sign in (401); a signed-in user is
 * refused with the rule's own code: 410 class_ended when all their classes have ended, else 403
 * course_access_denied (with its own reason for a learner whose place is suspended over an unpaid
 * instalment, so the page can offer to pay it).
 */
export function courseAccess(actor: Actor, courseRole: string | null, facts: CourseAccessFacts): Verdict {
  if (facts.guestAccess) return true;
  if (actor.userId === null) return false;
  if (isStaffActor(actor) || courseRole !== null || facts.classAccess === 'open') return true;
  if (facts.classAccess === 'ended') return refuse('class_ended', CLASS_REASONS.classEnded);
  return refuse(
    'course_access_denied',
    facts.classAccess === 'suspended' ? CLASS_REASONS.enrolmentSuspended : CLASS_REASONS.courseAccessDenied,
  );
}

/** Read the pages of a course loaded with findVisibleCourse (or its columns): as courseAccess. */
export const readCoursePages = (actor: Actor, course: CourseAccessFacts & { actorRole: string | null }) =>
  courseAccess(actor, course.actorRole, course);

/** Is the caller the uploader of a file (its `ownerId`) or platform staff? */
export const isUploaderOrStaff = (actor: Actor, ownerId: string | null): boolean =>
  actor.userId !== null && (actor.userId === ownerId || isStaffActor(actor));

/** A course image as its route loads it: its uploader, and its course when the caller may see it. */
export interface LoadedCourseImage {
  ownerId: string | null;
  /** Undefined when the image has no recorded course, or its course is hidden from the caller. */
  course: VisibleCourse | undefined;
}

/**
 * See a course image, banner or page thumbnail: whoever may see its course (isCourseVisible);
 * otherwise its uploader and platform staff. To anyone else it does not exist (404), whoever has
 * its address.
 */
export const seeCourseImage = (actor: Actor, image: LoadedCourseImage): Verdict =>
  image.course !== undefined || isUploaderOrStaff(actor, image.ownerId) || unseen;
