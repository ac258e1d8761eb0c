import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageLeaveMetrics } from '../db/schema';
import { createTestApp, TestAgent, type TestApp } from '../test/app';
import { AppError } from './app-error';
import { method, resource } from './method';
import { anyone, signedIn } from './policy';

const EchoInput = z.object({
  tags: z.array(z.string()).optional(),
  flag: z.boolean().optional(),
  count: z.number().int().optional(),
  filter: z.object({ status: z.string(), ids: z.array(z.number()) }).optional(),
  name: z.string().min(2, { error: 'Name is too short' }).optional(),
});

const metricRow = (path: string) => ({
  path,
  hostname: 'localhost',
  loadTime: 1,
  unloadTime: 2,
  activeTime: 1,
  inactiveTime: 0,
  itemsClicked: [],
  scrollDistance: 0,
  windowSize: { width: 1, height: 1, outerWidth: 1, outerHeight: 1 },
  keysPressed: 0,
});

/** A resource that exists only in this test, to exercise every verb of the scheme. */
const probe = resource(
  'probe',
  {
    create: method({
      input: z.object({ path: z.string().min(1, { error: 'Path is required' }) }),
      allow: anyone,
      run: async (db, _ctx, _loaded, input) => {
        await db.insert(pageLeaveMetrics).values(metricRow(input.path));
        return { id: input.path };
      },
    }),
    read: {
      echo: method({
        input: EchoInput,
        allow: anyone,
        load: async (_db, _ctx, id) => (id === 'missing' ? undefined : { id }),
        run: async (_db, _ctx, row, input) => ({ id: row.id, input }),
      }),
    },
    lookup: {
      echo: method({ input: EchoInput, allow: anyone, run: async (_db, _ctx, _row, input) => input }),
    },
    update: {
      rename: method({
        input: z.object({ name: z.string() }),
        allow: anyone,
        load: async (_db, _ctx, id) => ({ id }),
        run: async (_db, _ctx, row, input) => ({ id: row.id, name: input.name }),
      }),
    },
    delete: {
      remove: method({
        input: z.object({}),
        allow: signedIn,
        load: async (_db, _ctx, id) => ({ id }),
        run: async () => ({ removed: true }),
      }),
    },
    execute: {
      fail: method({
        input: z.object({}),
        allow: anyone,
        run: async () => {
          throw new Error('secret internal detail');
        },
      }),
      conflict: method({
        input: z.object({}),
        allow: anyone,
        run: async () => {
          throw new AppError('conflict', 'Already done.');
        },
      }),
    },
  },
  (created) => (created as { id: string }).id,
);

let testApp: TestApp;
let agent: TestAgent;
beforeAll(async () => {
  testApp = await createTestApp({}, { resources: [probe], endpoints: [] });
  agent = new TestAgent(testApp.app);
});
afterAll(() => testApp.close());

