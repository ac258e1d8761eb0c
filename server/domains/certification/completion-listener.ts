import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../rpc/context';
import {
  announcementOf,
  COURSE_COMPLETED_CHANNEL,
  issueDueCertificates,
  logIssueFailure,
} from './completion-issuing';
import { issueByRule } from './issue';
import { issuePassedCertificates, RECENT_PASSES } from './pass-issuing';
import { issueDueQualificationCertificates } from './qualification-sweep';

/**
 * Every web process listens for learners completing a course and issues its certificate at once
 * when the course's rule says so (several processes may try: the unique index lets one issue), and
 * sweeps a course whose team has just turned the rule on, or a qualification just published or
 * whose courses changed (qualification-sweep.ts). After a lost connection it sweeps for what it
 * missed; the scheduled jobs sweep too.
 */
export function registerCompletionIssuing(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  // A course's learners who completed it or passed it, or (courseId null) what was missed meanwhile.
  const sweep = async (courseId: string | null) =>
    (await issueDueCertificates(db, courseId, deps.jobs)) +
    (await issuePassedCertificates(db, courseId ? { courseId } : RECENT_PASSES, deps.jobs));
  const sweepQualifications = (qualificationId: string | null) =>
    issueDueQualificationCertificates(db, qualificationId, deps.jobs);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // A database that cannot be listened on does not stop the app: the sweep job issues later.
    unlisten = await deps.database
      .listen(COURSE_COMPLETED_CHANNEL, {
        onPayload: (payload) => {
          const asked = announcementOf(payload);
          if (!asked) return;
          const work =
            'userId' in asked
              ? issueByRule(db, asked, deps.jobs)
              : 'courseId' in asked
                ? sweep(asked.courseId)
                : sweepQualifications(asked.qualificationId);
          track(work.catch(logIssueFailure(deps.logger, asked)));
        },
        onReconnect: () => {
          track(sweep(null).catch(logIssueFailure(deps.logger, {})));
          track(sweepQualifications(null).catch(logIssueFailure(deps.logger, {})));
        },
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'certification: could not listen for completed courses');
        return undefined;
      });
  });
  app.addHook('onClose', async () => {
    // The database may be gone already (closed first): nothing is left to stop then.
    await unlisten?.().catch(() => undefined);
    await Promise.allSettled(running);
  });
}
