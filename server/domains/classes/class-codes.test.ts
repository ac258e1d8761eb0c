import { describe, expect, it } from 'vitest';
import { CLASS_FORM_REASONS } from '../../../common/api/cohort';
import type { EnrolReply } from '../../../common/api/enrolment';
import { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';
import { CODE_FAILURES_PER_IP, CODE_FAILURES_PER_USER } from './limits';

// Class access codes (issue 10, point 9): wrong codes are limited per person and per address,
// and a new code has at least six characters while a shorter stored one keeps working.

const testApp = setUpTestApp();
const ENROL = '/json/cohort/execute/enrol';
let addressCount = 0;

/** A new user signed in from `ip` (a fresh address unless told). */
async function learnerFrom(ip = `192.0.2.${++addressCount}`) {
  const user = await buildUser(testApp.database.db);
  const agent = new TestAgent(testApp.app, ip);
  expect((await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD })).status).toBe(200);
  return agent;
}

const accessCodeClass = (accessCode: string) =>
  buildClassWithPages(testApp, { enrolmentType: 'access_code', accessCode }).then(({ cohort }) => cohort);

const tryCode = (agent: TestAgent, cohortPath: string, accessCode: string) =>
  agent.post(ENROL, { cohortPath, accessCode });

describe('wrong class codes', () => {
  it(`stop a person after ${CODE_FAILURES_PER_USER.max} wrong codes, the right one included`, async () => {
    const cohort = await accessCodeClass('SUNRISE42');
    const agent = await learnerFrom();
    for (let i = 0; i < CODE_FAILURES_PER_USER.max; i++) {
      expect((await tryCode(agent, cohort.path, `WRONG${i}X`)).body.error).toBe('access_code_invalid');
    }
    const refused = await tryCode(agent, cohort.path, 'SUNRISE42');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    // Enrolment codes (vouchers) are class codes too.
    const voucher = await agent.post(ENROL, { cohortPath: cohort.path, enrolmentCode: 'ABCD-EFGH-JK' });
    expect(voucher.body.error).toBe('rate_limited');
    // Another person at another address is not held back.
    expect((await tryCode(await learnerFrom(), cohort.path, 'SUNRISE42')).status).toBe(200);
  });

  it(`stop an address after ${CODE_FAILURES_PER_IP.max} wrong codes, whoever types them`, async () => {
    const cohort = await accessCodeClass('MOONRISE7');
    const ip = '198.51.100.20';
    const guessers = Math.ceil(CODE_FAILURES_PER_IP.max / (CODE_FAILURES_PER_USER.max - 1));
    let wrong = 0;
    for (let g = 0; g < guessers; g++) {
      const agent = await learnerFrom(ip);
      for (let i = 0; i < CODE_FAILURES_PER_USER.max - 1 && wrong < CODE_FAILURES_PER_IP.max; i++, wrong++) {
        expect((await tryCode(agent, cohort.path, `GUESS${wrong}`)).body.error).toBe('access_code_invalid');
      }
    }
    const newcomer = await learnerFrom(ip);
    expect((await tryCode(newcomer, cohort.path, 'MOONRISE7')).body.error).toBe('rate_limited');
  });

  it('count only failures: right codes never use up the allowance, so a class behind one address joins', async () => {
    const ip = '198.51.100.30';
    const cohort = await accessCodeClass('CLASSROOM1');
    const guesser = await learnerFrom(ip);
    for (let i = 0; i < CODE_FAILURES_PER_USER.max - 1; i++) await tryCode(guesser, cohort.path, `NOPE${i}X`);
    const classes = [cohort, await accessCodeClass('CLASSROOM2'), await accessCodeClass('CLASSROOM3')];
    for (const [index, each] of classes.entries()) {
      const reply = await tryCode(guesser, each.path, `CLASSROOM${index + 1}`);
      expect((reply.body.result as EnrolReply).outcome).toBe('enrolled');
    }
    // Were right codes counted, the address's allowance would be spent before the last of these.
    const classmates = CODE_FAILURES_PER_IP.max - (CODE_FAILURES_PER_USER.max - 1) + 1;
    for (let i = 0; i < classmates; i++) {
      expect((await tryCode(await learnerFrom(ip), cohort.path, 'classroom1')).status).toBe(200);
    }
  });
});

describe('access code length', () => {
  const form = {
    name: 'Evening class',
    enrolmentType: 'access_code',
    mode: 'self_paced',
    classAccessTz: 'UTC',
  };

  it('refuses a new code under six characters with the reason on the field', async () => {
    const { course, cohort } = await buildClassWithPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const created = await admin.post('/json/cohort/create', {
      ...form,
      coursePath: course.path,
      accessCode: 'ABC12',
    });
    expect(created.status).toBe(400);
    expect(created.body.fields).toEqual({
      accessCode: 'Use 6 to 32 letters and digits for the access code.',
    });
    const updated = await admin.post(`/json/cohort/update/updateClass/${cohort.path}`, {
      ...form,
      accessCode: 'ABC12',
    });
    expect(updated.body.fields).toEqual({ accessCode: CLASS_FORM_REASONS.accessCode });
    const longEnough = await admin.post(`/json/cohort/update/updateClass/${cohort.path}`, {
      ...form,
      accessCode: 'abc123',
    });
    expect(longEnough.status).toBe(200);
  });

  it('keeps a shorter stored code working: it joins, and the class saves with it unchanged', async () => {
    const { course, cohort } = await buildClassWithPages(testApp, {
      enrolmentType: 'access_code',
      accessCode: 'ABCD',
    });
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const kept = await admin.post(`/json/cohort/update/updateClass/${cohort.path}`, {
      ...form,
      name: 'Renamed class',
      accessCode: 'abcd',
    });
    expect(kept.status).toBe(200);
    const changed = await admin.post(`/json/cohort/update/updateClass/${cohort.path}`, {
      ...form,
      accessCode: 'WXYZ',
    });
    expect(changed.status).toBe(400);
    expect((await tryCode(await learnerFrom(), cohort.path, 'abcd')).status).toBe(200);
  });
});