describe('the /json scheme', () => {
  it('replies {"result": …} to a read, with the path id', async () => {
    const reply = await agent.get('/json/probe/read/echo/abc?count=3');
    expect(reply).toMatchObject({ status: 200, body: { result: { id: 'abc', input: { count: 3 } } } });
  });

  it('decodes bracket arrays, booleans and JSON-encoded objects of a query string', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'open', ids: [1, 2] }));
    const reply = await agent.get(`/json/probe/lookup/echo?tags[]=a&tags[]=b&flag=false&filter=${filter}`);
    expect(reply.body).toEqual({
      result: { tags: ['a', 'b'], flag: false, filter: { status: 'open', ids: [1, 2] } },
    });
  });

  it('decodes a form body the same way, and a JSON body as it is', async () => {
    const form = 'tags[]=x&flag=true&count=7&filter=%7B%22status%22%3A%22s%22%2C%22ids%22%3A%5B3%5D%7D';
    const fromForm = await agent.post('/json/probe/update/rename/r1', 'name=Ann', { form: true });
    expect(fromForm.body).toEqual({ result: { id: 'r1', name: 'Ann' } });
    const lookup = await testApp.app.inject({ method: 'GET', url: `/json/probe/lookup/echo?${form}` });
    expect(JSON.parse(lookup.body)).toEqual({
      result: { tags: ['x'], flag: true, count: 7, filter: { status: 's', ids: [3] } },
    });
    const fromJson = await agent.post('/json/probe/update/rename/r2', { name: 'Budi' });
    expect(fromJson.body).toEqual({ result: { id: 'r2', name: 'Budi' } });
  });

  it('gives a reason per field when validation fails', async () => {
    const reply = await agent.get('/json/probe/lookup/echo?name=A&count=many');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('invalid_input');
    expect(reply.body.fields).toEqual({ name: 'Name is too short', count: expect.any(String) });
  });

  it('answers 404 with the envelope for an unknown resource, method, or row', async () => {
    for (const url of ['/json/nothing/read/x/1', '/json/probe/read/nothing/1', '/json/probe/lookup/nope']) {
      const reply = await agent.get(url);
      expect(reply).toMatchObject({ status: 404, body: { error: 'unknown_method' } });
    }
    const post = await agent.post('/json/probe/execute/nope');
    expect(post).toMatchObject({ status: 404, body: { error: 'unknown_method' } });
    const missingRow = await new TestAgent(testApp.app).get('/json/probe/read/echo/missing');
    expect(missingRow.status).toBe(401);
  });

  it('answers 401 to a visitor and hides internal errors behind a generic 500', async () => {
    expect(await agent.post('/json/probe/delete/remove/1')).toMatchObject({
      status: 401,
      body: { error: 'not_signed_in' },
    });
    const failed = await agent.post('/json/probe/execute/fail');
    expect(failed.status).toBe(500);
    expect(failed.body.error).toBe('internal');
    expect(JSON.stringify(failed.body)).not.toContain('secret internal detail');
    expect(await agent.post('/json/probe/execute/conflict')).toMatchObject({
      status: 409,
      body: { error: 'conflict', reason: 'Already done.' },
    });
  });

  it('refuses malformed and oversized bodies with the envelope', async () => {
    const token = await agent.csrfToken();
    const malformed = await agent.send({
      method: 'POST',
      url: '/json/probe/create',
      headers: { 'content-type': 'application/json', 'x-csrftoken': token },
      payload: '{"path":',
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    const huge = await agent.post('/json/probe/create', { path: 'x'.repeat(300 * 1024) });
    expect(huge).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
  });

  it('runs several reads with multi/read', async () => {
    const methods = JSON.stringify([
      { method: 'echo', id: 'one', args: { count: 1 } },
      { method: 'echo', id: 'two', args: { tags: ['t'] } },
    ]);
    const reply = await agent.get(`/json/probe/multi/read?methodsJSON=${encodeURIComponent(methods)}`);
    expect(reply.body).toEqual({
      result: [
        { id: 'one', input: { count: 1 } },
        { id: 'two', input: { tags: ['t'] } },
      ],
    });
  });

  it('creates and updates with multi/create, all or nothing', async () => {
    const reply = await agent.post('/json/probe/multi/create', {
      creationData: [{ path: '/a/' }, { path: '/b/' }],
      methodsJSON: [{ method: 'rename', args: { name: 'N' } }],
    });
    expect(reply.body).toEqual({
      result: [
        { created: { id: '/a/' }, updates: [{ id: '/a/', name: 'N' }] },
        { created: { id: '/b/' }, updates: [{ id: '/b/', name: 'N' }] },
      ],
    });
    const before = await testApp.database.db.select({ rows: count() }).from(pageLeaveMetrics);
    const failed = await agent.post(
      '/json/probe/multi/create',
      `creationData=${encodeURIComponent(JSON.stringify([{ path: '/c/' }, { path: '' }]))}`,
      { form: true },
    );
    expect(failed).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', reason: 'Path is required' },
    });
    const after = await testApp.database.db.select({ rows: count() }).from(pageLeaveMetrics);
    expect(after).toEqual(before);
  });
});

describe('CSRF', () => {
  it('refuses a POST without the token, with a wrong one, or with a forged cookie pair', async () => {
    const fresh = new TestAgent(testApp.app);
    const noToken = await fresh.post('/json/probe/update/rename/x', { name: 'a' }, { csrf: false });
    expect(noToken).toMatchObject({ status: 403, body: { error: 'csrf_failed' } });
    await fresh.csrfToken();
    const wrong = await fresh.send({
      method: 'POST',
      url: '/json/probe/update/rename/x',
      headers: { 'x-csrftoken': 'forged.token', 'content-type': 'application/json' },
      payload: { name: 'a' },
    });
    expect(wrong.status).toBe(403);
    const forgedPair = await testApp.app.inject({
      method: 'POST',
      url: '/json/probe/update/rename/x',
      headers: { cookie: 'csrftoken=made.up', 'x-csrftoken': 'made.up' },
      payload: { name: 'a' },
    });
    expect(forgedPair.statusCode).toBe(403);
  });

  it('accepts the token in a beacon body field, and never asks it of a GET', async () => {
    const token = await agent.csrfToken();
    const beacon = await agent.post(
      '/json/probe/update/rename/x',
      { name: 'b', csrfmiddlewaretoken: token },
      { csrf: false },
    );
    expect(beacon.status).toBe(200);
    const read = await new TestAgent(testApp.app).get('/json/probe/read/echo/y');
    expect(read.status).toBe(200);
  });

  it('sets a readable csrftoken cookie on every HTML page', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/about/' });
    const cookie = page.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
  });
});
