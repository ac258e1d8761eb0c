import type { CourseRole } from '../../../common/domain/course-classification';
import { canAdministerCourse } from '../../../common/domain/course-permissions';
import { reasonText } from '../../../common/reasons';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, publicly, refuse, self, whenSignedIn } from '../../rpc/policy';
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

/**
 * A qualification's landing page: anyone, when it is published; platform staff, always; anyone
 * else finds it missing.
 */
export const seeQualification = publicly(
  (actor, qualification: { published: boolean }) => qualification.published || isStaffActor(actor) || unseen,
);

/**
 * Enrol in a qualification: any signed-in person, when it is published. Staff, who see an
 * unpublished one, are told it is not open; anyone else finds it missing.
 */
export const enrolInQualification = whenSignedIn(
  (actor, qualification: { published: boolean }) =>
    qualification.published ||
    (isStaffActor(actor) ? refuse('conflict', reasonText('qualification.unpublished')) : unseen),
);

/** Withdraw from a qualification: a signed-in person who sees it, or who is enrolled in it. */
export const withdrawFromQualification = whenSignedIn(
  (actor, qualification: { published: boolean; callerEnrolled: boolean }) =>
    qualification.published || qualification.callerEnrolled || isStaffActor(actor) || unseen,
);
