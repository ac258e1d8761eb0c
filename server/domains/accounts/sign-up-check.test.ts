import { describe, expect, it } from 'vitest';
import { INVALID_FULL_NAME_MESSAGE } from '../../../common/rules/full-name';
import { rateLimitCounters, users } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { SIGN_UP_CHECKS_PER_IP } from './credential-limits';
import { COMMON_PASSWORD_REASON } from './password';
import { EMAIL_TAKEN_REASON } from './users';

const testApp = setUpTestApp();

function check(query: string, ip = '10.7.0.1') {
  return new TestAgent(testApp.app, ip).get(`/json/auth/lookup/signUserData?${query}`);
}

describe('lookup auth signUserData', () => {
  it('accepts a good payload and creates nothing', async () => {
    const before = (await testApp.database.db.select().from(users)).length;
    const reply = await check(
      'fullName=Nur%20Aisyah&email=fresh%40example.test&password=a%20long%20enough%20passphrase&acceptTerms=true',
    );
    expect(reply).toMatchObject({ status: 200, body: { result: { valid: true, fields: {} } } });
    expect((await testApp.database.db.select().from(users)).length).toBe(before);
  });

  it('gives the sign-up reasons per field', async () => {
    const reply = await check('fullName=R2-D2&email=nope&password=short&acceptTerms=false');
    expect(reply.body.result).toEqual({
      valid: false,
      fields: {
        fullName: INVALID_FULL_NAME_MESSAGE,
        email: 'Enter a valid email address',
        password: 'Use at least 8 characters',
        acceptTerms: 'Accept the terms of service to continue',
      },
    });
  });

  it('refuses a common password and an address that has an account, whatever its case', async () => {
    const user = await buildUser(testApp.database.db);
    const email = encodeURIComponent(user.email.toUpperCase());
    const reply = await check(`fullName=Nur%20Aisyah&email=${email}&password=password123&acceptTerms=true`);
    expect(reply.body.result).toEqual({
      valid: false,
      fields: { email: EMAIL_TAKEN_REASON, password: COMMON_PASSWORD_REASON },
    });
  });

  it('is rate limited per client address', async () => {
    await testApp.database.db.insert(rateLimitCounters).values({
      key: `${SIGN_UP_CHECKS_PER_IP.name}:10.7.9.9`,
      count: SIGN_UP_CHECKS_PER_IP.max,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    const reply = await check('email=a%40example.test', '10.7.9.9');
    expect(reply).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });
});
