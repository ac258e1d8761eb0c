import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BLANK_NAME_REASON, INVALID_TIMEZONE_REASON } from '../../../common/api/account-security';
import { INVALID_FULL_NAME_MESSAGE } from '../../../common/rules/full-name';
import { users } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const testApp = setUpTestApp();

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('setFullName', () => {
  it('saves a valid name, trimmed, and returns the user data', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const reply = await agent.post('/json/user/update/setFullName/me', {
      fullName: "  Nur'ain Binti Abdullah ",
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { fullName: "Nur'ain Binti Abdullah" } } });
  });

  it('refuses a blank name with the exact reason of spec §5, and a bad name with the rule', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const blank = await agent.post('/json/user/update/setFullName/me', { fullName: '   ' });
    expect(blank).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { fullName: BLANK_NAME_REASON } },
    });
    expect(BLANK_NAME_REASON).toBe("Name can't be blank. Please enter your name.");
    const digits = await agent.post('/json/user/update/setFullName/me', { fullName: 'R2-D2' });
    expect(digits).toMatchObject({ status: 400, body: { fields: { fullName: INVALID_FULL_NAME_MESSAGE } } });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.fullName).toBe(user.fullName);
  });
});

describe('updateLocation', () => {
  it('saves an IANA time zone or UTC and refuses anything else', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const jakarta = await agent.post('/json/user/update/updateLocation/me', { timezone: 'Asia/Jakarta' });
    expect(jakarta.body.result).toMatchObject({ timezone: 'Asia/Jakarta' });
    const utc = await agent.post('/json/user/update/updateLocation/me', { timezone: 'UTC' });
    expect(utc.body.result).toMatchObject({ timezone: 'UTC' });
    const bad = await agent.post('/json/user/update/updateLocation/me', { timezone: 'Mars/Olympus' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { timezone: INVALID_TIMEZONE_REASON } } });
  });

  it('refuses strangers for both settings', async () => {
    const stranger = new TestAgent(testApp.app);
    for (const path of ['setFullName', 'updateLocation']) {
      const reply = await stranger.post(`/json/user/update/${path}/me`, {
        fullName: 'Ann Lee',
        timezone: 'UTC',
      });
      expect(reply.status).toBe(401);
    }
  });
});

describe('sign-in records', () => {
  it('keeps source, token type (on the session too) and the last login date, shown in the user data', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app);
    const before = Date.now();
    await agent.post('/json/auth/', {
      user: user.email,
      password: TEST_PASSWORD,
      source: 'ios',
      tokenType: 'legacy',
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ lastLoginSource: 'ios', lastLoginTokenType: 'legacy' });
    const sessions = await agent.get('/json/user/read/getActiveSessions/me');
    expect(sessions.body.result).toEqual([
      expect.objectContaining({ source: 'ios', tokenType: 'legacy', isCurrent: true }),
    ]);
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    const { lastLoginDate } = me.body.result as { lastLoginDate: string };
    expect(Date.parse(lastLoginDate)).toBeGreaterThanOrEqual(before - 1000);
    const badType = await agent.post('/json/auth/', {
      user: user.email,
      password: TEST_PASSWORD,
      tokenType: 'magic',
    });
    expect(badType.status).toBe(400);
  });
});

describe('active sessions', () => {
  async function agentWith(userAgent: string, email: string) {
    const agent = new TestAgent(testApp.app);
    const headers = { 'user-agent': userAgent, 'x-csrftoken': await agent.csrfToken() };
    await agent.send({
      method: 'POST',
      url: '/json/auth/',
      headers,
      payload: { user: email, password: TEST_PASSWORD },
    });
    return agent;
  }

  it('lists live sessions with opaque ids, devices and the current one, and ends another', async () => {
    const user = await buildUser(testApp.database.db);
    const laptop = await agentWith(CHROME_ON_WINDOWS, user.email);
    const phone = await agentWith(SAFARI_ON_IPHONE, user.email);
    const reply = await laptop.get('/json/user/read/getActiveSessions/me');
    const list = reply.body.result as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    const current = list.find((session) => session.isCurrent);
    const other = list.find((session) => !session.isCurrent);
    expect(current).toMatchObject({ browser: 'Chrome', os: 'Windows', isMobileApp: false, ip: '127.0.0.1' });
    expect(other).toMatchObject({ browser: 'Safari', os: 'iOS' });
    expect(String(other?.id)).not.toMatch(/^[0-9a-f]{64}$/);

    const ended = await laptop.post('/json/user/delete/endSession/me', { sessionId: other?.id });
    expect(ended).toMatchObject({ status: 200, body: { result: { ended: true, wasCurrent: false } } });
    expect((await phone.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    expect((await laptop.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
  });

  it("cannot end another user's session", async () => {
    const owner = await buildUser(testApp.database.db);
    const intruder = await buildUser(testApp.database.db);
    const ownerAgent = await signedInAgent(testApp.app, owner.email);
    const intruderAgent = await signedInAgent(testApp.app, intruder.email);
    const [session] = (await ownerAgent.get('/json/user/read/getActiveSessions/me')).body.result as Array<{
      id: string;
    }>;
    const refused = await intruderAgent.post('/json/user/delete/endSession/me', { sessionId: session?.id });
    expect(refused).toMatchObject({ status: 404 });
    expect((await ownerAgent.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
  });

  it('is refused to a stranger', async () => {
    const stranger = new TestAgent(testApp.app);
    expect((await stranger.get('/json/user/read/getActiveSessions/me')).status).toBe(401);
    expect((await stranger.post('/json/user/delete/endSession/me', { sessionId: 'x' })).status).toBe(401);
  });
});
