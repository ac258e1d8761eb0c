import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../rpc/context';
import {
  announcementOf,
  COURSE_COMPLETED_CHANNEL,
  issueDueCertificates,
  issueOnCompletion,
  logIssueFailure,
} from './completion-issuing';

/**
 * Every web process listens for learners completing a course and issues its certificate at once
 * when the course's rule says so (several processes may try: the unique index lets one issue), and
 * sweeps a course whose team has just turned the rule on. After a lost connection it sweeps for
 * what it missed; the scheduled job sweeps too.
 */
export function registerCompletionIssuing(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const sweep = (courseId: string | null) => issueDueCertificates(db, courseId, deps.jobs);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // A database that cannot be listened on does not stop the app: the sweep job issues later.
    unlisten = await deps.database
      .listen(COURSE_COMPLETED_CHANNEL, {
        onPayload: (payload) => {
          const asked = announcementOf(payload);
          if (!asked) return;
          const work = 'userId' in asked ? issueOnCompletion(db, asked, deps.jobs) : sweep(asked.courseId);
          track(work.catch(logIssueFailure(deps.logger, asked)));
        },
        onReconnect: () => track(sweep(null).catch(logIssueFailure(deps.logger, {}))),
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
