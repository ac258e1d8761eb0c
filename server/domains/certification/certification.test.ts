import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateSettings, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { createTestApp, freshAgent, TestAgent, type TestApp } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildUser } from '../../test/factories';
import { CERTIFICATE_SETTINGS, certifiedCourse as certifiedCourseOf } from './certification-test-kit';
import { issueDueCertificates } from './completion-issuing';
import { issueCertificate } from './issue';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // The completion listener starts with the app.
  await testApp.app.ready();
});
afterAll(() => testApp.close());

const SETTINGS = CERTIFICATE_SETTINGS;
const certifiedCourse = (settings: Partial<CertificateSettings> = {}) => certifiedCourseOf(testApp, settings);

const issue = (agent: TestAgent, coursePath: string, userId: string) =>
  agent.post('/json/certificate/create', { coursePath, userId });

const certificatesOf = async (db: Db, courseId: string) =>
  rowsOf<{ code: string; user_id: string }>(
    await db.execute(sql`SELECT code, user_id FROM certificates WHERE course_id = ${courseId}::uuid`),
  );

async function pdfText(code: string): Promise<{ status: number; type: unknown; text: string }> {
  const reply = await testApp.app.inject({ method: 'GET', url: `/api/certificates/${code}.pdf` });
  if (reply.statusCode !== 200)
    return { status: reply.statusCode, type: reply.headers['content-type'], text: '' };
  const document = await getDocumentProxy(new Uint8Array(reply.rawPayload));
  return {
    status: reply.statusCode,
    type: reply.headers['content-type'],
    text: (await extractText(document, { mergePages: true })).text,
  };
}

describe('certificate settings', () => {
  it('start off with the default design, are the course team’s, and refuse a bad colour by field', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const read = await admin.get(`/json/course/read/getCertificateSettings/${course.path}`);
    expect(read.body.result).toMatchObject({
      enabled: false,
      design: DEFAULT_CERTIFICATE_DESIGN,
      issuedCount: 0,
    });
    const bad = await admin.post(`/json/course/update/setCertificateSettings/${course.path}`, {
      ...SETTINGS,
      design: { ...SETTINGS.design, colours: { primary: 'blue', accent: '#000000' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['design.colours.primary']);
    const cohort = await buildClass(testApp, course.id);
    const { agent: learner } = await enrolledAgent(testApp, cohort.id);
    expect((await learner.get(`/json/course/read/getCertificateSettings/${course.path}`)).status).toBe(403);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    expect(
      (await designer.post(`/json/course/update/setCertificateSettings/${course.path}`, SETTINGS)).status,
    ).toBe(403);
  });
});

describe('issuing by hand', () => {
  it('certifies a learner once, prints the PDF, and refuses a second issue and a stranger', async () => {
    const { course, admin, learner } = await certifiedCourse();
    const issued = await issue(admin, course.path, learner.user.id);
    expect(issued.status).toBe(200);
    const certificate = issued.body.result as { code: string; status: string; data: { learnerName: string } };
    expect(certificate).toMatchObject({
      status: 'valid',
      data: { learnerName: 'Nur Aisyah', courseName: course.name },
    });
    expect((await issue(admin, course.path, learner.user.id)).body).toMatchObject({ error: 'conflict' });
    const told = rowsOf<{ event: string; target_url: string }>(
      await testApp.database.db.execute(
        sql`SELECT event, target_url FROM notifications WHERE user_id = ${learner.user.id}::uuid`,
      ),
    );
    expect(told).toEqual([
      {
        event: 'certificate_issued',
        target_url: `/certificate-verification/${certificate.code.toLowerCase()}/`,
      },
    ]);
    const stranger = await buildUser(testApp.database.db);
    const refused = await issue(admin, course.path, stranger.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('userId');
    expect((await issue(learner.agent, course.path, learner.user.id)).status).toBe(403);

    const pdf = await pdfText(certificate.code);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text).toContain('Nur Aisyah');
    expect(pdf.text).toContain(course.name);
    expect(pdf.text).toContain(certificate.code);
    expect(pdf.text).toContain(
      `http://localhost:3000/certificate-verification/${certificate.code.toLowerCase()}/`,
    );
  });

  it('issues nothing while the course’s certificates are off', async () => {
    const { course, admin, learner } = await certifiedCourse({ enabled: false });
    const refused = await issue(admin, course.path, learner.user.id);
    expect(refused.body).toMatchObject({ error: 'conflict', reasonCode: { code: 'certificate.off' } });
  });

  it('issues one certificate to 50 parallel triggers, every one answering its code', async () => {
    const { course, learner } = await certifiedCourse();
    const staffMember = await buildUser(testApp.database.db, { isStaff: true });
    const { db } = testApp.database;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) =>
          issueCertificate(tx as unknown as Db, course.id, learner.user.id, {
            by: 'staff',
            staffId: staffMember.id,
          }),
        ),
      ),
    );
    const rows = await certificatesOf(db, course.id);
    expect(rows).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'issued')).toHaveLength(1);
    expect(outcomes.every((outcome) => 'code' in outcome && outcome.code === rows[0]!.code)).toBe(true);
  });

  it('asks for the course’s minimum of active learning time first', async () => {
    const { course, admin, learner } = await certifiedCourse({ minLearningMinutes: 30 });
    await testApp.database.db.execute(sql`INSERT INTO learning_time_daily (user_id, course_id, page_path, day, seconds)
      VALUES (${learner.user.id}::uuid, ${course.id}::uuid, 'week-1', current_date, 600)`);
    const refused = await issue(admin, course.path, learner.user.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      userId: 'This learner has 10 of the 30 minutes of active learning this certificate asks for.',
    });
  });
});

