import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActiveUserCounts, InstitutionUsage } from '../../../common/api/usage';
import { roleGrants } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildCourse, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { addCall, addCourseCall, ownedInstitution } from './institution-test-kit';
import { billingPeriods, calendarMonths, recentRanges } from './usage-periods';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });
const db = () => testApp.database.db;

const countsCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/activeUserCounts/${path}`);
const usageCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getInstitutionUsage/${path}`);

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('usage periods', () => {
  it('are today, the last 7 and 30 days, today included', () => {
    expect(recentRanges(new Date('2026-11-27T15:00:00Z'))).toEqual([
      { key: 'day', start: '2026-11-27', end: '2026-11-28' },
      { key: 'week', start: '2026-11-21', end: '2026-11-28' },
      { key: 'month', start: '2026-10-29', end: '2026-11-28' },
    ]);
  });

  it('are the calendar months since the institution was made, twelve at most', () => {
    expect(calendarMonths(new Date('2026-10-20T00:00:00Z'), new Date('2026-11-27T00:00:00Z'))).toEqual([
      { key: '2026-10', start: '2026-10-01', end: '2026-11-01' },
      { key: '2026-11', start: '2026-11-01', end: '2026-12-01' },
    ]);
    const year = calendarMonths(new Date('2024-03-05T00:00:00Z'), new Date('2026-11-27T00:00:00Z'));
    expect(year.map((month) => month.key)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('are billing periods a month long from the day the institution was made, kept in short months', () => {
    expect(billingPeriods(new Date('2026-01-31T09:00:00Z'), new Date('2026-03-15T00:00:00Z'))).toEqual([
      { key: 'period:2026-01-31', start: '2026-01-31', end: '2026-02-28' },
      { key: 'period:2026-02-28', start: '2026-02-28', end: '2026-03-31' },
    ]);
    expect(billingPeriods(new Date('2026-11-27T09:00:00Z'), new Date('2026-11-27T10:00:00Z'))).toEqual([
      { key: 'period:2026-11-27', start: '2026-11-27', end: '2026-12-27' },
    ]);
    expect(billingPeriods(new Date('2020-05-10T00:00:00Z'), new Date('2026-11-27T00:00:00Z'))).toHaveLength(
      12,
    );
  });
});

/** `userId`'s learning time in `courseId` on `day`. */
async function learnt(userId: string, courseId: string, day: string, seconds = 600) {
  await db().execute(sql`
    INSERT INTO learning_time_daily (user_id, course_id, page_path, day, seconds)
    VALUES (${userId}::uuid, ${courseId}::uuid, 'intro', ${day}::date, ${seconds})`);
}

/** An institution made 70 days ago with a course; learners active on several days, and people who do not count. */
async function activeSchool() {
  const institution = await ownedInstitution(testApp, 'Usage School');
  await db().execute(sql`
    UPDATE institutions SET created_at = now() - interval '70 days' WHERE path = ${institution.path}`);
  const { course } = await buildCourse(testApp);
  await db()
    .insert(roleGrants)
    .values({ userId: institution.owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
  await addCourseCall(institution.agent, institution.path, course.path);
  const { course: elsewhere } = await buildCourse(testApp);
  const [ana, budi, citra, teacher] = await Promise.all(
    ['Ana', 'Budi', 'Citra', 'Teacher'].map((fullName) => buildUser(db(), { fullName })),
  );
  await db().execute(sql`
    INSERT INTO institution_members (institution_id, user_id, role, source)
    SELECT i.id, r.user_id, r.role, 'added' FROM institutions i,
      (VALUES (${ana!.id}::uuid, 'learner'), (${budi!.id}::uuid, 'learner'), (${citra!.id}::uuid, 'learner'),
        (${teacher!.id}::uuid, 'educator')) AS r(user_id, role)
    WHERE i.path = ${institution.path}`);
  await learnt(ana!.id, course.id, daysAgo(0));
  await learnt(ana!.id, course.id, daysAgo(1), 300);
  await learnt(budi!.id, course.id, daysAgo(10));
  await learnt(citra!.id, course.id, daysAgo(40));
  // Its educator, its team and another course's learning count for nothing here.
  await learnt(teacher!.id, course.id, daysAgo(0));
  await learnt(institution.owner.id, course.id, daysAgo(0));
  await learnt(budi!.id, elsewhere.id, daysAgo(0));
  return { institution, ana: ana!, budi: budi!, citra: citra! };
}

describe('an institution’s usage', () => {
  it('counts the learners active today, in the last 7 and in the last 30 days', async () => {
    const { institution } = await activeSchool();
    const counts = (await countsCall(institution.agent, institution.path)).body.result;
    expect(counts).toEqual({ day: 1, week: 1, month: 2, learners: 3 } satisfies ActiveUserCounts);
  });

  it('sums each month and billing period since it was made, for its team alone', async () => {
    const { institution } = await activeSchool();
    const usage = (await usageCall(institution.agent, institution.path)).body.result as InstitutionUsage;
    expect(usage).toMatchObject({
      subscriptionId: null,
      canManageSubscription: true,
      learnerLimit: 25,
      learners: 3,
    });

    // Each learner counts once in a month, whatever their days; their learning time is summed.
    const expected = new Map<string, { users: Set<string>; seconds: number }>();
    for (const [who, day, seconds] of [
      ['ana', daysAgo(0), 600],
      ['ana', daysAgo(1), 300],
      ['budi', daysAgo(10), 600],
      ['citra', daysAgo(40), 600],
    ] as const) {
      const month = expected.get(day.slice(0, 7)) ?? { users: new Set(), seconds: 0 };
      month.users.add(who);
      month.seconds += seconds;
      expected.set(day.slice(0, 7), month);
    }
    const monthly = usage.monthlyUsageSummary.monthlyUsages;
    expect(monthly.length).toBeGreaterThanOrEqual(3);
    for (const month of monthly) {
      const want = expected.get(month.month);
      expect(month).toEqual({
        month: month.month,
        activeUsers: want?.users.size ?? 0,
        learningSeconds: want?.seconds ?? 0,
      });
    }
    expect(monthly.at(-1)!.month).toBe(daysAgo(0).slice(0, 7));

    // Three billing periods since it was made 70 days ago; the current one is the summary.
    expect(usage.billingCycleUsageSummary).toHaveLength(3);
    expect(usage.billingPeriodSummary).toEqual(usage.billingCycleUsageSummary.at(-1));
    const total = usage.billingCycleUsageSummary.reduce((sum, period) => sum + period.activeUsers, 0);
    expect(total).toBeGreaterThanOrEqual(3);

    const admin = await userAgent(testApp);
    await addCall(institution.agent, institution.path, admin.user.email);
    expect((await usageCall(admin.agent, institution.path)).body.result).toMatchObject({
      canManageSubscription: false,
    });
    const stranger = await userAgent(testApp);
    expect((await usageCall(stranger.agent, institution.path)).status).toBe(404);
    expect((await countsCall(stranger.agent, institution.path)).status).toBe(404);
  });

  it('reads in a fixed number of queries, however many learners and days', async () => {
    const { institution, ana } = await activeSchool();
    const count = () => queries.least(() => usageCall(institution.agent, institution.path));
    const before = await count();
    const { course } = await buildCourse(testApp);
    await db().insert(roleGrants).values({
      userId: institution.owner.id,
      scope: 'course',
      scopePath: course.path,
      role: 'administrator',
    });
    await addCourseCall(institution.agent, institution.path, course.path);
    for (let day = 2; day < 20; day++) await learnt(ana.id, course.id, daysAgo(day));
    expect(await count()).toBe(before);
    // The session, the institution, the usage.
    expect(before).toBe(3);
  });
});
