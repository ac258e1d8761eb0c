import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classInvitations, classStaffInvitations, cohorts, courses } from '../../db/schema';
import { hashToken } from '../../security/keys';
import { findUserByEmail } from '../accounts';
import { DEMO_COURSE_CREATOR_EMAIL } from '../content';
import { DEMO_LEARNER_EMAIL, DEMO_OPEN_COURSE } from './demo-classes';

/** The course whose default class has pending staff invitations (the creator sees them in its Staff tab). */
export const DEMO_STAFF_INVITATION_COURSE = 'intro-data-analysis';

/**
 * Invitations waiting for an answer, so the demo shows them: the demo learner is invited to the
 * open course's class (their invitations notice offers to accept or decline), two more addresses
 * are pending or declined there (the class's Invitations tab), and two staff invitations wait in
 * another class (its Staff tab). The links are never mailed: a random token each.
 */
export const DEMO_CLASS_INVITATIONS = [
  { course: DEMO_OPEN_COURSE, email: DEMO_LEARNER_EMAIL, status: 'pending_enrolled' },
  { course: DEMO_OPEN_COURSE, email: 'siti.rahman@example.com', status: 'pending_enrolled' },
  { course: DEMO_OPEN_COURSE, email: 'budi.santoso@example.com', status: 'declined' },
] as const;

export const DEMO_STAFF_INVITATIONS = [
  {
    course: DEMO_STAFF_INVITATION_COURSE,
    email: 'tutor@kelas.example',
    role: 'facilitator',
    status: 'pending',
  },
  {
    course: DEMO_STAFF_INVITATION_COURSE,
    email: 'coordinator@example.com',
    role: 'cohort administrator',
    status: 'declined',
  },
] as const;

const token = () => hashToken(randomBytes(32).toString('hex'));

/** Write the demo invitations into the demo courses' default classes; a second run changes nothing. */
export async function seedDemoInvitations(db: Db, now = new Date()): Promise<void> {
  const creator = await findUserByEmail(db, DEMO_COURSE_CREATOR_EMAIL);
  const classes = await db
    .select({ course: courses.path, cohortId: cohorts.id })
    .from(courses)
    .innerJoin(cohorts, eq(cohorts.path, courses.defaultCohort))
    .where(inArray(courses.path, [DEMO_OPEN_COURSE, DEMO_STAFF_INVITATION_COURSE]));
  const cohortOf = new Map(classes.map((row) => [row.course, row.cohortId]));
  const answeredAt = (status: string) => (status === 'declined' ? now : null);
  const invitedBy = creator?.id ?? null;
  const classRows = DEMO_CLASS_INVITATIONS.flatMap(({ course, email, status }) => {
    const cohortId = cohortOf.get(course);
    return cohortId
      ? [
          {
            cohortId,
            email,
            status,
            invitedBy,
            tokenHash: token(),
            sentAt: now,
            respondedAt: answeredAt(status),
          },
        ]
      : [];
  });
  const staffRows = DEMO_STAFF_INVITATIONS.flatMap(({ course, email, role, status }) => {
    const cohortId = cohortOf.get(course);
    return cohortId
      ? [
          {
            cohortId,
            email,
            role,
            status,
            invitedBy,
            tokenHash: token(),
            sentAt: now,
            respondedAt: answeredAt(status),
          },
        ]
      : [];
  });
  if (classRows.length > 0) await db.insert(classInvitations).values(classRows).onConflictDoNothing();
  if (staffRows.length > 0) await db.insert(classStaffInvitations).values(staffRows).onConflictDoNothing();
}
