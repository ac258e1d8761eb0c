import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleGrants } from '../../db/schema';
import { createTestApp, TestAgent, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';

let testApp: TestApp;
const queries = new QueryCounter();
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: queries.onQuery });
});
afterAll(() => testApp.close());

async function readMe(agent: TestAgent) {
  const [reply, count] = await queries.measure(() => agent.get('/json/user/read/getLoggedInUserData/me'));
  return { reply, queries: count };
}

describe('getLoggedInUserData', () => {
  it('returns the role maps, with a query count that does not grow with the roles', async () => {
    const { db } = testApp.database;
    const few = await buildUser(db);
    const many = await buildUser(db, { isInstitutionAdmin: true });
    await db.insert(roleGrants).values([
      { userId: many.id, scope: 'course', scopePath: 'biology-101', role: 'administrator' },
      { userId: many.id, scope: 'course', scopePath: 'chemistry', role: 'course design admin' },
      { userId: many.id, scope: 'class', scopePath: 'biology-101-2026', role: 'facilitator' },
      { userId: many.id, scope: 'institution', scopePath: 'uni-kelas', role: 'administrator' },
    ]);
    const agentFor = async (email: string) => {
      const agent = new TestAgent(testApp.app);
      await agent.post('/json/auth/', { user: email, password: TEST_PASSWORD });
      return agent;
    };

    const withNone = await readMe(await agentFor(few.email));
    const withFour = await readMe(await agentFor(many.email));

    expect(withNone.reply.body.result).toMatchObject({
      courseRoles: {},
      classRoles: {},
      institutionRoles: {},
    });
    expect(withFour.reply.body.result).toMatchObject({
      courseRoles: { 'biology-101': 'administrator', chemistry: 'course design admin' },
      classRoles: { 'biology-101-2026': 'facilitator' },
      institutionRoles: { 'uni-kelas': 'administrator' },
      isInstitutionAdmin: true,
    });
    expect(withFour.queries).toBe(withNone.queries);
    expect(withFour.queries).toBeLessThanOrEqual(2);
  });
});

describe('lookup auth currentUser', () => {
  it('answers a visitor with null, not a 401, and a signed-in user with their data', async () => {
    const visitor = await new TestAgent(testApp.app).get('/json/auth/lookup/currentUser');
    expect(visitor).toMatchObject({ status: 200, body: { result: null } });

    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app);
    await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    const signedIn = await agent.get('/json/auth/lookup/currentUser');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result).toEqual(
      (await agent.get(`/json/user/read/getLoggedInUserData/${user.id}`)).body.result,
    );
  });
});
