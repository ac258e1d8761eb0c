import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type CertificateSettings, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { courses } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';

/** Certificates on, issued by hand, in the default design, asking for no learning time. */
export const CERTIFICATE_SETTINGS: CertificateSettings = {
  enabled: true,
  design: DEFAULT_CERTIFICATE_DESIGN,
  issueRule: 'manual',
  minLearningMinutes: null,
  passMark: null,
  price: null,
};

/**
 * A course issuing certificates (with `course` facts such as learning hours and outcomes), a class,
 * its administrator's agent ("Rina Admin") and a learner of the class ("Nur Aisyah").
 */
export async function certifiedCourse(
  testApp: TestApp,
  settings: Partial<CertificateSettings> = {},
  course: Partial<typeof courses.$inferInsert> = {},
) {
  const built = await buildCourse(testApp);
  if (Object.keys(course).length > 0)
    await testApp.database.db.update(courses).set(course).where(eq(courses.id, built.course.id));
  const cohort = await buildClass(testApp, built.course.id);
  const admin = await courseAgent(testApp, built.course.path, 'administrator', { fullName: 'Rina Admin' });
  const learner = await enrolledAgent(testApp, cohort.id, { fullName: 'Nur Aisyah' });
  const saved = await admin.post(`/json/course/update/setCertificateSettings/${built.course.path}`, {
    ...CERTIFICATE_SETTINGS,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return { course: built.course, cohort, admin, learner };
}

/** The course team's agent issues the course's certificate to `userId` by hand: the certificate's code. */
export async function issueByHand(agent: TestAgent, coursePath: string, userId: string): Promise<string> {
  const issued = await agent.post('/json/certificate/create', { coursePath, userId });
  expect(issued.status).toBe(200);
  return (issued.body.result as { code: string }).code;
}
