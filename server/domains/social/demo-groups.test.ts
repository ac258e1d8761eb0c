import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { GroupList } from '../../../common/api/group';
import { cohorts, courses, socialGroups } from '../../db/schema';
import { buildEnrolment, buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { seedDemoGroups } from './demo-groups';
import { CLASSMATES, DEMO_SOCIAL_COURSE } from './demo-social';
import { buildPostCourse } from './social-test-kit';

const testApp = setUpTestApp();
const logger = pino({ level: 'silent' });

describe('the demo groups', () => {
  it('gives the demo class an open group with the demo learner as admin and a closed one, once', async () => {
    const { db } = testApp.database;
    const made = await buildPostCourse(testApp);
    await db
      .update(courses)
      .set({ path: DEMO_SOCIAL_COURSE, defaultCohort: made.cohort.path })
      .where(eq(courses.id, made.course.id));
    const people = [];
    for (const { email, fullName } of [
      { email: DEMO_LEARNER_EMAIL, fullName: 'Demo Learner' },
      ...CLASSMATES,
    ]) {
      people.push(await buildUser(db, { email, fullName }));
    }
    for (const person of people)
      await buildEnrolment(testApp, { userId: person.id, cohortId: made.cohort.id });
    await seedDemoGroups(db, logger);
    await seedDemoGroups(db, logger);
    expect(
      await db.select().from(socialGroups).where(eq(socialGroups.cohortId, made.cohort.id)),
    ).toHaveLength(2);
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, made.cohort.id));
    expect(cohort!.learnersCreateGroups).toBe(true);

    const learner = await signedInAgent(testApp.app, DEMO_LEARNER_EMAIL);
    const reply = await learner.get(`/json/group/lookup/listGroups?cohortPath=${made.cohort.path}`);
    const list = reply.body.result as GroupList;
    expect(list.groups).toMatchObject([
      { name: 'Brand detectives', isClosed: false, myStatus: 'active', amAdmin: true, memberCount: 2 },
      { name: 'Campaign lab', isClosed: true, myStatus: null, canRequest: true, memberCount: 1 },
    ]);
  });
});
