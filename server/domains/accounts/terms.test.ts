import { beforeEach, describe, expect, it } from 'vitest';
import {
  NO_TERMS_TYPE_REASON,
  PAST_DATETIME_REASON,
  UNKNOWN_TERMS_TYPE_REASON,
} from '../../../common/api/terms';
import { pendingTermsTypes } from '../../../common/domain/pending-terms';
import type { TermsDates } from '../../../common/terms-types';
import { termsAcceptances, termsVersions } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const testApp = setUpTestApp();
beforeEach(async () => {
  await testApp.database.db.delete(termsVersions);
});

const DAY = 86_400_000;
const UPDATE_DATES = '/json/user/lookup/get_terms_of_service_update_dates';
const NEXT_DATES = '/json/user/lookup/get_terms_of_service_next_update_dates';
const SCHEDULE = '/json/user/execute/scheduleTosUpdate';
const ACCEPT = '/json/user/execute/accept_terms_of_service_by_type';

async function staffAgent(): Promise<TestAgent> {
  return signedInAgent(testApp.app, (await buildUser(testApp.database.db, { isStaff: true })).email);
}

async function learner() {
  const user = await buildUser(testApp.database.db);
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

function addVersion(termsType: string, effectiveAt: Date) {
  return testApp.database.db.insert(termsVersions).values({ termsType, effectiveAt });
}

describe('scheduling a terms update', () => {
  it('is for staff only: a learner gets 403 and a stranger 401', async () => {
    const body = { datetime: new Date(Date.now() + DAY).toISOString(), types: ['terms_of_service'] };
    const { agent } = await learner();
    expect((await agent.post(SCHEDULE, body)).status).toBe(403);
    expect((await new TestAgent(testApp.app).post(SCHEDULE, body)).status).toBe(401);
    expect(await testApp.database.db.select().from(termsVersions)).toEqual([]);
  });

  it('schedules a version of each type and lists it among the next dates, not the current ones', async () => {
    const staff = await staffAgent();
    const at = new Date(Date.now() + DAY);
    const reply = await staff.post(SCHEDULE, {
      datetime: at.toISOString().replace('Z', '+00:00'),
      types: ['terms_of_service', 'privacy_policy', 'privacy_policy'],
    });
    const expected: TermsDates = { terms_of_service: [at.toISOString()], privacy_policy: [at.toISOString()] };
    expect(reply).toMatchObject({ status: 200, body: { result: expected } });
    expect((await staff.get(NEXT_DATES)).body.result).toEqual(expected);
    expect((await staff.get(UPDATE_DATES)).body.result).toEqual({ terms_of_service: [], privacy_policy: [] });
  });

  it('takes a date-time with an offset in a form body, as the /json scheme allows', async () => {
    const staff = await staffAgent();
    const reply = await staff.post(SCHEDULE, 'datetime=2099-01-01T09:00:00%2B08:00&types[]=privacy_policy', {
      form: true,
    });
    expect(reply.body.result).toMatchObject({ privacy_policy: ['2099-01-01T01:00:00.000Z'] });
  });

  it('refuses a past date-time, an unknown type, no type and a date-time that is not one, with reasons', async () => {
    const staff = await staffAgent();
    const future = new Date(Date.now() + DAY).toISOString();
    const past = await staff.post(SCHEDULE, {
      datetime: '2020-01-01T00:00:00Z',
      types: ['terms_of_service'],
    });
    expect(past).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { datetime: PAST_DATETIME_REASON } },
    });
    const unknown = await staff.post(SCHEDULE, { datetime: future, types: ['cookie_policy'] });
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { 'types.0': UNKNOWN_TERMS_TYPE_REASON } },
    });
    const none = await staff.post(SCHEDULE, { datetime: future, types: [] });
    expect(none).toMatchObject({ status: 400, body: { fields: { types: NO_TERMS_TYPE_REASON } } });
    const garbled = await staff.post(SCHEDULE, { datetime: 'next tuesday', types: ['terms_of_service'] });
    expect(garbled.body.fields).toHaveProperty('datetime');
    expect(await testApp.database.db.select().from(termsVersions)).toEqual([]);
  });
});

