import type { CourseRole } from '../../../common/domain/course-classification';
import { canWriteCourse } from '../../../common/domain/course-permissions';
import type { Actor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import { isUploaderOrStaff, readCoursePages, type VisibleCourse } from '../classes';
import { designCourse, editSeenOutline, mayEditOutline, type OutlineCourse, seeCourse } from '../courses';
import type { EditablePage } from './page-access';
import type { PageCreation } from './page-create';
import type { LoadedTemplate } from './page-template-store';

// Who may do what with pages, templates and block media (spec §5 editor flag, §6 course roles),
// each rule whole. A target named in the input that the caller cannot see is refused as not
// found (404), as a missing one is, so the refusal does not tell them it exists.

const unseen = refuse('not_found', REASONS.notFound);

/** See a page: as its course is seen (displayed, a course role, or staff). */
const seePage = (actor: Actor, page: EditablePage): boolean =>
  seeCourse(actor, { displayed: page.displayed, myRole: page.role as CourseRole | null });

/** Write a page (spec §5 editor flag): its course's administrators and design admins, and staff. */
const mayWritePage = whenSignedIn(
  (actor, page: EditablePage) => isStaffActor(actor) || canWriteCourse(page.role),
);

/**
 * Write the page at the path id or named in the input (a template's source): 404 when unseen (a
 * hidden course's page to someone without a role in it), 403 when only seen.
 */
export const writeNamedPage = whenSignedIn((actor, page: EditablePage) =>
  seePage(actor, page) ? mayWritePage(actor, page) : unseen,
);

/** Write the course named in the input: 404 when unseen, 403 when only seen (as its outline). */
export const writeNamedCourse = editSeenOutline;

/** Check page paths of a course: its writers; to anyone else every course is not found (a lookup tells none apart). */
export const checkPathsOf = whenSignedIn(
  (actor, course: OutlineCourse) => mayEditOutline(actor, course) || unseen,
);

/**
 * Create a page: write the course (404 when unseen, 403 when only seen); a copy's source page must
 * be writable too, and is not found otherwise, seen or not.
 */
export const createPageIn = whenSignedIn((actor, { course, copy }: PageCreation) => {
  const verdict = writeNamedCourse(actor, course);
  if (verdict !== true || !copy) return verdict;
  return (copy.page !== undefined && mayWritePage(actor, copy.page)) || unseen;
});

/** Delete a template: its owner only; starter templates have none, so nobody does. */
export const ownsTemplate = whenSignedIn(
  (actor, template: LoadedTemplate) => template.ownerId === actor.userId,
);

/** Upload block media to a course (a multipart route): 404 when unseen, 403 when only seen; then its designers. */
export const uploadBlockMedia = whenSignedIn(
  (actor, course: { displayed: boolean; myRole: CourseRole | null }) =>
    seeCourse(actor, course) ? designCourse(actor, course) : unseen,
);

/** A course file (block media) as its route loads it: its uploader, and its courses as the caller sees them. */
export interface CourseFile {
  ownerId: string | null;
  /** Its own course and those it was copied into, each when the caller sees it. */
  courses: readonly VisibleCourse[];
}

/**
 * Read a course file: whoever may read the pages of its course or of a course it was copied into
 * (classes' course access rule), and its uploader and platform staff. To anyone else it does not
 * exist (404), whoever has its address.
 */
export const readCourseFile = (actor: Actor, file: CourseFile): Verdict =>
  file.courses.some((course) => readCoursePages(actor, course) === true) ||
  isUploaderOrStaff(actor, file.ownerId) ||
  unseen;
