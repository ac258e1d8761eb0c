import { describe, expect, it } from 'vitest';
import type { ClassList } from '../../../common/api/cohort';
import type { EnrollableClass, EnrolReply } from '../../../common/api/enrolment';
import { enrolmentCodeBatches, enrolmentCodes } from '../../db/schema';
import { courseAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { CLASS_REASONS } from './class-reasons';
import { enrolInClass } from './enrol';
import { buildClassWithPages } from './enrolment-fixtures';

const testApp = setUpTestApp();
const ENROL = '/json/cohort/execute/enrol';
const PRICED = { currency: 'MYR', coursePriceMinor: 4990, studentPriceMinor: 2990 } as const;

describe('a priced class before payment exists (issue 10 point 17)', () => {
  it('lets no one in for free by its enrolment type, with a stable code and a translatable reason', async () => {
    for (const enrolmentType of ['open', 'access_code', 'approval'] as const) {
      const { cohort } = await buildClassWithPages(testApp, {
        ...PRICED,
        enrolmentType,
        accessCode: 'JOIN2026',
      });
      const { user, agent } = await userAgent(testApp);
      const reply = await agent.post(ENROL, { cohortPath: cohort.path, accessCode: 'JOIN2026' });
      expect(reply.status, enrolmentType).toBe(402);
      expect(reply.body).toMatchObject({
        error: 'payment_required',
        reason: CLASS_REASONS.paymentRequired,
        reasonCode: { code: 'enrolment.paymentRequired' },
      });
      expect(await storedEnrolment(testApp, user.id, cohort.id), enrolmentType).toBeUndefined();
    }
  });

  it('refuses a class with a student price alone too; a free class stays open', async () => {
    const student = await buildClassWithPages(testApp, { studentPriceMinor: 1000 });
    const { agent } = await userAgent(testApp);
    expect((await agent.post(ENROL, { cohortPath: student.cohort.path })).body.error).toBe(
      'payment_required',
    );
    const free = await buildClassWithPages(testApp, { currency: 'USD' });
    expect((await agent.post(ENROL, { cohortPath: free.cohort.path })).status).toBe(200);
  });

  it('admits with an enrolment code, staff’s own way in, and keeps its learners', async () => {
    const { cohort } = await buildClassWithPages(testApp, PRICED);
    const { db } = testApp.database;
    const [batch] = await db
      .insert(enrolmentCodeBatches)
      .values({ cohortId: cohort.id, label: 'Sponsored', maxUses: 1 })
      .returning();
    await db
      .insert(enrolmentCodes)
      .values({ code: 'PAIDBYSCHOOL', batchId: batch!.id, cohortId: cohort.id, maxUses: 1 });
    const sponsored = await userAgent(testApp);
    const reply = await sponsored.agent.post(ENROL, {
      cohortPath: cohort.path,
      enrolmentCode: 'PAIDBYSCHOOL',
    });
    expect((reply.body.result as EnrolReply).outcome).toBe('enrolled');
    // Someone already in stays in.
    const again = await sponsored.agent.post(ENROL, { cohortPath: cohort.path });
    expect((again.body.result as EnrolReply).outcome).toBe('already_enrolled');
    // Staff add people through the one way in, which knows nothing of prices.
    const facilitator = await userAgent(testApp);
    await testApp.database.db.transaction((tx) =>
      enrolInClass(tx, {
        cohortId: cohort.id,
        userId: facilitator.user.id,
        source: 'staff',
        status: 'active',
        staff: true,
      }),
    );
    expect(await storedEnrolment(testApp, facilitator.user.id, cohort.id)).toMatchObject({ staff: true });
  });

  it('shows its price in the joinable classes of the landing page and in the course’s class list', async () => {
    const { course, cohort } = await buildClassWithPages(testApp, PRICED);
    const visitor = await userAgent(testApp);
    const joinable = await visitor.agent.get(
      `/json/cohort/lookup/listEnrollableClasses?coursePath=${course.path}`,
    );
    const row = (joinable.body.result as EnrollableClass[]).find(
      (candidate) => candidate.path === cohort.path,
    );
    expect(row?.localPrice).toEqual(PRICED);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const list = await admin.get(`/json/cohort/lookup/listClasses?coursePath=${course.path}`);
    const summary = (list.body.result as ClassList).classes.find(
      (candidate) => candidate.path === cohort.path,
    );
    expect(summary?.localPrice).toEqual(PRICED);
  });
});
