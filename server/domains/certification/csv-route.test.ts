import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesCsvPath } from '../../../common/api/certification';
import { createTestApp, freshAgent, type TestApp } from '../../test/app';
import { enrolledAgent } from '../../test/course-fixtures';
import { certifiedCourse, issueByHand } from './certification-test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A course whose administrator issued certificates to two learners of its class and revoked one. */
async function courseWithCertificates() {
  const { course, cohort, admin, learner: first } = await certifiedCourse(testApp);
  const second = await enrolledAgent(testApp, cohort.id, { fullName: 'Budi, "the" Santoso' });
  const codes: string[] = [];
  for (const learner of [first, second]) codes.push(await issueByHand(admin, course.path, learner.user.id));
  await admin.post(`/json/certificate/update/revoke/${codes[1]}`, { reason: 'Issued in error' });
  return { course, cohort, admin, learner: first, codes };
}

describe('GET /api/certificates/export.csv', () => {
  it('gives the course team every certificate with headings in their language, and nobody else', async () => {
    const { course, cohort, admin, learner, codes } = await courseWithCertificates();
    const path = certificatesCsvPath(course.path);

    expect((await learner.agent.get(path)).status).toBe(403);
    expect((await freshAgent(testApp.app).get(path)).status).toBe(401);
    expect((await admin.get(certificatesCsvPath('no-such-course'))).status).toBe(404);

    const reply = await admin.get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="certificates-${course.path}.csv"`,
    );
    const [header, ...rows] = reply.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'learner,e-mail,class,status,code,issued at,refreshed at,revoked at,reason revoked,issued by',
    );
    // Newest first: the second learner's, revoked, then the first's.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`"Budi, ""the"" Santoso"`);
    expect(rows[0]).toMatch(new RegExp(`,${cohort.name},revoked,${codes[1]},.+,Issued in error,Rina Admin$`));
    expect(rows[1]).toMatch(
      new RegExp(`^Nur Aisyah,${learner.user.email},${cohort.name},valid,${codes[0]},\\d{4}-\\d\\d-\\d\\dT`),
    );

    await testApp.database.db.execute(sql`UPDATE users SET preferred_language = 'id'
      WHERE id IN (SELECT user_id FROM role_grants WHERE scope = 'course' AND scope_path = ${course.path})`);
    const inIndonesian = (await admin.get(path)).text.replace(/^\uFEFF/, '');
    expect(inIndonesian.split('\r\n')[0]).toBe(
      'peserta,e-mail,kelas,status,kode,diterbitkan pada,diperbarui pada,dicabut pada,alasan dicabut,diterbitkan oleh',
    );
    expect(inIndonesian).toContain(',dicabut,');
  });
});
