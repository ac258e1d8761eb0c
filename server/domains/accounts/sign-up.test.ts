import { describe, expect, it } from 'vitest';
import { INVALID_FULL_NAME_MESSAGE } from '../../../common/rules/full-name';
import { readConfig } from '../../config';
import { createTestApp, freshAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { SIGN_UP_PER_IP } from './limits';
import { COMMON_PASSWORD_REASON } from './password';

const testApp = setUpTestApp();

let signUpCount = 0;
const newAgent = () => freshAgent(testApp.app);

function signUpPayload(overrides: Record<string, unknown> = {}) {
  signUpCount++;
  return {
    fullName: 'Nur Aisyah',
    email: `signup${signUpCount}@example.test`,
    password: 'a long enough passphrase',
    acceptTerms: true,
    ...overrides,
  };
}

describe('sign-up: the full-name rule of spec §5', () => {
  const cases: Array<[string, string, boolean]> = [
    ['letters of other scripts', '李小龍 Ahmad Ñúñez', true],
    ['Arabic script', 'محمد علي', true],
    ['a colon', 'Dr: Siti', true],
    ['an ampersand', 'Tom & Jerry', true],
    ['parentheses', 'Wei (David) Chen', true],
    ['an apostrophe', "Mary O'Brien", true],
    ['a hyphen', 'Anne-Marie Tan', true],
    ['digits', 'Agent 007', false],
    ['an underscore', 'john_doe', false],
    ['1 character', 'A', false],
    ['2 characters', 'Al', true],
    ['70 characters', 'A'.repeat(70), true],
    ['71 characters', 'A'.repeat(71), false],
    ['only spaces', '   ', false],
  ];
  for (const [label, fullName, accepted] of cases) {
    it(`${accepted ? 'accepts' : 'refuses'} a name with ${label}`, async () => {
      const reply = await newAgent().post('/json/user/create', signUpPayload({ fullName }));
      if (accepted) {
        expect(reply.status).toBe(200);
        expect((reply.body.result as { fullName: string }).fullName).toBe(fullName.trim());
      } else {
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          error: 'invalid_input',
          reason: INVALID_FULL_NAME_MESSAGE,
          fields: { fullName: INVALID_FULL_NAME_MESSAGE },
        });
      }
    });
  }
});

describe('sign-up', () => {
  it('signs the new user in', async () => {
    const agent = newAgent();
    const payload = signUpPayload();
    const created = await agent.post('/json/user/create', payload);
    expect(created.status).toBe(200);
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ emailAddress: payload.email, fullName: 'Nur Aisyah' });
    // The sign-up checkbox accepts the terms of service and the privacy policy.
    expect(Object.keys((me.body.result as { tosAcceptanceDates: object }).tosAcceptanceDates).sort()).toEqual(
      ['privacy_policy', 'terms_of_service'],
    );
  });

  it('refuses an e-mail address already used in another case', async () => {
    const existing = await buildUser(testApp.database.db, { email: 'Case.Person@Example.test' });
    const reply = await newAgent().post(
      '/json/user/create',
      signUpPayload({ email: existing.email.toUpperCase() }),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe('email_taken');
  });

  it('refuses a short password and a common one, with the field named', async () => {
    const short = await newAgent().post('/json/user/create', signUpPayload({ password: 'short' }));
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Use at least 8 characters' });
    const common = await newAgent().post('/json/user/create', signUpPayload({ password: 'Password123' }));
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual({ password: COMMON_PASSWORD_REASON });
  });

  it('requires the terms to be accepted', async () => {
    const reply = await newAgent().post('/json/user/create', signUpPayload({ acceptTerms: false }));
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toHaveProperty('acceptTerms');
  });

  it('accepts the form encoding of the spec: booleans as true/false', async () => {
    const payload = signUpPayload({ isNewsSubscribed: true });
    const form = new URLSearchParams({
      ...payload,
      acceptTerms: 'true',
      isNewsSubscribed: 'true',
    }).toString();
    const reply = await newAgent().post('/json/user/create', form, { form: true });
    expect(reply.status).toBe(200);
  });

  it('limits sign-ups from one address', async () => {
    const agent = newAgent();
    const replies = [];
    for (let i = 0; i <= SIGN_UP_PER_IP.max; i++) {
      replies.push(await agent.post('/json/user/create', signUpPayload({ fullName: '1 invalid' })));
    }
    // Invalid input is refused before it counts; valid attempts count.
    expect(replies.every((reply) => reply.status === 400)).toBe(true);
    const counted = [];
    for (let i = 0; i <= SIGN_UP_PER_IP.max; i++) {
      counted.push(await agent.post('/json/user/create', signUpPayload({ password: 'password123' })));
    }
    expect(counted.at(-1)).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('takes the per-address sign-up limit from the SIGN_UP_LIMIT_PER_IP setting', async () => {
    const strict = await createTestApp({ config: readConfig({ SIGN_UP_LIMIT_PER_IP: '2' }) });
    try {
      const agent = freshAgent(strict.app);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await agent.post('/json/user/create', signUpPayload({ email: `limit-${i}@example.test` }))).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
