import type { CourseRole } from '../../../common/domain/course-classification';
import {
  canAdministerCourse,
  canEditLandingPage,
  canWriteCourse,
} from '../../../common/domain/course-permissions';
import type { Actor } from '../../rpc/actor';
import { isStaffActor, whenSignedIn } from '../../rpc/policy';
import type { OutlineCourse } from './outline-access';

// Who may do what with a course (spec §6 course roles), each rule whole: the course row is loaded
// with the caller's role in it, so no policy needs a query of its own.

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

/** See a course's data: anyone when it is displayed, otherwise its course roles and staff. */
export const seeCourse = (actor: Actor, course: WithCourseRole & { displayed: boolean }): boolean =>
  course.displayed || isStaffActor(actor) || course.myRole !== null;

/** Read a course's outline: as its data. */
export const mayReadOutline = (actor: Actor, course: OutlineCourse): boolean =>
  seeCourse(actor, { displayed: course.displayed, myRole: course.role as CourseRole | null });

/** Change a course's outline: as its design. */
export const mayEditOutline = whenSignedIn(
  (actor, course: OutlineCourse) => isStaffActor(actor) || canWriteCourse(course.role as CourseRole | null),
);
