import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type CertificateData, verificationPath } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { notifyCertificateIssued } from '../notifications';
import { newCertificateCode } from './certificate-code';
import { qualificationCertificateData } from './qualification-issue';
import { type DueEnrolment, loadDueEnrolments } from './qualification-progress';

/** Enrolments a sweep issues per transaction. */
export const QUALIFICATION_SWEEP_BATCH = 200;
// Batches one sweep takes at most; the next sweep takes the rest.
const SWEEP_BATCHES = 25;

/**
 * Issue every qualification certificate due and not yet issued (of one qualification, or of all):
 * learners who completed its courses before they enrolled, before it was published, or before its
 * courses or electives changed, whom no course certificate's issue reaches (qualification-issue.ts).
 * Batch after batch, each in its own transaction and in a constant number of queries but for the
 * learners' notifications; returns how many were issued.
 */
export async function issueDueQualificationCertificates(
  db: Db,
  qualificationId: string | null = null,
  jobs?: JobQueue,
  batchSize = QUALIFICATION_SWEEP_BATCH,
): Promise<number> {
  let issued = 0;
  let after: DueEnrolment | null = null;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const from = after;
    const due = await db.transaction(async (tx) => {
      const found = await loadDueEnrolments(tx as unknown as Db, qualificationId, from, batchSize);
      issued += await issueBatch(tx as unknown as Db, found, jobs);
      return found;
    });
    // Onwards from the last one taken: one that could not be issued now is not taken again in this sweep.
    if (due.length < batchSize) break;
    after = due.at(-1)!;
  }
  return issued;
}

/**
 * Write the certificates of `due` in one statement, `ON CONFLICT DO NOTHING`: one issued meanwhile
 * (by a course certificate, enrolling, another sweep) stays as it is, and its learner is not told
 * twice. Rows go in (qualification, learner) order, as every issuer takes them, so two writers wait
 * for each other without a deadlock. A certificate of a qualification says the same to each learner but their name, so its
 * words are read once per qualification.
 */
async function issueBatch(db: Db, due: DueEnrolment[], jobs?: JobQueue): Promise<number> {
  if (due.length === 0) return 0;
  const words = new Map<string, CertificateData>();
  for (const { qualificationId, userId } of due) {
    if (!words.has(qualificationId))
      words.set(qualificationId, await qualificationCertificateData(db, qualificationId, userId));
  }
  const wanted = due.map((enrolment) => ({ ...enrolment, code: newCertificateCode() }));
  const bases = [...words].map(([qualificationId, data]) => ({ qualificationId, data }));
  const written = rowsOf<DueEnrolment & { code: string }>(
    await db.execute(sql`
      INSERT INTO certificates (code, type, qualification_id, user_id, data)
      SELECT w.code, 'qualification', w."qualificationId", w."userId",
        jsonb_set(b.data, '{learnerName}', to_jsonb(u.full_name))
      FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS w("qualificationId" uuid, "userId" uuid, code text)
      JOIN jsonb_to_recordset(${JSON.stringify(bases)}::jsonb) AS b("qualificationId" uuid, data jsonb)
        ON b."qualificationId" = w."qualificationId"
      JOIN users u ON u.id = w."userId"
      ORDER BY w."qualificationId", w."userId"
      ON CONFLICT DO NOTHING
      RETURNING qualification_id AS "qualificationId", user_id AS "userId", code`),
  );
  for (const certificate of written) {
    await notifyCertificateIssued(db, jobs, {
      userId: certificate.userId,
      courseId: null,
      subject: words.get(certificate.qualificationId)?.courseName,
      issuedBy: null,
      targetUrl: verificationPath(certificate.code),
      code: certificate.code,
    });
  }
  return written.length;
}

/** The sweep of every qualification as a job, every 10 minutes. */
export const issueDueQualificationCertificatesJob = defineJob({
  name: 'issue-due-qualification-certificates',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  schedule: '*/10 * * * *',
  handler: async (_payload, { db, logger }) => {
    const issued = await issueDueQualificationCertificates(db);
    if (issued > 0) logger.info({ issued }, 'qualification certificates issued by the sweep');
  },
});
