import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { notificationMailJob } from './mail-jobs';
import { notifyPeople } from './notification-writes';

/** A certificate just issued, as its learner is told of it. */
export interface IssuedCertificate {
  userId: string;
  /** The course it certifies; null for a qualification's certificate. */
  courseId: string | null;
  /** A qualification's name, which its sentence names where a course's certificate names the course. */
  subject?: string;
  /** Who issued it by hand; null when the course's rule did. */
  issuedBy: string | null;
  /** Where the notification leads: the certificate's verification page. */
  targetUrl: string;
  code: string;
}

/**
 * Tell the learner their certificate is ready (kind `certificates_issued`), in the issuing
 * transaction, so a rolled-back issue tells nobody. Mail due now is queued when this process has a
 * queue; otherwise the commit's NOTIFY and the minute's sweep send it.
 */
export async function notifyCertificateIssued(
  db: Db,
  jobs: JobQueue | undefined,
  issued: IssuedCertificate,
): Promise<void> {
  const written = await notifyPeople(
    db,
    {
      actorId: issued.issuedBy,
      courseId: issued.courseId,
      // A certificate is the course's, whichever class the learner took it in: the sentence names the course.
      cohortId: null,
      targetUrl: issued.targetUrl,
      sourceId: `certificate:${issued.code}`,
      excerpt: issued.subject ?? '',
    },
    [{ userId: issued.userId, event: 'certificate_issued' }],
  );
  if (written.mailNow && jobs) await jobs.sendInTransaction(db, notificationMailJob, {});
}
