import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CertificateSettings,
  DEFAULT_CERTIFICATE_DESIGN,
  type MyCertification,
} from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildQuizCourse } from '../../test/quiz-course';
import { CERTIFICATE_SETTINGS } from './certification-test-kit';
import { issueCertificate } from './issue';
import { issuePassedCertificates, RECENT_PASSES } from './pass-issuing';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // The listener of completions and passes starts with the app.
  await testApp.app.ready();
});
afterAll(() => testApp.close());

/** Earned by passing the course's assessment at 60%, the grade printed. */
const BY_PASSING: CertificateSettings = {
  ...CERTIFICATE_SETTINGS,
  issueRule: 'assessment',
  passMark: 60,
  design: { ...DEFAULT_CERTIFICATE_DESIGN, fields: { ...DEFAULT_CERTIFICATE_DESIGN.fields, grade: true } },
};

let submissions = 0;
/**
 * A course of one graded quiz (buildQuizCourse: a 2-point multiple choice, two attempts; its short
 * answer never reveals marks and its last quiz is for staff, so neither is part of the grade), its
 * administrator, and a learner of its class.
 */
async function quizCourse(settings: CertificateSettings | null) {
  const made = await buildQuizCourse(testApp);
  const admin = await courseAgent(testApp, made.course.path, 'administrator');
  const learner = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Nur Aisyah' });
  if (settings) await saveSettings(admin, made.course.path, settings);
  const answer = (selected: string) =>
    learner.agent.post(`/json/quiz/update/submitQuiz/${made.blocks.choice.id}`, {
      cohortPath: made.cohort.path,
      submissionData: { submissionId: `pass-submission-${++submissions}`, answers: { selected: [selected] } },
      scratchpadData: null,
    });
  return { ...made, admin, learner, answer };
}

async function saveSettings(admin: TestAgent, coursePath: string, settings: object) {
  const saved = await admin.post(`/json/course/update/setCertificateSettings/${coursePath}`, settings);
  expect(saved.status).toBe(200);
}

const certificatesOf = async (db: Db, courseId: string) =>
  rowsOf<{ code: string; grade: string | null }>(
    await db.execute(
      sql`SELECT code, data->>'grade' AS grade FROM certificates WHERE course_id = ${courseId}::uuid`,
    ),
  );

const pollCertificates = (courseId: string) =>
  expect.poll(async () => (await certificatesOf(testApp.database.db, courseId)).length, { timeout: 10_000 });

const myCertification = async (agent: TestAgent, coursePath: string) =>
  (await agent.get(`/json/course/read/getMyCertification/${coursePath}`)).body.result as MyCertification;

