import type { CourseRole } from '../../../common/domain/course-classification';
import {
  canAdministerCourse,
  canEditLandingPage,
  canWriteCourse,
} from '../../../common/domain/course-permissions';
import type { Actor, SignedInActor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import type { OutlineCourse } from './outline-access';

// Who may do what with a course (spec §6 course roles), each rule whole: the course row is loaded
// with the caller's role in it, so no policy needs a query of its own. A course the caller cannot
// see (hidden, no role) is refused as not found (404), as a missing one is, so a refusal does not
// tell them it exists; only those who see it hear 403.

const unseen = refuse('not_found', REASONS.notFound);

/** The refusal of a course the caller cannot see: a visitor may sign in (401), anyone else hears 404. */
const unseenBy = (actor: Actor): Verdict => (actor.userId === null ? false : unseen);

/** A loaded course carrying the caller's course role. */
export interface WithCourseRole {
  myRole: CourseRole | null;
}

/** Administer a course: its administrators, and staff for every course. */
export const administerCourse = whenSignedIn(
  (actor, course: WithCourseRole) => isStaffActor(actor) || canAdministerCourse(course.myRole),
);

/** Design a course (content and settings): administrators, design admins and staff. */
export const designCourse = whenSignedIn(
  (actor, course: WithCourseRole) => isStaffActor(actor) || canWriteCourse(course.myRole),
);

/** Change the landing-page settings: design, promo and full administrators, and staff. */
export const promoteCourse = whenSignedIn(
  (actor, course: WithCourseRole) => isStaffActor(actor) || canEditLandingPage(course.myRole),
);

/** A course as a method at its path loads it: its visibility and the caller's role. */
type CourseAtPath = WithCourseRole & { displayed: boolean };

/** See a course's data: anyone when it is displayed, otherwise its course roles and staff. */
export const seeCourse = (actor: Actor, course: CourseAtPath): boolean =>
  course.displayed || isStaffActor(actor) || course.myRole !== null;

/** Read the data of the course at the path: as seeCourse, and not found to a signed-in user who does not see it. */
export const readCourse = (actor: Actor, course: CourseAtPath): Verdict =>
  seeCourse(actor, course) || unseenBy(actor);

/** `rule` for the course at the path, which a caller who cannot see it finds missing. */
const onSeenCourse = (rule: (actor: SignedInActor, course: CourseAtPath) => boolean) =>
  whenSignedIn((actor, course: CourseAtPath) => (seeCourse(actor, course) ? rule(actor, course) : unseen));

/** Administer the course at the path: as administerCourse. */
export const administerSeenCourse = onSeenCourse((actor, course) => administerCourse(actor, course));

/** Design the course at the path: as designCourse. */
export const designSeenCourse = onSeenCourse((actor, course) => designCourse(actor, course));

/** Change the landing-page settings of the course at the path: as promoteCourse. */
export const promoteSeenCourse = onSeenCourse((actor, course) => promoteCourse(actor, course));

/** Read a course's outline: as its data. */
export const mayReadOutline = (actor: Actor, course: OutlineCourse): boolean =>
  seeCourse(actor, { displayed: course.displayed, myRole: course.role as CourseRole | null });

/** Read the outline of the course at the path: as mayReadOutline, and not found to a signed-in user who does not see it. */
export const seeOutline = (actor: Actor, course: OutlineCourse): Verdict =>
  mayReadOutline(actor, course) || unseenBy(actor);

/** Change a course's outline: as its design. */
export const mayEditOutline = whenSignedIn(
  (actor, course: OutlineCourse) => isStaffActor(actor) || canWriteCourse(course.role as CourseRole | null),
);

/** Change the outline of the course at the path or named in the input: 404 when unseen, 403 when only seen. */
export const editSeenOutline = whenSignedIn((actor, course: OutlineCourse) =>
  mayReadOutline(actor, course) ? mayEditOutline(actor, course) : unseen,
);
