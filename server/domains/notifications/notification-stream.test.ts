import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { notifyPeople } from './notification-writes';

const testApp = setUpTestApp();

/** An open event stream: the events received so far, and how to wait for more. */
interface Stream {
  events: Array<{ id: string; data: { item: { id: string; excerpt: string }; unreadCount: number } }>;
  waitFor(count: number): Promise<void>;
  close(): void;
  response: IncomingMessage;
}

async function openStream(app: TestApp['app'], cookie: string, lastEventId?: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/notifications/stream/',
        headers: { cookie, ...(lastEventId && { 'last-event-id': lastEventId }) },
      },
      (response) => {
        const events: Stream['events'] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id && data) events.push({ id, data: JSON.parse(data) });
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          events,
          response,
          close: () => req.destroy(),
          async waitFor(count) {
            const deadline = Date.now() + 5000;
            while (events.length < count) {
              if (Date.now() > deadline) throw new Error(`${events.length} of ${count} events arrived`);
              await new Promise((next) => setTimeout(next, 20));
            }
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function notify(db: Db, userId: string, excerpt: string): Promise<void> {
  await db.transaction((tx) =>
    notifyPeople(
      tx as unknown as Db,
      { actorId: null, courseId: null, cohortId: null, targetUrl: '/', sourceId: randomUUID(), excerpt },
      [{ userId, event: 'announcement' }],
    ),
  );
}

async function signedInCookie(app: TestApp['app'], db: Db) {
  const user = await buildUser(db);
  const agent = await signedInAgent(app, user.email);
  return { user, cookie: agent.cookieHeader().cookie! };
}

describe('the live notification stream', () => {
  it('is for signed-in people, as text/event-stream, and delivers a committed notification with its id', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { db } = testApp.database;
    const { user, cookie } = await signedInCookie(testApp.app, db);
    const visitor = await testApp.app.inject({ method: 'GET', url: '/notifications/stream/' });
    expect(visitor.statusCode).toBe(401);

    const stream = await openStream(testApp.app, cookie);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    // A rolled-back write announces nothing.
    await db
      .transaction(async (tx) => {
        await notifyPeople(
          tx as unknown as Db,
          {
            actorId: null,
            courseId: null,
            cohortId: null,
            targetUrl: '/',
            sourceId: randomUUID(),
            excerpt: 'never',
          },
          [{ userId: user.id, event: 'announcement' }],
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await notify(db, user.id, 'first');
    await stream.waitFor(1);
    expect(stream.events[0]!.data).toMatchObject({ item: { excerpt: 'first' }, unreadCount: 1 });
    expect(stream.events[0]!.id).toBe(stream.events[0]!.data.item.id);
    stream.close();

    // Missed while away: a reconnect with Last-Event-ID gets them at once.
    await notify(db, user.id, 'second');
    await notify(db, user.id, 'third');
    const resumed = await openStream(testApp.app, cookie, stream.events[0]!.id);
    await resumed.waitFor(2);
    expect(resumed.events.map((event) => event.data.item.excerpt)).toEqual(['second', 'third']);
    resumed.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the live stream across two web processes', () => {
  it('delivers a notification written through one app to a stream open on another', async () => {
    const other = await createTestApp({ database: testApp.database });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { db } = testApp.database;
      const { user, cookie } = await signedInCookie(other.app, db);
      const stream = await openStream(other.app, cookie);
      await notify(db, user.id, 'from the first process');
      await stream.waitFor(1);
      expect(stream.events[0]!.data.item.excerpt).toBe('from the first process');
      stream.close();
    } finally {
      await other.app.close();
    }
  });
});
