import {
  LEARNING_TIME_PATH,
  RecordLearningTimeInput,
  RecordLearningTimeResult,
} from '../../../common/api/learning-time';
import type { RequestContext } from '../../rpc/context';
import { method } from '../../rpc/method';
import { endpoint } from '../../rpc/registry';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { forwardLearningTimeJob } from './forward-learning-time-job';
import { recordLearningTime } from './learning-time-store';
import { loadLearningTimeEvents } from './learning-time-target';
import { recordOwnLearningTime } from './policy';

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
 * limit is counted first and outside that transaction, so refused requests count too.
 */
const recordLearningTimeMethod = method({
  input: RecordLearningTimeInput,
  output: RecordLearningTimeResult,
  allow: recordOwnLearningTime,
  transaction: false,
  load: async (db, ctx, _id, input) => {
    const { userId } = ctx.actor;
    if (userId === null) return undefined;
    await hitRateLimit(db, LEARNING_TIME_POSTS_PER_USER, userId);
    return loadLearningTimeEvents(db, userId, input.events);
  },
  run: async (db, ctx, events) => {
    const eventIds = await db.transaction((tx) =>
      recordLearningTime(tx as unknown as typeof db, ctx.actor.userId, ctx.client.ip, events),
    );
    await queueForwarding(ctx, eventIds);
    return { stored: eventIds.length };
  },
});

/** The learning-time endpoints of the /api prefix. */
export const learningTimeEndpoints = [endpoint('POST', LEARNING_TIME_PATH, recordLearningTimeMethod)];
