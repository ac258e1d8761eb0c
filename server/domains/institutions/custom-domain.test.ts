import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOM_DOMAIN_REASONS, type CustomDomain } from '../../../common/api/custom-domain';
import { PORTAL_REASONS } from '../../../common/api/portal';
import { readConfig } from '../../config';
import { freshAgent, type TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { startTestDnsServer } from '../../test/dns-server';
import { TEST_PASSWORD } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { closeCall, ownedInstitution, portalUpdateCall } from './institution-test-kit';

// A real DNS server on loopback answers the checks (DNS_SERVERS points node's resolver at it).
const dns = await startTestDnsServer();
afterAll(() => dns.close());
const queries = new QueryCounter();
const testApp = setUpTestApp(
  { config: readConfig({ PUBLIC_URL: 'http://localhost:3000', DNS_SERVERS: dns.server }) },
  { onQuery: queries.onQuery },
);

let domainCount = 0;
const freshDomain = () => `learn${++domainCount}.harbour.example`;

const getDomain = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getCustomDomain/${path}`);
const setDomain = (agent: TestAgent, path: string, input: object) =>
  agent.post(`/json/institute/update/setCustomDomain/${path}`, input);
const verifyDomain = (agent: TestAgent, path: string) =>
  agent.post(`/json/institute/update/verifyCustomDomain/${path}`, {});
const removeDomain = (agent: TestAgent, path: string) =>
  agent.post(`/json/institute/update/removeCustomDomain/${path}`, {});
const liveDomains = (agent: TestAgent) => agent.get('/json/institute/lookup/getCustomDomains');

/** An institution whose team has named `domain` (and `prefix`) and put its TXT record in the DNS, checked. */
async function liveInstitution(domain = freshDomain(), prefix = '') {
  const owned = await ownedInstitution(testApp, 'Harbour College');
  const set = (await setDomain(owned.agent, owned.path, { domain, prefix })).body.result as CustomDomain;
  dns.records.set(set.verification.name, [[set.verification.value]]);
  const verified = await verifyDomain(owned.agent, owned.path);
  expect(verified.body.result).toMatchObject({ status: 'verified' });
  return { ...owned, domain };
}

/** A page request as a browser on `host` sends it. */
const page = (agent: TestAgent, url: string, host: string) => agent.get(url, { host });

describe('an institution’s own domain', () => {
  it('is named by its team, with the DNS steps to take, and refused when it is not a domain of theirs', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    expect((await getDomain(agent, path)).body.result).toBeNull();

    const saved = await setDomain(agent, path, {
      domain: ' HTTPS://Learn.Harbour.example/ ',
      prefix: '/online/',
    });
    expect(saved.status).toBe(200);
    const domain = saved.body.result as CustomDomain;
    expect(domain).toMatchObject({
      domain: 'learn.harbour.example',
      prefix: 'online',
      status: 'pending',
      target: 'localhost',
      portalUrl: 'http://learn.harbour.example:3000/online/',
      verifiedAt: null,
      checkedAt: null,
      checkFailure: null,
    });
    expect(domain.verification.name).toBe('_kelas-verify.learn.harbour.example');
    expect(domain.verification.value).toMatch(/^kelas-verification=[\w-]{32}$/);

    for (const [input, field, reason] of [
      [{ domain: 'not a domain' }, 'domain', CUSTOM_DOMAIN_REASONS.domain],
      [{ domain: 'localhost' }, 'domain', CUSTOM_DOMAIN_REASONS.domain],
      [{ domain: 'x.example', prefix: 'Two Words' }, 'prefix', CUSTOM_DOMAIN_REASONS.prefix],
    ] as const) {
      const refused = await setDomain(agent, path, input);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toMatchObject({ [field]: reason });
    }

    const other = await ownedInstitution(testApp);
    const taken = await setDomain(other.agent, other.path, { domain: 'learn.harbour.example' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ domain: CUSTOM_DOMAIN_REASONS.taken });
    // A name under the platform's own host is nobody's.
    const platform = await setDomain(other.agent, other.path, { domain: 'portal.localhost' });
    expect(platform.status).toBe(400);
    expect(platform.body.fields).toEqual({ domain: CUSTOM_DOMAIN_REASONS.platform });

    const stranger = await userAgent(testApp);
    expect((await getDomain(stranger.agent, path)).status).toBe(404);
    expect((await setDomain(stranger.agent, path, { domain: freshDomain() })).status).toBe(404);
  });

  it('goes live once its DNS holds the TXT record, and is listed by getCustomDomains', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const domainName = freshDomain();
    const set = (await setDomain(agent, path, { domain: domainName })).body.result as CustomDomain;

    const missing = (await verifyDomain(agent, path)).body.result as CustomDomain;
    expect(missing).toMatchObject({ status: 'pending', checkFailure: 'noRecord' });
    expect(missing.checkedAt).not.toBeNull();

    dns.records.set(set.verification.name, [['v=spf1 -all'], ['kelas-verification=someone-else']]);
    expect((await verifyDomain(agent, path)).body.result).toMatchObject({
      status: 'pending',
      checkFailure: 'wrongValue',
    });
    expect((await liveDomains(freshAgent(testApp.app))).body.result).not.toMatchObject({
      domain_as_key: { [domainName]: path },
    });

    // A long record may come split into strings: it is read joined.
    const value = set.verification.value;
    dns.records.set(set.verification.name, [[value.slice(0, 10), value.slice(10)]]);
    const live = (await verifyDomain(agent, path)).body.result as CustomDomain;
    expect(live).toMatchObject({ status: 'verified', checkFailure: null });
    expect(live.verifiedAt).not.toBeNull();
    const listed = (await liveDomains(freshAgent(testApp.app))).body.result;
    expect(listed).toMatchObject({
      domain_as_key: { [domainName]: path },
      domain_prefix: { [domainName]: null },
    });

    // A record gone later keeps the portal live, the failure shown; a new prefix keeps it live too.
    dns.records.delete(set.verification.name);
    expect((await verifyDomain(agent, path)).body.result).toMatchObject({
      status: 'verified',
      checkFailure: 'noRecord',
    });
    const moved = (await setDomain(agent, path, { domain: domainName, prefix: 'learn' })).body.result;
    expect(moved).toMatchObject({ status: 'verified', prefix: 'learn', verification: set.verification });

    // Another domain starts again, under a new value.
    const other = (await setDomain(agent, path, { domain: freshDomain() })).body.result as CustomDomain;
    expect(other).toMatchObject({ status: 'pending', verifiedAt: null, checkFailure: null });
    expect(other.verification.value).not.toBe(set.verification.value);

    expect((await removeDomain(agent, path)).body.result).toBeNull();
    expect((await getDomain(agent, path)).body.result).toBeNull();
  });

  it('answers in a fixed number of queries, however many domains are live', async () => {
    const { path, agent } = await liveInstitution();
    const counts = async () => [
      await queries.least(() => getDomain(agent, path)),
      await queries.least(() => liveDomains(agent)),
    ];
    const before = await counts();
    await liveInstitution();
    await liveInstitution();
    expect(await counts()).toEqual(before);
    // The session, the institution and its domain; the session and the live domains.
    expect(before).toEqual([3, 2]);
  });
});

describe('routing by the Host header', () => {
  it('serves the portal at the domain’s root and sends other screens to the platform’s domain', async () => {
    const { path, domain } = await liveInstitution();
    const visitor = freshAgent(testApp.app);

    const home = await page(visitor, '/', domain);
    expect(home.status).toBe(200);
    expect(home.text).toContain(
      `<meta name="kelas-site" content="{&#34;institution&#34;:&#34;${path}&#34;,&#34;prefix&#34;:null,&#34;platform&#34;:&#34;http://localhost:3000&#34;}">`,
    );
    // A learner's screens stay on the domain; running things is the platform's.
    expect((await page(visitor, '/courses/', domain)).status).toBe(200);
    expect((await page(visitor, '/accounts/login/', domain)).status).toBe(200);
    const settings = await page(visitor, '/accounts/account-settings/?tab=security', domain);
    expect(settings.status).toBe(302);
    expect(settings.headers.location).toBe('http://localhost:3000/accounts/account-settings/?tab=security');
    expect((await page(visitor, `/${path}/`, domain)).headers.location).toBe('/');
    expect((await page(visitor, '/nowhere/at/all/', domain)).status).toBe(404);

    // On the platform's domain the portal leaves for its own.
    const moved = await page(visitor, `/${path}/`, 'localhost:3000');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe(`http://${domain}:3000/`);
    expect((await page(visitor, '/', 'localhost:3000')).text).not.toContain('kelas-site');
  });

  it('puts the portal under the prefix, and serves nothing on a domain not yet verified', async () => {
    const { path, domain } = await liveInstitution(freshDomain(), 'online');
    const visitor = freshAgent(testApp.app);
    expect((await page(visitor, '/', domain)).headers.location).toBe('/online/');
    expect((await page(visitor, '/online/', domain)).status).toBe(200);
    expect((await page(visitor, `/${path}/`, domain)).headers.location).toBe('/online/');
    expect((await page(visitor, `/${path}/`, 'localhost:3000')).headers.location).toBe(
      `http://${domain}:3000/online/`,
    );

    const pending = await ownedInstitution(testApp);
    const waiting = freshDomain();
    await setDomain(pending.agent, pending.path, { domain: waiting });
    expect((await page(visitor, '/', waiting)).text).not.toContain('kelas-site');
    expect((await page(visitor, `/${pending.path}/`, 'localhost:3000')).status).toBe(200);
  });
});