describe('certificates earned by passing the course’s assessment', () => {
  it('ask for a pass mark from 1 to 100, kept beside the rule', async () => {
    const { admin, course } = await quizCourse(null);
    const url = `/json/course/update/setCertificateSettings/${course.path}`;
    for (const passMark of [null, 0, 101, 62.5]) {
      const refused = await admin.post(url, { ...BY_PASSING, passMark });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        passMark: 'Enter the pass mark as a whole percentage from 1 to 100.',
      });
    }
    await saveSettings(admin, course.path, BY_PASSING);
    const read = await admin.get(`/json/course/read/getCertificateSettings/${course.path}`);
    expect(read.body.result).toMatchObject({ issueRule: 'assessment', passMark: 60 });
  });

  it('issue once the grade reaches the pass mark, print the grade, and tell the learner where they stand before', async () => {
    const { db } = testApp.database;
    const { course, learner, answer } = await quizCourse(BY_PASSING);
    expect((await answer('wrong1')).status).toBe(200);
    expect(await myCertification(learner.agent, course.path)).toMatchObject({
      issueRule: 'assessment',
      certificate: null,
      assessment: { passMark: 60, grade: 0, items: 1, unscored: 0 },
    });
    const refused = await db.transaction((tx) =>
      issueCertificate(tx as unknown as Db, course.id, learner.user.id, { by: 'rule' }),
    );
    expect(refused).toEqual({ outcome: 'not_passed', grade: 0, passMark: 60 });

    expect((await answer('right')).status).toBe(200);
    await pollCertificates(course.id).toBe(1);
    const [certificate] = await certificatesOf(db, course.id);
    expect(certificate!.grade).toBe('100%');
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate!.code}.pdf`,
    });
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })
    ).text;
    expect(text).toContain('Grade: 100%');
    expect(await myCertification(learner.agent, course.path)).toMatchObject({
      certificate: { code: certificate!.code },
      assessment: null,
    });
  });

  it('wait for marks held until released, and issue when the class releases them', async () => {
    const { db } = testApp.database;
    const { course, cohort, learner, answer } = await quizCourse(BY_PASSING);
    await db.execute(sql`UPDATE cohorts SET assessment_settings = '{"gradeRelease": "held"}'::jsonb
      WHERE id = ${cohort.id}::uuid`);
    expect((await answer('right')).status).toBe(200);
    expect((await myCertification(learner.agent, course.path)).assessment).toEqual({
      passMark: 60,
      grade: null,
      items: 1,
      unscored: 1,
    });
    // Nothing is issued while held: give a listener the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await certificatesOf(db, course.id)).toHaveLength(0);

    await db.execute(sql`UPDATE cohorts
      SET assessment_settings = ${JSON.stringify({ gradeRelease: 'held', releasedAt: new Date().toISOString() })}::jsonb
      WHERE id = ${cohort.id}::uuid`);
    await pollCertificates(course.id).toBe(1);
  });

  it('certify learners who had passed before the team chose the rule, and no one short of the mark', async () => {
    const passed = await quizCourse({ ...CERTIFICATE_SETTINGS, issueRule: 'manual' });
    const failed = await quizCourse({ ...CERTIFICATE_SETTINGS, issueRule: 'manual' });
    expect((await passed.answer('right')).status).toBe(200);
    expect((await failed.answer('wrong1')).status).toBe(200);
    await saveSettings(passed.admin, passed.course.path, BY_PASSING);
    await saveSettings(failed.admin, failed.course.path, BY_PASSING);
    await pollCertificates(passed.course.id).toBe(1);
    expect(await certificatesOf(testApp.database.db, failed.course.id)).toHaveLength(0);
  });

  it('are swept up when no process heard the pass: recent work every ten minutes, all of it daily', async () => {
    const { db } = testApp.database;
    const { course, answer } = await quizCourse({ ...CERTIFICATE_SETTINGS, issueRule: 'manual' });
    const idle = await quizCourse({ ...CERTIFICATE_SETTINGS, issueRule: 'manual' });
    expect((await answer('right')).status).toBe(200);
    await db.execute(sql`UPDATE quiz_attempts SET submitted_at = now() - interval '2 hours'
      WHERE cohort_id = (SELECT id FROM cohorts WHERE course_id = ${course.id}::uuid)`);
    // The rule chosen behind the listeners' back: nothing announces it.
    for (const id of [course.id, idle.course.id])
      await db.execute(sql`UPDATE certificate_designs SET issue_rule = 'assessment', pass_mark = 50
        WHERE course_id = ${id}::uuid`);
    expect(await issuePassedCertificates(db, RECENT_PASSES)).toBe(0);
    expect(await issuePassedCertificates(db, 'all')).toBeGreaterThanOrEqual(1);
    expect(await certificatesOf(db, course.id)).toHaveLength(1);
    // A learner who handed in nothing is not even checked, let alone certified.
    expect(await certificatesOf(db, idle.course.id)).toHaveLength(0);
  });

  it('have nothing for the learner to request', async () => {
    const { course, learner } = await quizCourse(BY_PASSING);
    const asked = await learner.agent.post(`/json/course/update/requestCertificate/${course.path}`, {});
    expect(asked.status).toBe(409);
    expect(asked.body.reason).toBe(
      'This course issues its certificate when you pass its assessment: there is nothing to request.',
    );
  });
});
