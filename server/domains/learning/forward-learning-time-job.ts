import { z } from 'zod';
import { readConfig } from '../../config';
import { defineJob } from '../../jobs/job';
import { forwardLearningTimeEvent, forwardLeftBehind } from './learning-time-forward';

/**
 * Forward learning-time events to LEARNING_TIME_FORWARD_URL (the place of the spec's external
 * message bus): one event when queued after it is stored, retried with a doubling delay; on its
 * schedule, the events left behind. Delivery is at least once. The worker reads the address from
 * its own environment, so it never travels in a payload; without it nothing is forwarded.
 */
export const forwardLearningTimeJob = defineJob({
  name: 'forward-learning-time',
  payload: z.object({ eventId: z.uuid().optional() }),
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
  schedule: '*/15 * * * *',
  handler: async ({ eventId }, { db, logger }) => {
    const url = readConfig().LEARNING_TIME_FORWARD_URL;
    if (!url) return;
    if (eventId) {
      await forwardLearningTimeEvent(db, url, eventId);
      return;
    }
    const forwarded = await forwardLeftBehind(db, url, logger);
    if (forwarded > 0) logger.info({ forwarded }, 'forwarded learning-time events left behind');
  },
});