describe('signing in across the two origins (spec §7 temporary token)', () => {
  const handOff = (agent: TestAgent, host: string, fields: Record<string, string>) =>
    agent.post('/auth/sso-custom-domain/', new URLSearchParams(fields).toString(), {
      form: true,
      csrf: false,
      headers: { host },
    });

  it('opens a session on the other origin once, for the host the token names', async () => {
    const { domain } = await liveInstitution();
    const learner = await userAgent(testApp, { fullName: 'Ana Learner' });
    const onDomain = freshAgent(testApp.app);
    const signIn = await onDomain.post(
      '/json/auth/',
      { user: learner.user.email, password: TEST_PASSWORD },
      { headers: { host: domain } },
    );
    expect(signIn.status).toBe(200);
    // The session's cookie is the domain's own: no Domain attribute widens it.
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toContain('sessionid=');
    expect(cookie).not.toMatch(/domain=/i);

    const asked = await onDomain.post(
      '/json/auth/',
      { tokenType: 'temporary', targetHost: 'localhost' },
      {
        headers: { host: domain },
      },
    );
    expect(asked.status).toBe(200);
    const { token } = asked.body.result as { token: string };

    const onPlatform = freshAgent(testApp.app);
    const redirect = `http://${domain}:3000/courses/`;
    const redeemed = await handOff(onPlatform, 'localhost:3000', { auth_token: token, redirect });
    expect(redeemed.status).toBe(303);
    expect(redeemed.headers.location).toBe(redirect);
    const me = await onPlatform.get('/json/auth/lookup/currentUser');
    expect(me.body.result).toMatchObject({ fullName: 'Ana Learner' });

    // Once only.
    const again = freshAgent(testApp.app);
    await handOff(again, 'localhost:3000', { auth_token: token, redirect: '/' });
    expect((await again.get('/json/auth/lookup/currentUser')).body.result).toBeNull();
  });

  it('takes a person signed in on the platform to the institution’s domain signed in there too', async () => {
    const { path, domain } = await liveInstitution(freshDomain(), 'online');
    const learner = await userAgent(testApp, { fullName: 'Citra Learner' });
    const moved = await page(learner.agent, `/${path}/`, 'localhost:3000');
    expect(moved.status).toBe(302);
    const there = `http://${domain}:3000/online/`;
    expect(moved.headers.location).toBe(
      `/auth/sso-custom-domain/to-site/?${new URLSearchParams({ redirect: there })}`,
    );
    const link = await page(learner.agent, String(moved.headers.location), 'localhost:3000');
    const sent = new URL(String(link.headers.location));
    expect(`${sent.origin}${sent.pathname}`).toBe(`http://${domain}:3000/auth/sso-custom-domain/`);
    expect(sent.searchParams.get('redirect')).toBe('/online/');
    expect(link.headers['cache-control']).toBe('no-store');

    // The browser follows the link on the domain: a session of the domain's own, then the portal.
    const onDomain = freshAgent(testApp.app);
    const arrived = await page(onDomain, `${sent.pathname}${sent.search}`, domain);
    expect([arrived.status, arrived.headers.location]).toEqual([303, '/online/']);
    expect((await onDomain.get('/json/auth/lookup/currentUser', { host: domain })).body.result).toMatchObject(
      {
        fullName: 'Citra Learner',
      },
    );
    // Once only; and to anywhere but a live site, nothing is issued.
    const again = freshAgent(testApp.app);
    await page(again, `${sent.pathname}${sent.search}`, domain);
    expect((await again.get('/json/auth/lookup/currentUser', { host: domain })).body.result).toBeNull();
    const evil = await page(
      learner.agent,
      `/auth/sso-custom-domain/to-site/?redirect=${encodeURIComponent('https://evil.example/')}`,
      'localhost:3000',
    );
    expect(evil.headers.location).toBe('/');
    // A visitor goes straight there.
    const visitor = await page(
      freshAgent(testApp.app),
      `/auth/sso-custom-domain/to-site/?redirect=${encodeURIComponent(there)}`,
      'localhost:3000',
    );
    expect(visitor.headers.location).toBe(there);
  });

  it('logs out on both origins when the person logs out on either', async () => {
    const { domain } = await liveInstitution();
    const learner = await userAgent(testApp, { fullName: 'Budi Learner' });
    const bystander = await userAgent(testApp);
    /** A session on `host` handed off from `from` (whose host is `fromHost`). */
    const handedOff = async (from: TestAgent, fromHost: string, host: string) => {
      const asked = await from.post(
        '/json/auth/',
        { tokenType: 'temporary', targetHost: host.split(':')[0] },
        { headers: { host: fromHost } },
      );
      const to = freshAgent(testApp.app);
      await handOff(to, host, { auth_token: (asked.body.result as { token: string }).token, redirect: '/' });
      return to;
    };
    const signedIn = async (agent: TestAgent, host: string) =>
      (await agent.get('/json/auth/lookup/currentUser', { host })).body.result !== null;

    // Platform → domain → platform again: one family of three sessions.
    const onDomain = await handedOff(learner.agent, 'localhost:3000', domain);
    const backOnPlatform = await handedOff(onDomain, domain, 'localhost:3000');
    expect([await signedIn(onDomain, domain), await signedIn(backOnPlatform, 'localhost:3000')]).toEqual([
      true,
      true,
    ]);
    const loggedOut = await onDomain.post('/json/auth/', { logout: true }, { headers: { host: domain } });
    expect(loggedOut.status).toBe(200);
    expect([
      await signedIn(onDomain, domain),
      await signedIn(learner.agent, 'localhost:3000'),
      await signedIn(backOnPlatform, 'localhost:3000'),
    ]).toEqual([false, false, false]);
    // Another person's session, and the same person's session of another sign-in, stay.
    expect(await signedIn(bystander.agent, 'localhost:3000')).toBe(true);
  });

  it('redeems nothing on another host, goes nowhere outside the platform’s sites, and needs a session to ask', async () => {
    const { domain } = await liveInstitution();
    const learner = await userAgent(testApp);
    const token = (await learner.agent.post('/json/auth/', { tokenType: 'temporary', targetHost: domain }))
      .body.result as { token: string };

    const elsewhere = freshAgent(testApp.app);
    const wrongHost = await handOff(elsewhere, 'localhost:3000', {
      auth_token: token.token,
      redirect: 'https://evil.example/steal',
    });
    expect(wrongHost.headers.location).toBe('/');
    expect((await elsewhere.get('/json/auth/lookup/currentUser')).body.result).toBeNull();
    // Redeemed (and spent) on the wrong host, the token opens nothing on the right one either.
    const right = freshAgent(testApp.app);
    await handOff(right, domain, { auth_token: token.token, redirect: '/' });
    expect((await right.get('/json/auth/lookup/currentUser')).body.result).toBeNull();

    const visitor = freshAgent(testApp.app);
    const refused = await visitor.post('/json/auth/', { tokenType: 'temporary', targetHost: domain });
    expect(refused.status).toBe(401);
  });
});

