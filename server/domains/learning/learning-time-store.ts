import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LEARNING_TIME_REASONS, type LearningTimeEvent } from '../../../common/api/learning-time';
import type { Db } from '../../db/client';
import { learningTimeDaily, learningTimeEvents } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import { findLearningTimeTarget, type LearningTimeTarget } from './learning-time-target';

/** A learning-time event as validated by the API schema. */
export type ValidEvent = z.output<typeof LearningTimeEvent>;

/** How far back an event's time may be (a day), and how far ahead of the server's clock (ten minutes). */
const OLDEST_EVENT_MS = 24 * 60 * 60 * 1000;
const NEWEST_EVENT_MS = 10 * 60 * 1000;

const OUT_OF_RANGE = 'Send the learning time within a day of when it happened.';
const NOT_YOURS = 'Learning time is recorded for the signed-in user only.';

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Refuse an event that is not the actor's, names another course than its page, or is out of time. */
function checkEvent(actor: Actor & { userId: string }, event: ValidEvent, index: number, now: Date): Date {
  if (event.userId !== actor.userId) throw new AppError('forbidden', NOT_YOURS);
  const field = (name: string) => `events.${index}.${name}`;
  const courseCode = event.pagePath.split('/')[2];
  if (event.courseId !== courseCode) {
    throw new AppError('invalid_input', LEARNING_TIME_REASONS.courseId, {
      [field('courseId')]: LEARNING_TIME_REASONS.courseId,
    });
  }
  const occurredAt = new Date(event.timestamp);
  const age = now.getTime() - occurredAt.getTime();
  if (age > OLDEST_EVENT_MS || age < -NEWEST_EVENT_MS) {
    throw new AppError('invalid_input', OUT_OF_RANGE, { [field('timestamp')]: OUT_OF_RANGE });
  }
  return occurredAt;
}

/**
 * Store the actor's learning-time events with the client's address, and add their seconds to the
 * daily sums per user, course, page and UTC day of the event. Every event is checked first (one
 * query per distinct page and class); all are stored or none. Call inside a transaction. Returns
 * the stored events' ids, in order.
 */
export async function recordLearningTime(
  db: Db,
  actor: Actor & { userId: string },
  ip: string,
  events: readonly ValidEvent[],
  now = new Date(),
): Promise<string[]> {
  const targets = new Map<string, LearningTimeTarget>();
  const rows = [];
  for (const [index, event] of events.entries()) {
    const occurredAt = checkEvent(actor, event, index, now);
    const key = `${event.pagePath} ${event.cohortId ?? ''}`;
    let target = targets.get(key);
    if (!target) {
      target = await findLearningTimeTarget(
        db,
        actor,
        event.pagePath,
        event.cohortId,
        `events.${index}.cohortId`,
      );
      targets.set(key, target);
    }
    rows.push({
      userId: actor.userId,
      courseId: target.courseId,
      cohortId: target.cohortId,
      pagePath: event.pagePath,
      seconds: event.seconds,
      newView: event.newView,
      ip,
      device: event.device,
      occurredAt,
    });
  }
  const stored = await db.insert(learningTimeEvents).values(rows).returning({ id: learningTimeEvents.id });

  // One upsert may not touch a row twice, so events of the same page and day are summed first.
  const daily = new Map<string, typeof learningTimeDaily.$inferInsert>();
  for (const row of rows) {
    const day = utcDay(row.occurredAt);
    const key = `${row.courseId} ${row.pagePath} ${day}`;
    const sum = daily.get(key);
    if (sum) sum.seconds = (sum.seconds ?? 0) + row.seconds;
    else
      daily.set(key, {
        userId: row.userId,
        courseId: row.courseId,
        pagePath: row.pagePath,
        day,
        seconds: row.seconds,
      });
  }
  await db
    .insert(learningTimeDaily)
    .values([...daily.values()])
    .onConflictDoUpdate({
      target: [
        learningTimeDaily.userId,
        learningTimeDaily.courseId,
        learningTimeDaily.pagePath,
        learningTimeDaily.day,
      ],
      set: { seconds: sql`${learningTimeDaily.seconds} + excluded.seconds` },
    });
  return stored.map((row) => row.id);
}
