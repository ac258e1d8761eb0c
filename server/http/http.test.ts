import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMBED_ORIGINS } from '../../common/domain/embed-allow-list';
import { VIDEO_EMBED_ORIGINS } from '../../common/domain/video-embed';
import { CERTIFICATION_ACTIONS, INSTITUTION_SETTINGS_SECTIONS, SCREEN_ROUTES } from '../../common/routes';
import { institutions, pageLeaveMetrics } from '../db/schema';
import { createTestApp, TestAgent } from '../test/app';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { setUpTestApp } from '../test/set-up-test-app';

const testApp = setUpTestApp();

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => testApp.app.inject({ method, url });

/** A GET of `path` exactly as written (no client-side normalisation) to the app listening at `address`. */
function rawGet(address: string, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${address}/`, { path }, (response) => {
      response.resume();
      resolve(response);
    });
    request.on('error', reject).end();
  });
}

describe('screen redirects (spec §2)', () => {
  it('adds the trailing slash with 301, keeping the query', async () => {
    const reply = await get('/about?ref=mail&tags[]=a');
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/about/?ref=mail&tags[]=a');
  });

  it('lowercases the path, and fixes case and slash in one hop', async () => {
    expect((await get('/About/')).headers.location).toBe('/about/');
    const both = await get('/Accounts/LOGIN?next=/x/');
    expect(both.statusCode).toBe(301);
    expect(both.headers.location).toBe('/accounts/login/?next=/x/');
    expect((await get('/About', 'HEAD')).statusCode).toBe(301);
  });

  it('only ever redirects to a path of this origin', async () => {
    const cases: Record<string, string> = {
      '//evil.example/Login': '/evil.example/login/',
      '///evil.example/login/': '/evil.example/login/',
      '/\\evil.example/Login': '/evil.example/login/',
      '/\\/evil.example/Login': '/evil.example/login/',
      '/%2F%2Fevil.example/x': '/evil.example/x/',
      '/%5C%5Cevil.example/x/': '/evil.example/x/',
      '/%2f/evil.example/a?next=/x/': '/evil.example/a/?next=/x/',
      '/%09/evil.example/login': '/evil.example/login/',
    };
    // Over a socket: the test client would read `/\\evil` as a URL of its own and never send it as is.
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [requested, expected] of Object.entries(cases)) {
      const reply = await rawGet(address, requested);
      expect(reply.statusCode, requested).toBe(301);
      expect(reply.headers.location, requested).toBe(expected);
      expect(new URL(String(reply.headers.location), 'https://kelas.example').origin, requested).toBe(
        'https://kelas.example',
      );
    }
  });

  it('never redirects /json, /api, assets, files or non-GET requests', async () => {
    expect((await get('/json/user/read/getLoggedInUserData/me')).statusCode).toBe(401);
    expect((await get('/JSON/User')).statusCode).not.toBe(301);
    expect((await get('/api/csrf')).statusCode).not.toBe(301);
    expect((await get('/assets/Index-AbC.js')).statusCode).toBe(404);
    expect((await get('/favicon.ico')).statusCode).not.toBe(301);
    expect((await get('/About', 'POST')).statusCode).not.toBe(301);
  });
});

describe('screens', () => {
  it('serves the app HTML with 200 on every screen route', async () => {
    // A portal's address is a page where there is an institution to show.
    const owner = await buildUser(testApp.database.db);
    await testApp.database.db.insert(institutions).values({
      path: 'sample-portal',
      name: 'Sample',
      country: 'au',
      colours: { primary: '#000000', accent: '#ffffff' },
      ownerId: owner.id,
    });
    for (const route of Object.values(SCREEN_ROUTES)) {
      // A sample path of the route: parameters filled in (an action or a section from its known set), a final splat left empty.
      const known: Record<string, string> = {
        action: CERTIFICATION_ACTIONS[0],
        sectionId: INSTITUTION_SETTINGS_SECTIONS[0],
        institutionPrefix: 'sample-portal',
      };
      const path = route
        .replace(/:(\w+)\??/g, (_, name: string) => known[name] ?? 'sample')
        .replace(/\*$/, '');
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.body).toContain('<title>Kelas</title>');
    }
  });

  it('serves the app HTML with 404 on an unknown path, so the app draws its not-found screen', async () => {
    const reply = await get('/no-such-place/');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers with a CSP that allows only the app itself', async () => {
    const reply = await get('/');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBeDefined();
  });

  it('lets pages frame exactly the video players and the embed allow-list', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(new Set(frameSrc)).toEqual(new Set(["'self'", ...VIDEO_EMBED_ORIGINS, ...EMBED_ORIGINS]));
    expect(frameSrc).toContain('https://www.youtube-nocookie.com');
  });
});

describe('health', () => {
  it('answers when the database does', async () => {
    const reply = await get('/healthz');
    expect(reply.statusCode).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 'ok' });
  });
});

describe('POST /api/save-metric/pageLeave/', () => {
  const metric = {
    path: '/about/',
    hostname: 'localhost',
    loadTime: 1700000000000,
    unloadTime: 1700000012000,
    activeTime: 9000,
    inactiveTime: 3000,
    itemsClicked: [{ id: 'cta', nodeName: 'BUTTON', classes: 'btn', x: 10, y: 20, time: 1700000005000 }],
    scrollDistance: 640,
    windowSize: { width: 1280, height: 720, outerWidth: 1280, outerHeight: 800 },
    keysPressed: 4,
  };

  it('stores the metric, linked to the signed-in user, with the token in the beacon body', async () => {
    const user = await buildUser(testApp.database.db);
    const agent = new TestAgent(testApp.app);
    await agent.post('/json/auth/', { user: user.email, password: TEST_PASSWORD });
    const token = await agent.csrfToken();
    const reply = await agent.post(
      '/api/save-metric/pageLeave/',
      { path: '/about/', data: metric, csrfmiddlewaretoken: token },
      { csrf: false },
    );
    expect(reply).toMatchObject({ status: 200, body: { result: { saved: true } } });
    const [row] = await testApp.database.db
      .select()
      .from(pageLeaveMetrics)
      .where(eq(pageLeaveMetrics.userId, user.id));
    expect(row).toMatchObject({
      path: '/about/',
      activeTime: 9000,
      keysPressed: 4,
      windowSize: metric.windowSize,
    });
  });

  it('refuses a beacon without the token and a malformed metric', async () => {
    const [before] = await testApp.database.db.select({ rows: count() }).from(pageLeaveMetrics);
    const agent = new TestAgent(testApp.app);
    const noToken = await agent.post(
      '/api/save-metric/pageLeave/',
      { path: '/', data: metric },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
    const bad = await agent.post('/api/save-metric/pageLeave/', {
      path: '/',
      data: { ...metric, keysPressed: -1 },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
    const [after] = await testApp.database.db.select({ rows: count() }).from(pageLeaveMetrics);
    expect(after).toEqual(before);
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    const reply = await new TestAgent(testApp.app).get('/api/nothing/');
    expect(reply).toMatchObject({ status: 404, body: { error: 'unknown_method' } });
  });
});

describe('the built web app', () => {
  it('fills the brand name into the page, and caches hashed assets for a year', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'kelas-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<html><head><meta name="application-name" content="%BRAND_NAME%"><title>%BRAND_NAME%</title></head></html>',
    );
    writeFileSync(join(webRoot, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const branded = await createTestApp({
      webRoot,
      config: { ...testApp.deps.config, BRAND_NAME: 'Akademi "A&B"' },
    });
    try {
      const page = await branded.app.inject({ method: 'GET', url: '/contact/' });
      expect(page.body).toContain('<title>Akademi &#34;A&#38;B&#34;</title>');
      expect(page.body).toContain('content="Akademi &#34;A&#38;B&#34;"');
      const asset = await branded.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await branded.close();
    }
  });
});
