import { describe, expect, it } from 'vitest';
import type { EnrolReply } from '../../../common/api/enrolment';
import type { EnrolledClassData } from '../../../common/api/membership';
import type { MyProgressEntry } from '../../../common/api/progress';
import { cohortAdminAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { buildClass, buildEnrolment } from '../../test/factories';
import { daysFromNow } from '../../test/membership-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { enrolInClass } from './enrol';
import { buildClassWithPages } from './enrolment-fixtures';

const testApp = setUpTestApp();
const ENROL = '/json/cohort/execute/enrol';

describe('one running class of a course at a time (decision 0012, issue 10 point 20)', () => {
  it('refuses a second class of the course while the first runs, naming it; after it ends the learner may join', async () => {
    const { course, cohort: morning } = await buildClassWithPages(testApp, { name: 'Morning class' });
    const evening = await buildClass(testApp, course.id, { name: 'Evening class' });
    const approval = await buildClass(testApp, course.id, { name: 'By approval', enrolmentType: 'approval' });
    const { user, agent } = await userAgent(testApp);
    expect((await agent.post(ENROL, { cohortPath: morning.path })).status).toBe(200);

    for (const other of [evening, approval]) {
      const reply = await agent.post(ENROL, { cohortPath: other.path });
      expect(reply.status, other.name).toBe(409);
      expect(reply.body).toMatchObject({
        error: 'already_in_course_class',
        reason:
          'You are already in Morning class, a class of this course. You can join another class of it once that one ends.',
        reasonCode: { code: 'enrolment.oneClassPerCourse', params: { className: 'Morning class' } },
      });
      expect(await storedEnrolment(testApp, user.id, other.id)).toBeUndefined();
    }

    // A class of another course is no concern of this one.
    const elsewhere = await buildClassWithPages(testApp);
    expect((await agent.post(ENROL, { cohortPath: elsewhere.cohort.path })).status).toBe(200);

    // Once the morning class has ended, the evening class takes them.
    const ended = await buildClass(testApp, course.id, { name: 'Last term', endDate: daysFromNow(-1) });
    const former = await userAgent(testApp);
    await buildEnrolment(testApp, { userId: former.user.id, cohortId: ended.id });
    const joined = await former.agent.post(ENROL, { cohortPath: evening.path });
    expect((joined.body.result as EnrolReply).outcome).toBe('enrolled');
  });

  it('lets a learner ask to join an approval class, and tells staff who approve it late why not', async () => {
    const { course, cohort: approval } = await buildClassWithPages(testApp, {
      name: 'By approval',
      enrolmentType: 'approval',
    });
    const open = await buildClass(testApp, course.id, { name: 'Open doors' });
    const { user, agent } = await userAgent(testApp);
    expect(((await agent.post(ENROL, { cohortPath: approval.path })).body.result as EnrolReply).outcome).toBe(
      'pending',
    );
    // A pending request holds no place: the open class takes them meanwhile.
    expect((await agent.post(ENROL, { cohortPath: open.path })).status).toBe(200);
    const staff = await cohortAdminAgent(testApp, approval.path);
    const request = await storedEnrolment(testApp, user.id, approval.id);
    const decision = await staff.post(`/json/cohort/update/decideEnrolment/${approval.path}`, {
      enrolmentId: request!.id,
      decision: 'approve',
    });
    expect(decision.status).toBe(409);
    expect(decision.body).toMatchObject({
      error: 'already_in_course_class',
      reason: 'This learner is already in Open doors, a class of this course that has not ended.',
      reasonCode: { code: 'enrolment.learnerInOtherClass', params: { className: 'Open doors' } },
    });
    expect(await storedEnrolment(testApp, user.id, approval.id)).toMatchObject({ status: 'pending' });
  });

  it('holds for every way in, but not for staff, and two requests at once cannot both pass', async () => {
    const { course, cohort: first } = await buildClassWithPages(testApp, { name: 'First' });
    const second = await buildClass(testApp, course.id, { name: 'Second' });
    const { user } = await userAgent(testApp);
    const { db } = testApp.database;
    const join = (cohortId: string, staff = false) =>
      db.transaction((tx) =>
        enrolInClass(tx, {
          cohortId,
          userId: user.id,
          source: staff ? 'staff' : 'invitation',
          status: 'active',
          staff,
        }),
      );
    const results = await Promise.allSettled([join(first.id), join(second.id)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    // Facilitating another class of the course is staff work, not a second place as a learner.
    const third = await buildClass(testApp, course.id, { name: 'Third' });
    await join(third.id, true);
    expect(await storedEnrolment(testApp, user.id, third.id)).toMatchObject({
      staff: true,
      status: 'active',
    });
  });

  // Two requests of one learner into two classes of a course lock two different class rows, so
  // only the lock on the learner's row makes them take turns. PGlite runs one transaction at a
  // time, so the race is real only on PostgreSQL (the CI suite, TEST_DATABASE_URL).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets one of two parallel enrolments into two classes of a course through, round after round (PostgreSQL)',
    async () => {
      const { course, cohort: first } = await buildClassWithPages(testApp, { name: 'First' });
      const second = await buildClass(testApp, course.id, { name: 'Second' });
      const both = [first, second];
      for (let round = 0; round < 30; round++) {
        const { user, agent } = await userAgent(testApp);
        await agent.csrfToken();
        const replies = await Promise.all(
          both.map((cohort) => agent.post(ENROL, { cohortPath: cohort.path })),
        );
        expect(replies.map((reply) => reply.status).sort(), `round ${round}`).toEqual([200, 409]);
        const kept = await Promise.all(both.map((cohort) => storedEnrolment(testApp, user.id, cohort.id)));
        expect(kept.filter(Boolean), `round ${round}`).toHaveLength(1);
      }
    },
  );

  it('shows progress once per course, under the current class; My courses tells ended from running', async () => {
    const { course, cohort: current } = await buildClassWithPages(testApp, { name: 'Current' });
    const past = await buildClass(testApp, course.id, { name: 'Past', endDate: daysFromNow(-10) });
    const upcoming = await buildClassWithPages(testApp, { name: 'Next term', startDate: daysFromNow(10) });
    const { user, agent } = await userAgent(testApp);
    await buildEnrolment(testApp, { userId: user.id, cohortId: past.id, enrolledAt: daysFromNow(-60) });
    await buildEnrolment(testApp, { userId: user.id, cohortId: current.id });
    await buildEnrolment(testApp, { userId: user.id, cohortId: upcoming.cohort.id });

    const progress = (await agent.get('/json/progress/lookup/myProgress')).body.result as MyProgressEntry[];
    expect(
      progress.filter((entry) => entry.coursePath === course.path).map((entry) => entry.cohortName),
    ).toEqual(['Current']);
    const activity = await agent.get(`/json/progress/lookup/courseActivity?coursePath=${course.path}`);
    expect(activity.body.result).toMatchObject({ cohortName: 'Current' });

    const mine = (await agent.get('/json/user/read/getEnrolledClassData/me')).body
      .result as EnrolledClassData;
    const standing = Object.fromEntries(
      mine.classes.map((cohort) => [cohort.name, [cohort.hasStarted, cohort.hasEnded]]),
    );
    expect(standing).toEqual({ Past: [true, true], Current: [true, false], 'Next term': [false, false] });
  });
});
