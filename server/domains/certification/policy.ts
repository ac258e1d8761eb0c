import type { CourseRole } from '../../../common/domain/course-classification';
import { canAdministerCourse } from '../../../common/domain/course-permissions';
import { isStaffActor, whenSignedIn } from '../../rpc/policy';

// Who may do what with certificates (spec §3 Certification), each rule whole on its loaded target.
// Anyone holding a code may verify it (the `verify` method is public); the rest is the course team's.

/** A target carrying the caller's role in the certificate's course. */
export interface InCourse {
  myRole: CourseRole | null;
}

/**
 * The course team: the course's administrators and platform staff. They design the certificate,
 * set its rule, list who holds it, and issue, refresh and revoke it.
 */
export const certifyCourse = whenSignedIn(
  (actor, target: InCourse) => isStaffActor(actor) || canAdministerCourse(target.myRole),
);
