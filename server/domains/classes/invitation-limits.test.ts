import { describe, expect, it } from 'vitest';
import type { InviteByEmailResult } from '../../../common/api/invitations';
import { readConfig } from '../../config';
import type { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';
import { invitationMails } from './invitation-test-kit';

// Issue 10, point 8: class invitations are limited per class and per inviter per day, by the
// settings INVITATIONS_PER_CLASS_PER_DAY and INVITATIONS_PER_INVITER_PER_DAY.

const testApp = setUpTestApp({
  config: readConfig({
    PUBLIC_URL: 'http://localhost:3000',
    INVITATIONS_PER_CLASS_PER_DAY: '5',
    INVITATIONS_PER_INVITER_PER_DAY: '8',
  }),
});

const invite = (agent: TestAgent, cohortPath: string, emails: string[]) =>
  agent.post(`/json/cohort/update/inviteByEmail/${cohortPath}`, { emails: emails.join('\n') });
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@limit.test`);

describe('daily invitation limits', () => {
  it('refuses a list that would pass the class’s limit, mailing none of it, with the reason on the field', async () => {
    const { cohort, course } = await buildClassWithPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    expect((await invite(admin, cohort.path, addresses('class-a', 3))).status).toBe(200);
    const over = await invite(admin, cohort.path, addresses('class-b', 3));
    expect(over.status).toBe(429);
    expect(over.body.fields).toEqual({
      emails: 'This class can send 5 invitations a day. Send the rest tomorrow.',
    });
    expect(await invitationMails(testApp, 'class-b0@limit.test')).toHaveLength(0);
    // What fits still goes; repeats within the cooldown are not mailed, so they do not count.
    const fits = await invite(admin, cohort.path, [...addresses('class-a', 3), ...addresses('class-c', 2)]);
    expect(fits.status).toBe(200);
    const statuses = (fits.body.result as InviteByEmailResult).entries.map(
      (entry) => entry.sentRecently ?? false,
    );
    expect(statuses).toEqual([true, true, true, false, false]);
  });

  it('refuses an inviter past their own limit, over all their classes', async () => {
    const first = await buildClassWithPages(testApp);
    const second = await buildClassWithPages(testApp);
    const inviter = await courseAgent(testApp, [first.course.path, second.course.path], 'administrator');
    expect((await invite(inviter, first.cohort.path, addresses('mine-a', 5))).status).toBe(200);
    const over = await invite(inviter, second.cohort.path, addresses('mine-b', 4));
    expect(over.status).toBe(429);
    expect(over.body.fields).toEqual({ emails: 'You can send 8 invitations a day. Send the rest tomorrow.' });
    expect((await invite(inviter, second.cohort.path, addresses('mine-b', 3))).status).toBe(200);
    // Another manager of the same class has a day of their own.
    const colleague = await courseAgent(testApp, second.course.path, 'administrator');
    expect((await invite(colleague, second.cohort.path, addresses('colleague', 2))).status).toBe(200);
  });
});
