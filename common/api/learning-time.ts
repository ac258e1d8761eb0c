import { z } from 'zod';
import { reasonText } from '../reasons';
import { LEARNING_TIME_PAGE_PATH } from './learning-time-paths';

// The addresses without zod (for a reader's course page); here for the server's imports.
export { LEARNING_TIME_PAGE_PATH, LEARNING_TIME_PATH, learningTimePagePath } from './learning-time-paths';

/** Most seconds one learning-time event may carry (an hour). */
export const LEARNING_TIME_MAX_SECONDS = 3600;

/** Most events one request may carry. */
export const LEARNING_TIME_MAX_EVENTS = 10;

/** The English reasons of learning-time events (codes `learningTime.*` of common/reasons.ts). */
export const LEARNING_TIME_REASONS = {
  timestamp: reasonText('learningTime.timestamp'),
  userId: reasonText('learningTime.userId'),
  pagePath: reasonText('learningTime.pagePath'),
  courseId: reasonText('learningTime.courseId'),
  cohortId: reasonText('learningTime.cohortId'),
  seconds: reasonText('learningTime.seconds', { max: LEARNING_TIME_MAX_SECONDS }),
  events: reasonText('learningTime.events', { max: LEARNING_TIME_MAX_EVENTS }),
} as const;

/**
 * The learning-time event of spec §3, plus the `seconds` it counts. Courses and classes are named
 * by their paths (their public keys); `ip` is filled in by the server, so a client sends null.
 * Subscriptions and institutions do not exist yet: those fields are null.
 */
export const LearningTimeEvent = z.object({
  timestamp: z.iso.datetime({ offset: true, error: LEARNING_TIME_REASONS.timestamp }),
  userId: z.uuid({ error: LEARNING_TIME_REASONS.userId }),
  pagePath: z
    .string({ error: LEARNING_TIME_REASONS.pagePath })
    .regex(LEARNING_TIME_PAGE_PATH, { error: LEARNING_TIME_REASONS.pagePath }),
  cohortId: z.string({ error: LEARNING_TIME_REASONS.cohortId }).min(1).max(100).nullable().default(null),
  courseId: z.string({ error: LEARNING_TIME_REASONS.courseId }).min(1).max(60),
  subscriptionId: z.null().default(null),
  institutionId: z.null().default(null),
  ip: z.null().default(null),
  device: z.literal('web').default('web'),
  newView: z.boolean().default(false),
  seconds: z
    .number({ error: LEARNING_TIME_REASONS.seconds })
    .int({ error: LEARNING_TIME_REASONS.seconds })
    .min(1, { error: LEARNING_TIME_REASONS.seconds })
    .max(LEARNING_TIME_MAX_SECONDS, { error: LEARNING_TIME_REASONS.seconds }),
});
export type LearningTimeEvent = z.input<typeof LearningTimeEvent>;

const EventList = z.object({
  events: z
    .array(LearningTimeEvent, { error: LEARNING_TIME_REASONS.events })
    .min(1, { error: LEARNING_TIME_REASONS.events })
    .max(LEARNING_TIME_MAX_EVENTS, { error: LEARNING_TIME_REASONS.events }),
});

/** `POST /api/learning-time/` body: one event, or `{ events: [...] }` with a few. */
export const RecordLearningTimeInput = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('events' in value) ? { events: [value] } : value,
  EventList,
);

/** What the server answers: how many events it stored. */
export const RecordLearningTimeResult = z.object({ stored: z.number().int() });
export type RecordLearningTimeResult = z.infer<typeof RecordLearningTimeResult>;
