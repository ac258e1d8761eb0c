import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BLANK_PROFILE_NAME_MESSAGE,
  PROFILE_NAME_TAKEN_MESSAGE,
  RESERVED_PROFILE_NAME_MESSAGE,
} from '../../../common/rules/profile-name';
import { follows, users } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { EMAIL_LOOKUP_PER_IP } from './user-methods/lookup-resources';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let counter = 0;
/** A user with a profile name, and an agent signed in as them. */
async function person(fullName = 'Aisyah Rahman') {
  counter++;
  const profileName = `person-${counter}-${Date.now() % 100000}`;
  const user = await buildUser(testApp.database.db, { fullName, profileName });
  return { user, agent: await signedInAgent(testApp.app, user.email), profileName };
}

function lookupNames(agent: TestAgent, names: string[]) {
  const query = names.map((name) => `initArgsList[]=${encodeURIComponent(name)}`).join('&');
  return agent.get(`/json/user/lookup/resources?argName=profileName&${query}`);
}

describe('profile names', () => {
  it('gives every sign-up a slug of its full name, with a suffix for namesakes', async () => {
    const names = [];
    for (const email of ['zoe1@example.test', 'zoe2@example.test']) {
      const agent = new TestAgent(testApp.app, `10.8.0.${names.length + 1}`);
      const reply = await agent.post('/json/user/create', {
        fullName: 'Zoë Ağca',
        email,
        password: 'a long enough passphrase',
        acceptTerms: true,
      });
      expect(reply.status).toBe(200);
      names.push((reply.body.result as { profileName: string }).profileName);
    }
    expect(names).toEqual(['zoe-agca', 'zoe-agca-2']);
  });

  it('changes the name, lowercased, and shows it in the logged-in user data', async () => {
    const { agent } = await person();
    const reply = await agent.post('/json/user/update/setProfileName/me', { profileName: ' New-Name-1 ' });
    expect(reply).toMatchObject({ status: 200, body: { result: { profileName: 'new-name-1' } } });
    const me = await agent.get('/json/user/read/getLoggedInUserData/me');
    expect(me.body.result).toMatchObject({ profileName: 'new-name-1' });
  });

  it('refuses blank, malformed and reserved names with a reason per field', async () => {
    const { agent } = await person();
    const cases: Array<[string, string]> = [
      ['   ', BLANK_PROFILE_NAME_MESSAGE],
      ['admin', RESERVED_PROFILE_NAME_MESSAGE],
      ['wasabi', RESERVED_PROFILE_NAME_MESSAGE],
      ['-bad-', 'Use 3 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen.'],
    ];
    for (const [profileName, reason] of cases) {
      const reply = await agent.post('/json/user/update/setProfileName/me', { profileName });
      expect(reply).toMatchObject({
        status: 400,
        body: { error: 'invalid_input', fields: { profileName: reason } },
      });
    }
  });

  it('refuses a name someone else has with 409', async () => {
    const first = await person();
    const { agent } = await person();
    const reply = await agent.post('/json/user/update/setProfileName/me', { profileName: first.profileName });
    expect(reply).toMatchObject({
      status: 409,
      body: { error: 'profile_name_taken', reason: PROFILE_NAME_TAKEN_MESSAGE },
    });
    // Keeping one's own name is not a conflict.
    const own = await first.agent.post('/json/user/update/setProfileName/me', {
      profileName: first.profileName,
    });
    expect(own.status).toBe(200);
  });

  it('saves the summary and header colour, and refuses a bad colour', async () => {
    const { agent, profileName } = await person();
    const reply = await agent.post('/json/user/update/setProfileDetails/me', {
      profileSummary: '  I teach maths.  ',
      headerColour: '#1D4ED8',
    });
    expect(reply.body.result).toMatchObject({
      profileName,
      profileSummary: 'I teach maths.',
      headerColour: '#1d4ed8',
    });
    const bad = await agent.post('/json/user/update/setProfileDetails/me', { headerColour: 'red' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { headerColour: expect.any(String) } } });
  });
});

