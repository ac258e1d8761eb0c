import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassCertificateRule, MyCertification } from '../../../common/api/certification';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { enrolledAgent, userAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { certifiedCourse } from './certification-test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // The listener of completions starts with the app.
  await testApp.app.ready();
});
afterAll(() => testApp.close());

const setRule = (agent: TestAgent, coursePath: string, rule: object) =>
  agent.post(`/json/course/update/setClassCertificateRule/${coursePath}`, rule);

const complete = (userId: string, courseId: string) =>
  testApp.database.db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
    VALUES (${userId}::uuid, ${courseId}::uuid, 2, 2)`);

const holders = async (courseId: string) =>
  rowsOf<{ userId: string }>(
    await testApp.database.db.execute(
      sql`SELECT user_id AS "userId" FROM certificates WHERE course_id = ${courseId}::uuid`,
    ),
  ).map((row) => row.userId);

describe('a class’s own certificate rule', () => {
  it('is listed beside the course’s, set, checked, and given back to the course', async () => {
    const { course, cohort, admin } = await certifiedCourse(testApp);
    const listed = await admin.get(`/json/course/read/getClassCertificateRules/${course.path}`);
    expect(listed.body.result).toEqual([
      { cohortPath: cohort.path, className: cohort.name, issueRule: null, passMark: null },
    ]);

    const noMark = await setRule(admin, course.path, {
      cohortPath: cohort.path,
      issueRule: 'assessment',
      passMark: null,
    });
    expect(noMark.status).toBe(400);
    expect(noMark.body.fields).toEqual({
      passMark: 'Enter the pass mark as a whole percentage from 1 to 100.',
    });
    const elsewhere = await setRule(admin, course.path, {
      cohortPath: 'not-a-class',
      issueRule: 'none',
      passMark: null,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fields).toEqual({ cohortPath: 'This course has no class at this address.' });

    const set = await setRule(admin, course.path, {
      cohortPath: cohort.path,
      issueRule: 'assessment',
      passMark: 75,
    });
    expect((set.body.result as ClassCertificateRule[])[0]).toMatchObject({
      issueRule: 'assessment',
      passMark: 75,
    });
    // A pass mark is kept only for a class passing on its grade.
    const manual = await setRule(admin, course.path, {
      cohortPath: cohort.path,
      issueRule: 'manual',
      passMark: 40,
    });
    expect((manual.body.result as ClassCertificateRule[])[0]).toMatchObject({
      issueRule: 'manual',
      passMark: null,
    });
    const back = await setRule(admin, course.path, {
      cohortPath: cohort.path,
      issueRule: null,
      passMark: null,
    });
    expect((back.body.result as ClassCertificateRule[])[0]).toMatchObject({ issueRule: null });
  });

  it('is the course team’s to set', async () => {
    const { course, cohort, learner } = await certifiedCourse(testApp);
    const { agent: stranger } = await userAgent(testApp);
    for (const agent of [learner.agent, stranger]) {
      const refused = await setRule(agent, course.path, {
        cohortPath: cohort.path,
        issueRule: 'none',
        passMark: null,
      });
      expect([403, 404]).toContain(refused.status);
    }
  });

  it('issues at 100% progress in a class that says so, though its course issues by hand, and no other class', async () => {
    const { course, cohort, admin, learner } = await certifiedCourse(testApp, { issueRule: 'manual' });
    const other = await buildClass(testApp, course.id);
    const otherLearner = await enrolledAgent(testApp, other.id);
    await complete(learner.user.id, course.id);
    await complete(otherLearner.user.id, course.id);
    // Those who completed before the class's rule are certified once it is set.
    expect(
      (
        await setRule(admin, course.path, {
          cohortPath: cohort.path,
          issueRule: 'completion',
          passMark: null,
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => holders(course.id), { timeout: 10_000 }).toEqual([learner.user.id]);
  });

  it('gives a class without certificates none, by the rule or by hand, and hides the status from its learners', async () => {
    const { course, cohort, admin, learner } = await certifiedCourse(testApp, { issueRule: 'completion' });
    expect(
      (await setRule(admin, course.path, { cohortPath: cohort.path, issueRule: 'none', passMark: null }))
        .status,
    ).toBe(200);
    const status = (await learner.agent.get(`/json/course/read/getMyCertification/${course.path}`)).body
      .result as MyCertification;
    expect(status.offered).toBe(false);
    const byHand = await admin.post('/json/certificate/create', {
      coursePath: course.path,
      userId: learner.user.id,
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body.fields).toEqual({
      userId:
        'This learner’s class issues no certificates: change the class’s rule in the certificate settings first.',
    });
    await complete(learner.user.id, course.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await holders(course.id)).toEqual([]);
  });
});
