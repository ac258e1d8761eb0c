import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { cohorts, courses, learningTimeEvents } from '../../db/schema';

/** How long the receiving endpoint has to answer, in milliseconds. */
const FORWARD_TIMEOUT_MS = 10_000;

/** The sweep leaves events younger than this to their own job, and gives up on those older than a week. */
const SWEEP_AFTER_MS = 10 * 60 * 1000;
const SWEEP_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * An event as forwarded (spec §3 Learning-time event, plus `id` so the receiver can drop a repeat,
 * and `seconds`): courses and classes by their paths, as the API names them.
 */
export interface ForwardedEvent {
  id: string;
  timestamp: string;
  userId: string;
  pagePath: string;
  cohortId: string | null;
  courseId: string | null;
  subscriptionId: null;
  institutionId: null;
  ip: string | null;
  device: string;
  newView: boolean;
  seconds: number;
}

const forwardedColumns = {
  id: learningTimeEvents.id,
  occurredAt: learningTimeEvents.occurredAt,
  userId: learningTimeEvents.userId,
  pagePath: learningTimeEvents.pagePath,
  cohortId: cohorts.path,
  courseId: courses.path,
  ip: learningTimeEvents.ip,
  device: learningTimeEvents.device,
  newView: learningTimeEvents.newView,
  seconds: learningTimeEvents.seconds,
};

function unforwardedEvents(db: Db) {
  return db
    .select(forwardedColumns)
    .from(learningTimeEvents)
    .leftJoin(courses, eq(courses.id, learningTimeEvents.courseId))
    .leftJoin(cohorts, eq(cohorts.id, learningTimeEvents.cohortId))
    .$dynamic();
}

type EventRow = Awaited<ReturnType<typeof unforwardedEvents>>[number];

function toForwarded({ occurredAt, ...row }: EventRow): ForwardedEvent {
  return { ...row, timestamp: occurredAt.toISOString(), subscriptionId: null, institutionId: null };
}

/** POST one event as JSON; throws unless the endpoint answers 2xx, so the job is retried. */
async function post(url: string, event: ForwardedEvent): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The learning-time endpoint answered ${response.status}.`);
}

async function markForwarded(db: Db, id: string): Promise<void> {
  await db.update(learningTimeEvents).set({ forwardedAt: sql`now()` }).where(eq(learningTimeEvents.id, id));
}

/** Forward the event `eventId` to `url` unless it has been already; throws when the endpoint fails. */
export async function forwardLearningTimeEvent(db: Db, url: string, eventId: string): Promise<void> {
  const [row] = await unforwardedEvents(db).where(
    and(eq(learningTimeEvents.id, eventId), isNull(learningTimeEvents.forwardedAt)),
  );
  if (!row) return;
  await post(url, toForwarded(row));
  await markForwarded(db, row.id);
}

/**
 * Forward, oldest first, the events of the last week that no job has forwarded (a web process
 * without a job queue queues none; a crash may lose one). Stops at the first failure, so a
 * broken endpoint costs one try per sweep. Returns how many were forwarded.
 */
export async function forwardLeftBehind(
  db: Db,
  url: string,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const rows = await unforwardedEvents(db)
    .where(
      and(
        isNull(learningTimeEvents.forwardedAt),
        lt(learningTimeEvents.receivedAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
        gt(learningTimeEvents.receivedAt, new Date(now.getTime() - SWEEP_WITHIN_MS)),
      ),
    )
    .orderBy(asc(learningTimeEvents.receivedAt))
    .limit(SWEEP_BATCH);
  for (const [index, row] of rows.entries()) {
    try {
      await post(url, toForwarded(row));
    } catch (error) {
      logger.warn({ err: error, forwarded: index }, 'learning-time sweep stopped at a failure');
      throw error;
    }
    await markForwarded(db, row.id);
  }
  return rows.length;
}