describe('an institution’s Google Tag Manager container', () => {
  const saveContainer = (agent: TestAgent, path: string, googleTagManagerCode: unknown) =>
    portalUpdateCall(agent, path, 'updateGoogleTagManagerCode', { googleTagManagerCode });
  const policyOf = (reply: { headers: Record<string, unknown> }) =>
    String(reply.headers['content-security-policy']);
  /** The nonce of the page's container script, and the one its policy allows. */
  const nonces = (reply: { text: string; headers: Record<string, unknown> }) => [
    /<script id="kelas-tag-manager" nonce="([^"]+)" data-container="GTM-[A-Z0-9]+">/.exec(reply.text)?.[1],
    /'nonce-([^']+)'/.exec(policyOf(reply))?.[1],
  ];

  it('is saved by its team alone, in Tag Manager’s capitals, and refused when it is not a container ID', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const saved = await saveContainer(agent, path, ' gtm-ab12cd3 ');
    expect(saved.body.result).toMatchObject({ googleTagManagerCode: 'GTM-AB12CD3' });
    for (const wrong of ['UA-12345-1', 'GTM-', 'GTM-AB12CD3"><script>', 42]) {
      const refused = await saveContainer(agent, path, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ googleTagManagerCode: PORTAL_REASONS.tagManagerCode });
    }
    // Anyone outside the team finds no institution to run (404).
    const outsider = await userAgent(testApp);
    expect((await saveContainer(outsider.agent, path, 'GTM-ZZZZ999')).status).toBe(404);
    expect((await saveContainer(agent, path, '')).body.result).toMatchObject({ googleTagManagerCode: '' });
  });

  it('goes on its portal’s page alone, allowed by that page’s CSP alone, with a nonce of its own each time', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const untagged = await ownedInstitution(testApp);
    await saveContainer(agent, path, 'GTM-AB12CD3');
    const visitor = freshAgent(testApp.app);

    const portal = await page(visitor, `/${path}/`, 'localhost:3000');
    expect(portal.text).toContain('data-container="GTM-AB12CD3"');
    expect(portal.text).toContain("gtm.js?id='+encodeURIComponent(id)");
    const [nonce, allowed] = nonces(portal);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(allowed).toBe(nonce);
    expect(policyOf(portal)).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(policyOf(portal)).toContain('https://*.google-analytics.com');
    expect(nonces(await page(visitor, `/${path}/`, 'localhost:3000'))[0]).not.toBe(nonce);

    for (const elsewhere of ['/', '/courses/', `/${untagged.path}/`, '/institution/admin/']) {
      const other = await page(visitor, elsewhere, 'localhost:3000');
      expect(other.text).not.toContain('kelas-tag-manager');
      expect(policyOf(other)).not.toContain('googletagmanager');
    }
    // A closed institution's portal is not shown (404), so nothing is tagged.
    await closeCall(agent, path);
    const closed = await page(visitor, `/${path}/`, 'localhost:3000');
    expect([closed.status, closed.text.includes('kelas-tag-manager')]).toEqual([404, false]);
  });

  it('goes on every page of its own domain, and comes off at once when cleared', async () => {
    const { path, agent, domain } = await liveInstitution();
    await saveContainer(agent, path, 'GTM-XYZ9876');
    const visitor = freshAgent(testApp.app);
    for (const url of ['/', '/courses/', '/accounts/login/']) {
      const tagged = await page(visitor, url, domain);
      expect(tagged.text).toContain('data-container="GTM-XYZ9876"');
      expect(new Set(nonces(tagged)).size).toBe(1);
    }
    await saveContainer(agent, path, '');
    const cleared = await page(visitor, '/', domain);
    expect(cleared.text).not.toContain('kelas-tag-manager');
    expect(policyOf(cleared)).not.toContain('googletagmanager');
  });
});