describe('issuing on completion', () => {
  it('issues at 100% progress by the course’s rule, once, and not for a course issuing by hand', async () => {
    const { db } = testApp.database;
    const byRule = await certifiedCourse({ issueRule: 'completion' });
    const byHand = await certifiedCourse({ issueRule: 'manual' });
    for (const { course, learner } of [byRule, byHand]) {
      await db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
        VALUES (${learner.user.id}::uuid, ${course.id}::uuid, 3, 3)`);
    }
    await expect
      .poll(async () => (await certificatesOf(db, byRule.course.id)).length, { timeout: 10_000 })
      .toBe(1);
    expect(await certificatesOf(db, byHand.course.id)).toHaveLength(0);
  });

  it('certifies those who completed before the team turned the rule on', async () => {
    const { db } = testApp.database;
    const { course, admin, learner } = await certifiedCourse({ issueRule: 'manual' });
    await db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
      VALUES (${learner.user.id}::uuid, ${course.id}::uuid, 4, 4)`);
    const saved = await admin.post(`/json/course/update/setCertificateSettings/${course.path}`, {
      ...SETTINGS,
      issueRule: 'completion',
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await certificatesOf(db, course.id)).length, { timeout: 10_000 }).toBe(1);
  });

  it('holds a sold certificate back for its learner to buy: neither the rule nor the sweep issues it', async () => {
    const { db } = testApp.database;
    const price = { currency: 'MYR', amount: 4900 } as const;
    const { course, learner } = await certifiedCourse({ issueRule: 'completion', price });
    await db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
      VALUES (${learner.user.id}::uuid, ${course.id}::uuid, 3, 3)`);
    const byRule = await db.transaction((tx) =>
      issueCertificate(tx as unknown as Db, course.id, learner.user.id, { by: 'rule' }),
    );
    expect(byRule).toEqual({ outcome: 'payment_required', price });
    expect(await issueDueCertificates(db, course.id)).toBe(0);
    const bought = await db.transaction((tx) =>
      issueCertificate(tx as unknown as Db, course.id, learner.user.id, {
        by: 'purchase',
        paymentTransactionId: '00000000-0000-0000-0000-000000000001',
      }),
    );
    expect(bought.outcome).toBe('issued');
  });

  it('waits for the last page: progress short of 100% issues nothing', async () => {
    const { db } = testApp.database;
    const { course, learner } = await certifiedCourse({ issueRule: 'completion' });
    await db.execute(sql`INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages)
      VALUES (${learner.user.id}::uuid, ${course.id}::uuid, 2, 3)`);
    const outcome = await db.transaction((tx) =>
      issueCertificate(tx as unknown as Db, course.id, learner.user.id, { by: 'rule' }),
    );
    expect(outcome.outcome).toBe('not_complete');
    expect(await certificatesOf(db, course.id)).toHaveLength(0);
  });
});

describe('revoking, refreshing and verifying', () => {
  it('revokes with a reason, and the verification page and the PDF say so', async () => {
    const { course, admin, learner } = await certifiedCourse();
    const { code } = (await issue(admin, course.path, learner.user.id)).body.result as { code: string };
    const revoked = await admin.post(`/json/certificate/update/revoke/${code}`, {
      reason: 'Issued in error',
    });
    expect(revoked.body.result).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error' });
    expect((await admin.post(`/json/certificate/update/revoke/${code}`, { reason: 'Again' })).status).toBe(
      409,
    );
    expect((await admin.post(`/json/certificate/update/refresh/${code}`, {})).status).toBe(409);
    expect(
      (await learner.agent.post(`/json/certificate/update/revoke/${code}`, { reason: 'x' })).status,
    ).toBe(403);
    const visitor = freshAgent(testApp.app);
    const seen = await visitor.get(`/json/certificate/lookup/verify?code=${code}`);
    expect(seen.body.result).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error' });
    expect((await pdfText(code)).text).toContain('REVOKED');
  });

  it('refreshes with the learner’s name of now under the same code', async () => {
    const { course, admin, learner } = await certifiedCourse();
    const { code } = (await issue(admin, course.path, learner.user.id)).body.result as { code: string };
    await testApp.database.db.execute(
      sql`UPDATE users SET full_name = 'Nur Aisyah binti Abdullah' WHERE id = ${learner.user.id}::uuid`,
    );
    const refreshed = await admin.post(`/json/certificate/update/refresh/${code}`, {});
    expect(refreshed.body.result).toMatchObject({ code, data: { learnerName: 'Nur Aisyah binti Abdullah' } });
    expect((refreshed.body.result as { refreshedAt: string | null }).refreshedAt).not.toBeNull();
  });

  it('lets a visitor verify a code however it is typed, says plainly when none matches, and stops guessing', async () => {
    const { course, admin, learner } = await certifiedCourse();
    const { code } = (await issue(admin, course.path, learner.user.id)).body.result as { code: string };
    const visitor = freshAgent(testApp.app);
    const typed = code.toLowerCase().replace('-', ' ');
    const seen = await visitor.get(`/json/certificate/lookup/verify?code=${encodeURIComponent(typed)}`);
    expect(seen.body.result).toMatchObject({ code, status: 'valid', data: { learnerName: 'Nur Aisyah' } });
    // Only the certificate: nothing else of the learner.
    expect(JSON.stringify(seen.body.result)).not.toContain(learner.user.email);
    const guesser = new TestAgent(testApp.app, '10.9.8.7');
    const wrong = await guesser.get('/json/certificate/lookup/verify?code=ZZZZZ-ZZZZZ');
    expect(wrong.body).toMatchObject({
      error: 'not_found',
      reason: 'No certificate has this code. Check it against the certificate and try again.',
    });
    for (let attempt = 1; attempt < 30; attempt++)
      await guesser.get('/json/certificate/lookup/verify?code=ZZZZZ-ZZZZZ');
    expect((await guesser.get(`/json/certificate/lookup/verify?code=${code}`)).status).toBe(429);
  });
});

describe('the student certification list', () => {
  it('lists the course’s certificates newest first, 50 a page, filtered by status and search', async () => {
    const { course, cohort, admin, learner } = await certifiedCourse();
    const { db } = testApp.database;
    const staffMember = await buildUser(db, { isStaff: true });
    const learners = [learner.user];
    for (let index = 0; index < 51; index++) learners.push((await enrolledAgent(testApp, cohort.id)).user);
    for (const person of learners) {
      await db.transaction((tx) =>
        issueCertificate(tx as unknown as Db, course.id, person.id, { by: 'staff', staffId: staffMember.id }),
      );
    }
    const url = `/json/course/read/getCertificates/${course.path}`;
    const first = (await admin.get(url)).body.result as { rows: unknown[]; total: number; pageSize: number };
    expect(first).toMatchObject({ total: 52, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(((await admin.get(`${url}?page=2`)).body.result as { rows: unknown[] }).rows).toHaveLength(2);
    const found = (await admin.get(`${url}?search=${encodeURIComponent('Nur Aisyah')}`)).body.result as {
      rows: Array<{ learnerName: string; className: string }>;
    };
    expect(found.rows).toEqual([
      expect.objectContaining({ learnerName: 'Nur Aisyah', className: cohort.name }),
    ]);
    expect(((await admin.get(`${url}?status=revoked`)).body.result as { total: number }).total).toBe(0);
    const uncertified = await admin.get(`/json/course/read/getUncertifiedLearners/${course.path}`);
    expect(uncertified.body.result).toEqual([]);
  });
});

describe('the learner’s certificates', () => {
  it('lists them, shows the chosen ones as profile badges, and gives the course’s certification status', async () => {
    const { course, admin, learner } = await certifiedCourse({ minLearningMinutes: 0 });
    const { db } = testApp.database;
    await db.execute(
      sql`UPDATE users SET profile_name = ${`aisyah-${course.path}`} WHERE id = ${learner.user.id}::uuid`,
    );
    const status = `/json/course/read/getMyCertification/${course.path}`;
    expect((await learner.agent.get(status)).body.result).toMatchObject({
      offered: true,
      issueRule: 'manual',
      certificate: null,
    });
    const { code } = (await issue(admin, course.path, learner.user.id)).body.result as { code: string };
    const mine = (await learner.agent.get('/json/certificate/lookup/getMine')).body.result as Array<{
      code: string;
    }>;
    expect(mine).toEqual([
      expect.objectContaining({ code, courseName: course.name, status: 'valid', onProfile: true }),
    ]);
    expect((await learner.agent.get(status)).body.result).toMatchObject({ certificate: { code } });

    const badges = `/json/certificate/lookup/getProfileBadges?profileName=aisyah-${course.path}`;
    const visitor = freshAgent(testApp.app);
    expect(((await visitor.get(badges)).body.result as unknown[]).length).toBe(1);
    expect(
      (await admin.post(`/json/certificate/update/setOnProfile/${code}`, { onProfile: false })).status,
    ).toBe(403);
    const hidden = await learner.agent.post(`/json/certificate/update/setOnProfile/${code}`, {
      onProfile: false,
    });
    expect(hidden.body.result).toMatchObject({ code, onProfile: false });
    expect((await visitor.get(badges)).body.result).toEqual([]);

    const stranger = await courseAgent(testApp, null);
    expect((await stranger.get(status)).status).toBe(404);
  });
});

describe('asking for a certificate issued by hand', () => {
  it('is requested, declined with a reason, asked again, withdrawn, and answered by issuing', async () => {
    const { course, admin, learner } = await certifiedCourse();
    const status = `/json/course/read/getMyCertification/${course.path}`;
    const ask = () => learner.agent.post(`/json/course/update/requestCertificate/${course.path}`, {});
    const requests = `/json/course/read/getCertificateRequests/${course.path}`;

    const asked = await ask();
    expect(asked.body.result).toMatchObject({ request: { declinedAt: null, declinedReason: null } });
    expect((await ask()).body).toMatchObject({
      error: 'conflict',
      reasonCode: { code: 'certificate.requested' },
    });
    expect((await admin.get(requests)).body.result).toEqual([
      expect.objectContaining({
        userId: learner.user.id,
        fullName: 'Nur Aisyah',
        progress: 0,
        learningMinutes: 0,
      }),
    ]);
    expect((await learner.agent.get(requests)).status).toBe(403);

    const declined = await admin.post(`/json/course/update/declineCertificateRequest/${course.path}`, {
      userId: learner.user.id,
      reason: 'Finish the last module first',
    });
    expect(declined.status).toBe(200);
    expect((await learner.agent.get(status)).body.result).toMatchObject({
      request: { declinedReason: 'Finish the last module first' },
    });
    expect((await admin.get(requests)).body.result).toEqual([]);

    // The retry prompt: asking again clears the team's answer.
    expect((await ask()).body.result).toMatchObject({ request: { declinedAt: null, declinedReason: null } });
    // And its undo.
    const withdraw = () =>
      learner.agent.post(`/json/course/update/withdrawCertificateRequest/${course.path}`, {});
    expect((await withdraw()).body.result).toMatchObject({ request: null });
    expect((await withdraw()).body).toMatchObject({
      error: 'conflict',
      reasonCode: { code: 'certificate.noRequest' },
    });

    await ask();
    const { code } = (await issue(admin, course.path, learner.user.id)).body.result as { code: string };
    expect((await learner.agent.get(status)).body.result).toMatchObject({
      certificate: { code },
      request: null,
    });
    expect((await admin.get(requests)).body.result).toEqual([]);
    expect((await ask()).body).toMatchObject({
      error: 'conflict',
      reasonCode: { code: 'certificate.alreadyIssued' },
    });
  });

  it('has nothing to ask of a course that certifies at 100% progress, and is for its learners only', async () => {
    const { course } = await certifiedCourse({ issueRule: 'completion' });
    const cohort = await buildClass(testApp, course.id);
    const { agent } = await enrolledAgent(testApp, cohort.id);
    const asked = await agent.post(`/json/course/update/requestCertificate/${course.path}`, {});
    expect(asked.body).toMatchObject({ error: 'conflict', reasonCode: { code: 'certificate.byRule' } });
    const stranger = await courseAgent(testApp, null);
    expect((await stranger.post(`/json/course/update/requestCertificate/${course.path}`, {})).status).toBe(
      404,
    );
  });
});
