import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../rpc/context';
import {
  COURSE_COMPLETED_CHANNEL,
  completionOf,
  issueDueCertificates,
  issueOnCompletion,
  logIssueFailure,
} from './completion-issuing';

/**
 * Every web process listens for learners completing a course and issues its certificate at once
 * when the course's rule says so (several processes may try: the unique index lets one issue).
 * After a lost connection it sweeps for what it missed; the scheduled job sweeps too.
 */
export function registerCompletionIssuing(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await deps.database.listen(COURSE_COMPLETED_CHANNEL, {
      onPayload: (payload) => {
        const completion = completionOf(payload);
        if (completion)
          track(issueOnCompletion(db, completion).catch(logIssueFailure(deps.logger, completion)));
      },
      onReconnect: () =>
        track(
          issueDueCertificates(db).catch((error: unknown) =>
            deps.logger.error({ err: error }, 'certification: the sweep after a reconnection failed'),
          ),
        ),
    });
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await Promise.allSettled(running);
  });
}
