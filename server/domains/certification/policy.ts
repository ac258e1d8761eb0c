import type { CourseRole } from '../../../common/domain/course-classification';
import { canAdministerCourse } from '../../../common/domain/course-permissions';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, refuse, self, whenSignedIn } from '../../rpc/policy';
import { seeCourse } from '../courses';
import type { LearnerFacts } from './learner-facts';

// Who may do what with certificates (spec §3 Certification), each rule whole on its loaded target.
// Anyone holding a code may verify it (the `verify` method is public) and see the badges a person
// shows; the rest is the holder's own or the course team's.

const unseen = refuse('not_found', REASONS.notFound);

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

/** The certificate's holder, and nobody else (showing it on their profile). */
export const holdCertificate = self;

/**
 * Read one's own certification in a course: its learners (in a class of it now), and whoever sees
 * the course (a displayed one, its roles, staff); anyone else finds the course missing.
 */
export const readOwnCertification = whenSignedIn(
  (actor, target: Parameters<typeof seeCourse>[1] & { learner: LearnerFacts }) =>
    target.learner.cohortId !== null || seeCourse(actor, target) || unseen,
);
