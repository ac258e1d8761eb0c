import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEARNING_TIME_PATH, learningTimePagePath } from '../../../common/api/learning-time';
import { courses, learningTimeDaily, learningTimeEvents, rateLimitCounters } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { LEARNING_TIME_POSTS_PER_USER } from './learning-time.rpc';
import { enrolledLearner, learningTimeEvent } from './learning-time-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function dailyOf(userId: string) {
  return testApp.database.db
    .select({
      day: learningTimeDaily.day,
      seconds: learningTimeDaily.seconds,
      pagePath: learningTimeDaily.pagePath,
    })
    .from(learningTimeDaily)
    .where(eq(learningTimeDaily.userId, userId))
    .orderBy(asc(learningTimeDaily.day));
}

describe('POST /api/learning-time/', () => {
  it('stores an event with the client address and the learner’s class, and starts the daily sum', async () => {
    const { learner, course, cohort, agent, pagePath } = await enrolledLearner(testApp);
    const reply = await agent.post(
      LEARNING_TIME_PATH,
      learningTimeEvent(learner.id, course.path, { newView: true }),
    );
    expect(reply).toMatchObject({ status: 200, body: { result: { stored: 1 } } });

    const [stored] = await testApp.database.db
      .select()
      .from(learningTimeEvents)
      .where(eq(learningTimeEvents.userId, learner.id));
    expect(stored).toMatchObject({
      courseId: course.id,
      cohortId: cohort.id,
      pagePath,
      seconds: 60,
      newView: true,
      device: 'web',
      ip: expect.stringMatching(/^10\./),
      forwardedAt: null,
    });
    expect(await dailyOf(learner.id)).toEqual([
      { day: new Date().toISOString().slice(0, 10), seconds: 60, pagePath },
    ]);
  });

  it('adds two events of the same day together and keeps different days apart', async () => {
    const { learner, course, agent, pagePath } = await enrolledLearner(testApp);
    const today = new Date();
    const yesterday = daysAgo(0.9);
    // Near midnight UTC "0.9 days ago" may still be today; the sums are then checked by day either way.
    await agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path, { seconds: 60 }));
    await agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path, { seconds: 45 }));
    const reply = await agent.post(LEARNING_TIME_PATH, {
      events: [
        learningTimeEvent(learner.id, course.path, { seconds: 30, timestamp: yesterday.toISOString() }),
      ],
    });
    expect(reply.status).toBe(200);

    const byDay = new Map<string, number>();
    for (const [at, seconds] of [
      [today, 60],
      [today, 45],
      [yesterday, 30],
    ] as const) {
      const day = at.toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + seconds);
    }
    expect(await dailyOf(learner.id)).toEqual(
      [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, seconds]) => ({ day, seconds, pagePath })),
    );
    expect(
      await testApp.database.db.$count(learningTimeEvents, eq(learningTimeEvents.userId, learner.id)),
    ).toBe(3);
  });

  it('stores a list of events in one transaction, summing those of one page and day', async () => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    const reply = await agent.post(LEARNING_TIME_PATH, {
      events: [
        learningTimeEvent(learner.id, course.path),
        learningTimeEvent(learner.id, course.path, { seconds: 20 }),
      ],
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { stored: 2 } } });
    expect((await dailyOf(learner.id)).map((row) => row.seconds)).toEqual([80]);
  });

  it('costs the same queries for ten events of one page as for one', async () => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    await agent.csrfToken();
    const one = await queries.count(() =>
      agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path)),
    );
    const ten = Array.from({ length: 10 }, () => learningTimeEvent(learner.id, course.path, { seconds: 6 }));
    expect(await queries.count(() => agent.post(LEARNING_TIME_PATH, { events: ten }))).toBe(one);
  });

  it.each([
    ['no seconds', { seconds: 0 }, 'events.0.seconds'],
    ['more than an hour', { seconds: 3601 }, 'events.0.seconds'],
    ['a fraction of a second', { seconds: 1.5 }, 'events.0.seconds'],
    ['a path outside the courses', { pagePath: '/about/' }, 'events.0.pagePath'],
    ['another course than its page', { courseId: 'someone-else' }, 'events.0.courseId'],
    ['a time two days ago', { timestamp: daysAgo(2).toISOString() }, 'events.0.timestamp'],
    [
      'a time an hour ahead',
      { timestamp: new Date(Date.now() + 3600_000).toISOString() },
      'events.0.timestamp',
    ],
    ['a time that is not one', { timestamp: 'yesterday' }, 'events.0.timestamp'],
    ['a class of another course', { cohortId: 'not-a-class-here' }, 'events.0.cohortId'],
  ])('refuses an event with %s, storing nothing', async (_case, overrides, field) => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    const reply = await agent.post(LEARNING_TIME_PATH, {
      events: [learningTimeEvent(learner.id, course.path, overrides)],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'invalid_input', fields: { [field]: expect.any(String) } });
    expect(
      await testApp.database.db.$count(learningTimeEvents, eq(learningTimeEvents.userId, learner.id)),
    ).toBe(0);
  });

  it('refuses a list of more than ten events and a whole list when one event is wrong', async () => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    const eleven = Array.from({ length: 11 }, () => learningTimeEvent(learner.id, course.path));
    expect((await agent.post(LEARNING_TIME_PATH, { events: eleven })).status).toBe(400);
    const mixed = [
      learningTimeEvent(learner.id, course.path),
      learningTimeEvent(learner.id, course.path, { seconds: -5 }),
    ];
    expect((await agent.post(LEARNING_TIME_PATH, { events: mixed })).body.fields).toHaveProperty(
      'events.1.seconds',
    );
    expect(
      await testApp.database.db.$count(learningTimeEvents, eq(learningTimeEvents.userId, learner.id)),
    ).toBe(0);
  });

  it('refuses time sent for another user', async () => {
    const { course, agent } = await enrolledLearner(testApp);
    const other = await buildUser(testApp.database.db);
    const reply = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(other.id, course.path));
    expect(reply).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it('refuses a course the user may not read, and a page the course does not have', async () => {
    const { course } = await enrolledLearner(testApp);
    const stranger = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, stranger.email);
    const refused = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(stranger.id, course.path));
    expect(refused).toMatchObject({ status: 403, body: { error: 'course_access_denied' } });
    // A hidden course is not found by someone who cannot see it, as a missing one is.
    await testApp.database.db.update(courses).set({ displayed: false }).where(eq(courses.id, course.id));
    const hidden = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(stranger.id, course.path));
    expect(hidden).toMatchObject({ status: 404, body: { error: 'not_found' } });

    const { learner, course: own, agent: learnerAgent } = await enrolledLearner(testApp);
    const missing = await learnerAgent.post(
      LEARNING_TIME_PATH,
      learningTimeEvent(learner.id, own.path, { pagePath: learningTimePagePath(own.path, 'no-such-page') }),
    );
    expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(
      await testApp.database.db.$count(learningTimeEvents, eq(learningTimeEvents.userId, stranger.id)),
    ).toBe(0);
  });

  it('takes time from any signed-in user on a course with guest access, with no class', async () => {
    const { course } = await enrolledLearner(testApp, { guestAccess: true });
    const guest = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, guest.email);
    expect((await agent.post(LEARNING_TIME_PATH, learningTimeEvent(guest.id, course.path))).status).toBe(200);
    const [stored] = await testApp.database.db
      .select({ cohortId: learningTimeEvents.cohortId })
      .from(learningTimeEvents)
      .where(and(eq(learningTimeEvents.userId, guest.id), eq(learningTimeEvents.courseId, course.id)));
    expect(stored).toEqual({ cohortId: null });
  });

  it('refuses a user over the hourly limit with 429', async () => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    await testApp.database.db.insert(rateLimitCounters).values({
      key: `${LEARNING_TIME_POSTS_PER_USER.name}:${learner.id}`,
      count: LEARNING_TIME_POSTS_PER_USER.max,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    const reply = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path));
    expect(reply).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('answers 401 to a visitor who is not signed in and 403 without the CSRF token', async () => {
    const { learner, course, agent } = await enrolledLearner(testApp);
    const visitor: TestAgent = freshAgent(testApp.app);
    expect((await visitor.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path))).status).toBe(
      401,
    );
    const noToken = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path), {
      csrf: false,
    });
    expect(noToken).toMatchObject({ status: 403, body: { error: 'csrf_failed' } });
  });
});