describe('lookup user resources', () => {
  it('returns public profiles by name in one query, whatever the number of names', async () => {
    const people = [await person('Budi Santoso'), await person(), await person()];
    const stranger = new TestAgent(testApp.app, '10.7.0.1');
    const [one, oneCount] = await queries.measure(() => lookupNames(stranger, [people[0]!.profileName]));
    const [three, threeCount] = await queries.measure(() =>
      lookupNames(stranger, [...people.map((p) => p.profileName), 'nobody-here']),
    );
    expect(threeCount).toBe(oneCount);
    expect(oneCount).toBe(1);
    expect(one.body.result).toEqual([
      {
        userId: people[0]!.user.id,
        profileName: people[0]!.profileName,
        fullName: 'Budi Santoso',
        profileSummary: null,
        headerColour: null,
        avatarUrl: null,
        fanCount: 0,
        isFollowedByMe: false,
        isOwner: false,
      },
    ]);
    const result = three.body.result as unknown[];
    expect(result).toHaveLength(4);
    expect(result[3]).toBeNull();
    expect(JSON.stringify(result)).not.toMatch(/@example\.test/);
  });

  it('tells the owner it is their profile', async () => {
    const { agent, profileName } = await person();
    const reply = await lookupNames(agent, [profileName]);
    expect(reply.body.result).toMatchObject([{ isOwner: true }]);
  });

  it('says only whether an e-mail address has an account, and is rate limited per address', async () => {
    const { user } = await person();
    const stranger = new TestAgent(testApp.app, '10.7.0.2');
    const found = await stranger.get(
      `/json/user/lookup/resources?argName=emailAddress&initArgsList[]=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(found.body.result).toEqual([{ emailAddress: user.email.toUpperCase(), exists: true }]);
    const missing = await stranger.get(
      '/json/user/lookup/resources?argName=emailAddress&initArgsList[]=nobody%40example.test',
    );
    expect(missing.body.result).toEqual([{ emailAddress: 'nobody@example.test', exists: false }]);
    const many = await stranger.get(
      '/json/user/lookup/resources?argName=emailAddress&initArgsList[]=a%40example.test&initArgsList[]=b%40example.test',
    );
    expect(many.status).toBe(400);
    let last = missing;
    for (let i = 3; i <= EMAIL_LOOKUP_PER_IP.max; i++) {
      last = await stranger.get(
        '/json/user/lookup/resources?argName=emailAddress&initArgsList[]=x%40example.test',
      );
    }
    expect(last.status).toBe(200);
    last = await stranger.get(
      '/json/user/lookup/resources?argName=emailAddress&initArgsList[]=x%40example.test',
    );
    expect(last).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    const otherAddress = new TestAgent(testApp.app, '10.7.0.3');
    const allowed = await otherAddress.get(
      '/json/user/lookup/resources?argName=emailAddress&initArgsList[]=x%40example.test',
    );
    expect(allowed.status).toBe(200);
  });
});

describe('fans', () => {
  it('follows and unfollows, counts fans, and lists them', async () => {
    const star = await person('Chen Wei Ling');
    const fan = await person('Dewi Lestari');
    const followed = await fan.agent.post('/json/user/execute/follow', { profileName: star.profileName });
    expect(followed.body.result).toEqual({ isFollowedByMe: true, fanCount: 1 });
    const again = await fan.agent.post('/json/user/execute/follow', { profileName: star.profileName });
    expect(again.body.result).toEqual({ isFollowedByMe: true, fanCount: 1 });

    const [profile] = (await lookupNames(fan.agent, [star.profileName])).body.result as Array<{
      fanCount: number;
      isFollowedByMe: boolean;
    }>;
    expect(profile).toMatchObject({ fanCount: 1, isFollowedByMe: true });

    const fans = await new TestAgent(testApp.app).get(
      `/json/user/lookup/fans?profileName=${star.profileName}`,
    );
    expect(fans.body.result).toMatchObject({
      total: 1,
      page: 1,
      fans: [{ profileName: fan.profileName, fullName: 'Dewi Lestari', isFollowedByMe: false, isMe: false }],
    });

    const unfollowed = await fan.agent.post('/json/user/execute/unfollow', { profileName: star.profileName });
    expect(unfollowed.body.result).toEqual({ isFollowedByMe: false, fanCount: 0 });
  });

  it('lists a page of fans in a fixed number of queries', async () => {
    const star = await person();
    const countFor = () =>
      queries.count(() =>
        new TestAgent(testApp.app).get(`/json/user/lookup/fans?profileName=${star.profileName}`),
      );
    const fan = await person();
    await fan.agent.post('/json/user/execute/follow', { profileName: star.profileName });
    const withOne = await countFor();
    for (let i = 0; i < 3; i++) {
      const more = await person();
      await more.agent.post('/json/user/execute/follow', { profileName: star.profileName });
    }
    expect(await countFor()).toBe(withOne);
  });

  it('refuses following yourself, an unknown profile, and a visitor', async () => {
    const { agent, profileName } = await person();
    const self = await agent.post('/json/user/execute/follow', { profileName });
    expect(self).toMatchObject({ status: 400, body: { error: 'cannot_follow_self' } });
    const unknown = await agent.post('/json/user/execute/follow', { profileName: 'nobody-at-all' });
    expect(unknown.status).toBe(404);
    const visitor = await new TestAgent(testApp.app).post('/json/user/execute/follow', { profileName });
    expect(visitor.status).toBe(401);
    // None of the refused follows left a row behind.
    const [row] = await testApp.database.db.select().from(users).where(eq(users.profileName, profileName));
    expect(await testApp.database.db.select().from(follows).where(eq(follows.followeeId, row!.id))).toEqual(
      [],
    );
  });
});
