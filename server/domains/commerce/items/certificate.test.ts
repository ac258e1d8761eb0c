import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN, type MyCertification } from '../../../../common/api/certification';
import type { PaymentTransaction } from '../../../../common/api/payment';
import { certificates } from '../../../db/schema';
import { courseAgent, enrolledAgent } from '../../../test/course-fixtures';
import { buildClass, buildCourse } from '../../../test/factories';
import {
  CHECKOUT,
  paymentPath,
  payWithCard,
  setUpCommerceApp,
  startPaying,
  transactionRow,
} from '../commerce-test-kit';

const testApp = setUpCommerceApp();
const PRICE = { currency: 'MYR', amount: 4900 } as const;

/** A course whose certificate is earned by completing it and sold at MYR 49.00, with a learner of it. */
async function soldCertificate(settings: { issueRule?: string; price?: object | null } = {}) {
  const { course } = await buildCourse(testApp);
  const cohort = await buildClass(testApp, course.id);
  const admin = await courseAgent(testApp, course.path, 'administrator');
  const learner = await enrolledAgent(testApp, cohort.id);
  const saved = await admin.post(`/json/course/update/setCertificateSettings/${course.path}`, {
    enabled: true,
    design: DEFAULT_CERTIFICATE_DESIGN,
    issueRule: 'completion',
    minLearningMinutes: null,
    price: PRICE,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return { course, admin, learner };
}

/** Record the learner's progress in the course: `done` of 3 pages. */
const progress = (courseId: string, userId: string, done: number) =>
  testApp.database.db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
    VALUES (${userId}::uuid, ${courseId}::uuid, ${done}, 3)`);

const certificateOf = async (courseId: string, userId: string) => {
  const [row] = await testApp.database.db
    .select({ code: certificates.code, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, userId)));
  return row ?? null;
};

const buy = (agent: Awaited<ReturnType<typeof enrolledAgent>>['agent'], coursePath: string) =>
  agent.post(CHECKOUT, { items: [{ type: 'certificate', productID: coursePath }] });

describe('a sold certificate', () => {
  it('is not issued on completion but bought, and paying issues it once', async () => {
    const { course, learner } = await soldCertificate();
    await progress(course.id, learner.user.id, 3);
    // Completing issues nothing (certification.test.ts: neither the rule nor the sweep): it is for sale.
    expect(await certificateOf(course.id, learner.user.id)).toBeNull();
    const status = await learner.agent.get(`/json/course/read/getMyCertification/${course.path}`);
    expect(status.body.result as MyCertification).toMatchObject({ price: PRICE, certificate: null });

    const created = await buy(learner.agent, course.path);
    expect(created.status).toBe(200);
    const id = (created.body.result as { paymentTransactionId: string }).paymentTransactionId;
    const checkout = (await learner.agent.get(paymentPath('read', 'getCheckout', id))).body
      .result as PaymentTransaction;
    expect(checkout).toMatchObject({
      itemType: 'certificate',
      currency: 'MYR',
      total: 4900,
      purchaseItems: [
        { type: 'certificate', productID: course.path, price: 4900, data: { name: course.name } },
      ],
    });
    const { session } = await startPaying(learner.agent, id);
    expect((await payWithCard(testApp, session.clientSecret)).body.status).toBe('succeeded');
    await learner.agent.post(paymentPath('update', 'confirmPayment', id), {});
    await testApp.fake.webhooksSettled();
    expect(await certificateOf(course.id, learner.user.id)).toMatchObject({ revokedAt: null });
    expect((await transactionRow(testApp, id)).fulfilment).toBe('fulfilled');
    const thanks = await learner.agent.get(paymentPath('read', 'getThankYou', id));
    expect(thanks.body.result).toMatchObject({
      destinations: [{ type: 'certificate', path: `/progress/?course=${course.path}` }],
    });
    // Bought once: a second checkout is refused.
    expect((await buy(learner.agent, course.path)).body).toMatchObject({
      reasonCode: { code: 'payment.alreadyOwned' },
    });
  });

  it('cannot be bought before the course’s rule is met', async () => {
    const { course, learner } = await soldCertificate();
    await progress(course.id, learner.user.id, 2);
    const refused = await buy(learner.agent, course.path);
    expect(refused.body).toMatchObject({
      error: 'not_for_sale',
      reasonCode: { code: 'payment.certificateNotEarned' },
    });
  });

  it('is free when issued by hand: a manual rule keeps no price', async () => {
    const { course, admin, learner } = await soldCertificate({ issueRule: 'manual' });
    const settings = await admin.get(`/json/course/read/getCertificateSettings/${course.path}`);
    expect(settings.body.result).toMatchObject({ issueRule: 'manual', price: null });
    const issued = await admin.post('/json/certificate/create', {
      coursePath: course.path,
      userId: learner.user.id,
    });
    expect(issued.status).toBe(200);
  });

  it('is revoked when staff refund it and take it back', async () => {
    const { course, learner } = await soldCertificate();
    await progress(course.id, learner.user.id, 3);
    const id = ((await buy(learner.agent, course.path)).body.result as { paymentTransactionId: string })
      .paymentTransactionId;
    const { session } = await startPaying(learner.agent, id);
    await payWithCard(testApp, session.clientSecret);
    await learner.agent.post(paymentPath('update', 'confirmPayment', id), {});
    await testApp.fake.webhooksSettled();
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    const refunded = await staff.post(paymentPath('update', 'refundPayment', id), {
      amount: 4900,
      withdrawAccess: true,
    });
    expect(refunded.status).toBe(200);
    expect((await certificateOf(course.id, learner.user.id))?.revokedAt).not.toBeNull();
  });

  it('refuses a price that is not above 0', async () => {
    const { course, admin } = await soldCertificate({ price: null });
    const refused = await admin.post(`/json/course/update/setCertificateSettings/${course.path}`, {
      enabled: true,
      design: DEFAULT_CERTIFICATE_DESIGN,
      issueRule: 'completion',
      minLearningMinutes: null,
      price: { currency: 'MYR', amount: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.reasonCode ?? refused.body.fieldCodes).toBeTruthy();
  });
});
