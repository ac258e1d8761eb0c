import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import { TestAgent, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { createMailTestApp, linkToken, type SmtpInbox } from '../../test/smtp-inbox';
import { COMMON_PASSWORD_REASON } from './password';

const NEW_PASSWORD = 'a brand new passphrase';

let testApp: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
beforeAll(async () => {
  testApp = await createMailTestApp();
  inbox = testApp.inbox;
});
afterAll(() => testApp.close());

describe('changePassword', () => {
  it('keeps this session, ends every other one, and mails a notice', async () => {
    const user = await buildUser(testApp.database.db, { preferredLanguage: 'ms' });
    const here = await signedInAgent(testApp.app, user.email);
    const elsewhere = await signedInAgent(testApp.app, user.email);
    const reply = await here.post('/json/user/update/changePassword/me', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(reply).toMatchObject({ status: 200, body: { result: { changed: true, sessionsEnded: 1 } } });
    expect((await here.get('/json/user/read/getLoggedInUserData/me')).status).toBe(200);
    expect((await elsewhere.get('/json/user/read/getLoggedInUserData/me')).status).toBe(401);
    const signIn = await new TestAgent(testApp.app).post('/json/auth/', {
      user: user.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await inbox.waitFor(user.email)).subject).toBe('Kata laluan Kelas anda telah ditukar');
  });

  it('refuses a wrong current password under its own field, and a weak new one', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = await signedInAgent(testApp.app, user.email);
    const wrong = await agent.post('/json/user/update/changePassword/me', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { fields: { currentPassword: 'The password is incorrect.' } },
    });
    const common = await agent.post('/json/user/update/changePassword/me', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(common).toMatchObject({ status: 400, body: { fields: { newPassword: COMMON_PASSWORD_REASON } } });
    const short = await agent.post('/json/user/update/changePassword/me', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { fields: { newPassword: 'Use at least 8 characters' } },
    });
  });

  it('retires a reset link asked for before the change', async () => {
    const user = await buildUser(testApp.database.db);
    await new TestAgent(testApp.app, '10.6.0.1').post('/json/user/execute/notifyPasswordReset', {
      email: user.email,
    });
    const token = linkToken((await inbox.waitFor(user.email)).text, 'reset-password');
    const agent = await signedInAgent(testApp.app, user.email);
    await agent.post('/json/user/update/changePassword/me', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const reset = await new TestAgent(testApp.app).post('/json/user/execute/resetPassword', {
      token,
      password: 'another new passphrase',
    });
    expect(reset).toMatchObject({ status: 400, body: { reason: INVALID_LINK_REASON } });
  });
});
