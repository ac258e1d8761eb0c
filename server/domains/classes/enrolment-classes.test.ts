import { describe, expect, it } from 'vitest';
import type { EnrollableClass } from '../../../common/api/enrolment';
import { enrolments } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { courseAgent, userAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const DAY = 24 * 60 * 60 * 1000;
const list = (agent: TestAgent, coursePath: string) =>
  agent.get(`/json/cohort/lookup/listEnrollableClasses?coursePath=${coursePath}`);

describe('lookup cohort listEnrollableClasses', () => {
  it('lists the classes with dates in their zone, seats left, closed and ended flags', async () => {
    const { course, cohort } = await buildClassWithPages(testApp, {
      name: 'Jakarta evening',
      mode: 'scheduled',
      enrolmentType: 'access_code',
      accessCode: 'SECRET1',
      classAccessTz: 'Asia/Jakarta',
      startDate: new Date('2030-03-01T02:00:00Z'),
      endDate: new Date('2030-06-01T02:00:00Z'),
      enrolmentCloseDate: new Date('2030-02-20T16:30:00Z'),
      seatLimit: 3,
      currency: 'MYR',
      coursePriceMinor: 4990,
    });
    const learner = await userAgent(testApp);
    const other = await userAgent(testApp);
    await testApp.database.db.insert(enrolments).values([
      { userId: learner.user.id, cohortId: cohort.id, source: 'open' },
      { userId: other.user.id, cohortId: cohort.id, source: 'staff', staff: true },
    ]);
    await buildClass(testApp, course.id, {
      name: 'Closed',
      enrolmentCloseDate: new Date(Date.now() - DAY),
    });
    await buildClass(testApp, course.id, {
      name: 'Finished',
      enrolmentType: 'approval',
      startDate: new Date(Date.now() - 60 * DAY),
      endDate: new Date(Date.now() - DAY),
    });

    const reply = await list(learner.agent, course.path);
    expect(reply.status).toBe(200);
    const classes = reply.body.result as EnrollableClass[];
    expect(classes.map((row) => [row.name, row.closed, row.ended, row.myStatus])).toEqual([
      ['Closed', true, false, null],
      ['Finished', false, true, null],
      ['Jakarta evening', false, false, 'active'],
    ]);
    expect(classes[2]).toEqual<EnrollableClass>({
      path: cohort.path,
      name: 'Jakarta evening',
      mode: 'scheduled',
      classAccessTz: 'Asia/Jakarta',
      startDate: { iso: '2030-03-01T02:00:00.000Z', local: '2030-03-01T09:00' },
      endDate: { iso: '2030-06-01T02:00:00.000Z', local: '2030-06-01T09:00' },
      enrolmentCloseDate: { iso: '2030-02-20T16:30:00.000Z', local: '2030-02-20T23:30' },
      enrolmentType: 'access_code',
      localPrice: { currency: 'MYR', coursePriceMinor: 4990, studentPriceMinor: 0 },
      seatsLeft: 2,
      closed: false,
      ended: false,
      myStatus: 'active',
    });
    expect(classes[0]!.seatsLeft).toBeNull();
    expect(JSON.stringify(classes)).not.toContain('SECRET1');
  });

  it('answers a visitor of a displayed course, in constant queries', async () => {
    const { course } = await buildClassWithPages(testApp);
    const visitor = new TestAgent(testApp.app);
    const [one, queriesForOne] = await queries.measure(() => list(visitor, course.path));
    expect((one.body.result as EnrollableClass[]).map((row) => row.myStatus)).toEqual([null]);
    for (let i = 0; i < 5; i++) await buildClass(testApp, course.id, { seatLimit: 10 });
    const [many, queriesForMany] = await queries.measure(() => list(visitor, course.path));
    expect(many.body.result).toHaveLength(6);
    expect(queriesForMany).toBe(queriesForOne);
  });

  it('hides the classes of a hidden course from everyone but its staff', async () => {
    const { course } = await buildClassWithPages(testApp, {}, { displayed: false });
    expect((await list(new TestAgent(testApp.app), course.path)).status).toBe(404);
    expect((await list((await userAgent(testApp)).agent, course.path)).status).toBe(404);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    expect((await list(admin, course.path)).body.result).toHaveLength(1);
  });
});
