import { LEARNING_TIME_PATH, RecordLearningTimeInput } from '../../../common/api/learning-time';
import type { RequestContext } from '../../rpc/context';
import { method } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { endpoint } from '../../rpc/registry';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { forwardLearningTimeJob } from './forward-learning-time-job';
import { recordLearningTime } from './learning-time-store';

/** A tab sends about one request a minute; this leaves room for several windows and retries. */
export const LEARNING_TIME_POSTS_PER_USER: RateLimit = {
  name: 'learning-time',
  max: 240,
  windowSeconds: 3600,
};

/** Hand each stored event to the forwarding job when an endpoint is configured and a queue runs here. */
async function queueForwarding(ctx: RequestContext, eventIds: readonly string[]): Promise<void> {
  const { config, jobs, logger } = ctx.deps;
  if (!config.LEARNING_TIME_FORWARD_URL || !jobs) return;
  for (const eventId of eventIds) {
    await jobs.send(forwardLearningTimeJob, { eventId }).catch((error: Error) => {
      logger.error(
        { eventId, err: error },
        'could not queue a learning-time event; the sweep will forward it',
      );
    });
  }
}

/**
 * `POST /api/learning-time/`: the tracker's learning-time events (spec §4), stored with the client's
 * address and added to the daily sums in one transaction; forwarded after the commit. The rate
 * limit is counted outside that transaction, so refused requests count too.
 */
const recordLearningTimeMethod = method({
  input: RecordLearningTimeInput,
  allow: signedIn,
  transaction: false,
  run: async (db, ctx, _loaded, input) => {
    const actor = { ...ctx.actor, userId: ctx.actor.userId! };
    await hitRateLimit(db, LEARNING_TIME_POSTS_PER_USER, actor.userId);
    const eventIds = await db.transaction((tx) =>
      recordLearningTime(tx as unknown as typeof db, actor, ctx.client.ip, input.events),
    );
    await queueForwarding(ctx, eventIds);
    return { stored: eventIds.length };
  },
});

/** The learning-time endpoints of the /api prefix. */
export const learningTimeEndpoints = [endpoint('POST', LEARNING_TIME_PATH, recordLearningTimeMethod)];
