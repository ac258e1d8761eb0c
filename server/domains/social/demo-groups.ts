import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { cohorts, courses, socialGroupMembers, socialGroups, users } from '../../db/schema';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { CLASSMATES, DEMO_SOCIAL_COURSE } from './demo-social';

/** The group type of the demo's open group. */
export const DEMO_GROUP_TYPE = 'Project team';

/**
 * The demo groups (docs/domains/social.md): in the default class of the open demo course, an open
 * group ("Brand detectives") with the demo learner as its admin and Rizal as a member, and a closed
 * one of another type ("Campaign lab", a study circle) whose admin is Mei, which the demo learner may
 * ask to join. Runs after
 * seedDemoSocial (which enrols them); does nothing once the class has a group.
 */
export async function seedDemoGroups(db: Db, logger: Logger): Promise<void> {
  const [course] = await db
    .select({ cohortId: cohorts.id })
    .from(courses)
    .innerJoin(cohorts, eq(cohorts.path, courses.defaultCohort))
    .where(eq(courses.path, DEMO_SOCIAL_COURSE));
  if (!course) return;
  const [existing] = await db
    .select({ id: socialGroups.id })
    .from(socialGroups)
    .where(eq(socialGroups.cohortId, course.cohortId))
    .limit(1);
  if (existing) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_LEARNER_EMAIL, ...CLASSMATES.map((each) => each.email)]));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const learner = idOf(DEMO_LEARNER_EMAIL);
  const [rizal, mei] = CLASSMATES.map((each) => idOf(each.email));
  if (!learner || !rizal || !mei) return;
  const [open, closed] = await db
    .insert(socialGroups)
    .values([
      {
        cohortId: course.cohortId,
        path: 'brand-detectives',
        name: 'Brand detectives',
        description: 'We collect and compare campaigns that worked on us.',
        groupType: DEMO_GROUP_TYPE,
        isClosed: false,
        createdBy: learner,
      },
      {
        cohortId: course.cohortId,
        path: 'campaign-lab',
        name: 'Campaign lab',
        description: 'A closed group that plans a campaign together. Ask to join.',
        groupType: 'Study circle',
        isClosed: true,
        createdBy: mei,
      },
    ])
    .returning({ id: socialGroups.id });
  await db.insert(socialGroupMembers).values([
    { groupId: open!.id, userId: learner, isAdmin: true, status: 'active' },
    { groupId: open!.id, userId: rizal, isAdmin: false, status: 'active' },
    { groupId: closed!.id, userId: mei, isAdmin: true, status: 'active' },
  ]);
  // Learners of the class may start groups of their own.
  await db.update(cohorts).set({ learnersCreateGroups: true }).where(eq(cohorts.id, course.cohortId));
  logger.info({ course: DEMO_SOCIAL_COURSE }, 'demo groups added');
}