describe('the update dates', () => {
  it('list the versions in force newest first and the scheduled ones soonest first, per type', async () => {
    const now = Date.now();
    await addVersion('terms_of_service', new Date(now - 30 * DAY));
    await addVersion('terms_of_service', new Date(now - DAY));
    await addVersion('terms_of_service', new Date(now + 9 * DAY));
    await addVersion('terms_of_service', new Date(now + 2 * DAY));
    await addVersion('privacy_policy', new Date(now - 5 * DAY));
    const { agent } = await learner();
    expect((await agent.get(UPDATE_DATES)).body.result).toEqual({
      terms_of_service: [new Date(now - DAY).toISOString(), new Date(now - 30 * DAY).toISOString()],
      privacy_policy: [new Date(now - 5 * DAY).toISOString()],
    });
    expect((await agent.get(NEXT_DATES)).body.result).toEqual({
      terms_of_service: [new Date(now + 2 * DAY).toISOString(), new Date(now + 9 * DAY).toISOString()],
      privacy_policy: [],
    });
  });

  it('are for signed-in users only', async () => {
    const stranger = new TestAgent(testApp.app);
    expect((await stranger.get(UPDATE_DATES)).status).toBe(401);
    expect((await stranger.get(NEXT_DATES)).status).toBe(401);
  });
});

describe('accepting terms', () => {
  it('makes a user with a new version in force pending until they accept it', async () => {
    const { user, agent } = await learner();
    await addVersion('terms_of_service', new Date(Date.now() - 1000));
    const pending = async () => {
      const me = (await agent.get('/json/user/read/getLoggedInUserData/me')).body.result as {
        tosAcceptanceDates: Record<string, string>;
      };
      const inForce = (await agent.get(UPDATE_DATES)).body.result as TermsDates;
      return pendingTermsTypes(inForce, me.tosAcceptanceDates);
    };
    // The factory records no acceptance, so every type in force is pending.
    expect(await pending()).toEqual(['terms_of_service']);

    const reply = await agent.post(ACCEPT, { type: 'terms_of_service' });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toHaveProperty('terms_of_service');
    expect(await pending()).toEqual([]);
    const rows = await testApp.database.db.select().from(termsAcceptances);
    expect(rows.filter((row) => row.userId === user.id).map((row) => row.termsType)).toEqual([
      'terms_of_service',
    ]);
  });

  it('is pending again when a newer version comes into force', async () => {
    const { agent } = await learner();
    await agent.post(ACCEPT, { type: 'privacy_policy' });
    await addVersion('privacy_policy', new Date(Date.now() + 50));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const me = (await agent.get('/json/user/read/getLoggedInUserData/me')).body.result as {
      tosAcceptanceDates: Record<string, string>;
    };
    const inForce = (await agent.get(UPDATE_DATES)).body.result as TermsDates;
    expect(pendingTermsTypes(inForce, me.tosAcceptanceDates)).toEqual(['privacy_policy']);
  });

  it('refuses an unknown type and a stranger', async () => {
    const { agent } = await learner();
    const reply = await agent.post(ACCEPT, { type: 'cookie_policy' });
    expect(reply).toMatchObject({ status: 400, body: { fields: { type: UNKNOWN_TERMS_TYPE_REASON } } });
    expect((await new TestAgent(testApp.app).post(ACCEPT, { type: 'terms_of_service' })).status).toBe(401);
  });
});

describe('tosAcceptanceDates with user_id', () => {
  it('answers the user themself and staff, and refuses another user', async () => {
    const { user, agent } = await learner();
    await agent.post(ACCEPT, { type: 'terms_of_service' });
    const url = `/json/user/lookup/tosAcceptanceDates?user_id=${user.id}`;
    const own = await agent.get(url);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body.result as object)).toEqual(['terms_of_service']);
    expect((await (await staffAgent()).get(url)).body.result).toEqual(own.body.result);
    expect((await (await learner()).agent.get(url)).status).toBe(403);
    expect((await new TestAgent(testApp.app).get(url)).status).toBe(401);
  });

  it('gives 404 to staff for an unknown user and 400 for an id that is not one', async () => {
    const staff = await staffAgent();
    const missing = await staff.get(
      '/json/user/lookup/tosAcceptanceDates?user_id=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect((await staff.get('/json/user/lookup/tosAcceptanceDates?user_id=nobody')).status).toBe(400);
  });
});
