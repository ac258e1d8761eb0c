import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NotificationPage } from '../../../common/api/notification';
import { accessTokenFamilies } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';
import { notifyPeople } from './notification-writes';

const counter = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: counter.onQuery });

const LIST = '/json/notification/lookup/listNotifications';

/** A person with `count` notifications from someone else (newest last). */
async function personWith(count: number) {
  const { db } = testApp.database;
  const user = await buildUser(db);
  const actor = await buildUser(db, { fullName: 'Ana Actor' });
  for (let index = 0; index < count; index++) {
    await notifyPeople(
      db,
      {
        actorId: actor.id,
        courseId: null,
        cohortId: null,
        targetUrl: `/courses/c/p-${index}/`,
        sourceId: randomUUID(),
        excerpt: `Comment ${index}`,
      },
      [{ userId: user.id, event: 'mention' }],
    );
  }
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}

async function accessToken(agent: TestAgent): Promise<string> {
  const reply = await agent.post('/json/auth/access_token/');
  return (reply.body.result as { access_token: string }).access_token;
}

describe('the notification calls', () => {
  it('list a page of 10, newest first, with the unread count; the unread tab; pages after the first', async () => {
    const { agent } = await personWith(13);
    const first = await agent.get(LIST);
    expect(first.status).toBe(200);
    const page = NotificationPage.parse(first.body.result);
    expect(page).toMatchObject({ page: 1, pageSize: 10, hasMore: true, unreadCount: 13 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({
      event: 'mention',
      excerpt: 'Comment 12',
      actor: { fullName: 'Ana Actor', avatarUrl: null },
      isRead: false,
      link: `/redirects/ol_notification/?id=${page.items[0]!.id}`,
    });
    const second = NotificationPage.parse((await agent.get(`${LIST}?page=2`)).body.result);
    expect(second.items.map((item) => item.excerpt)).toEqual(['Comment 2', 'Comment 1', 'Comment 0']);
    expect(second.hasMore).toBe(false);

    const read = await agent.post(`/json/notification/update/markRead/${page.items[0]!.id}`);
    expect(read.body.result).toEqual({ unreadCount: 12 });
    const unread = NotificationPage.parse((await agent.get(`${LIST}?is_read=false`)).body.result);
    expect(unread.items.map((item) => item.id)).not.toContain(page.items[0]!.id);
    expect(unread.unreadCount).toBe(12);
    const readTab = NotificationPage.parse((await agent.get(`${LIST}?is_read=true`)).body.result);
    expect(readTab.items.map((item) => item.id)).toEqual([page.items[0]!.id]);

    expect((await agent.post('/json/notification/execute/markAllRead')).body.result).toEqual({
      unreadCount: 0,
    });
    expect(
      NotificationPage.parse((await agent.get(LIST)).body.result).items.every((item) => item.isRead),
    ).toBe(true);
  });

  it('read a page in the same number of queries whatever its size', async () => {
    const { agent } = await personWith(30);
    const small = await counter.count(() => agent.get(`${LIST}?page_size=2`));
    const large = await counter.count(() => agent.get(`${LIST}?page_size=30`));
    expect(large).toBe(small);
  });

  it('let nobody else mark one read (not found) and visitors nothing', async () => {
    const { agent } = await personWith(1);
    const { agent: stranger } = await personWith(0);
    const [item] = NotificationPage.parse((await agent.get(LIST)).body.result).items;
    expect((await stranger.post(`/json/notification/update/markRead/${item!.id}`)).status).toBe(404);
    const visitor = new TestAgent(testApp.app);
    expect((await visitor.get(LIST)).status).toBe(401);
    expect((await visitor.post('/json/notification/execute/markAllRead')).status).toBe(401);
    expect(NotificationPage.parse((await agent.get(LIST)).body.result).unreadCount).toBe(1);
  });
});

describe('the notification service (spec §7, access-token header)', () => {
  it('keeps posts on followed pages to the `subscribed_pages` of the body when it names them', async () => {
    const { user, agent } = await personWith(1);
    const followed = [randomUUID(), randomUUID()];
    for (const pageId of followed) {
      await notifyPeople(
        testApp.database.db,
        {
          actorId: null,
          courseId: null,
          cohortId: null,
          targetUrl: '/courses/c/p/',
          sourceId: randomUUID(),
          excerpt: `On ${pageId}`,
          pageId,
        },
        [{ userId: user.id, event: 'post_on_followed_page' }],
      );
    }
    const token = await accessToken(agent);
    const search = async (body: Record<string, unknown>) => {
      const reply = await testApp.app.inject({
        method: 'POST',
        url: '/notifications/search/',
        headers: { 'access-token': token },
        payload: body,
      });
      return (reply.json().result.items as Array<{ event: string; excerpt: string }>).map(
        (item) => item.excerpt,
      );
    };
    expect(await search({})).toEqual([`On ${followed[1]}`, `On ${followed[0]}`, 'Comment 0']);
    expect(await search({ subscribed_pages: [followed[0]] })).toEqual([`On ${followed[0]}`, 'Comment 0']);
    expect(await search({ subscribed_pages: [] })).toEqual(['Comment 0']);
  });

  it('answers a good token, and 403 to a missing, bad or expired one and to another person’s id', async () => {
    const { user, agent } = await personWith(3);
    const token = await accessToken(agent);
    const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
      testApp.app.inject({ method: 'POST', url, headers, payload: payload as object });
    const mine = await post(
      `/notifications/user/${user.id}?page=1&page_size=2&is_read=false`,
      { 'access-token': token },
      {
        enrolled_cohorts: [],
        subscribed_pages: [],
        all_cohorts: true,
      },
    );
    expect(mine.statusCode).toBe(200);
    const page = mine.json().result;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].markReadUrl).toBe(`/notifications/${page.items[0].id}/read/`);

    expect((await post(`/notifications/user/${user.id}/`, {})).statusCode).toBe(403);
    expect((await post(`/notifications/user/${user.id}/`, { 'access-token': `${token}x` })).statusCode).toBe(
      403,
    );
    const { user: other } = await personWith(0);
    expect((await post(`/notifications/user/${other.id}/`, { 'access-token': token })).statusCode).toBe(403);
    // A well-signed token whose family is gone (revoked: log-out everywhere ends every family) is refused.
    const { agent: leaving, user: left } = await personWith(0);
    const revoked = await accessToken(leaving);
    await testApp.database.db.delete(accessTokenFamilies).where(eq(accessTokenFamilies.userId, left.id));
    expect((await post('/notifications/search/', { 'access-token': revoked })).statusCode).toBe(403);

    const search = await post('/notifications/search/?action_type=mention&is_read=false', {
      'access-token': token,
    });
    expect(search.json().result.items).toHaveLength(3);
    const none = await post('/notifications/search/?action_type=announcement', { 'access-token': token });
    expect(none.json().result.items).toHaveLength(0);

    const marked = await post(page.items[0].markReadUrl, { 'access-token': token });
    expect(marked.json().result).toEqual({ unreadCount: 2 });
    const all = await post('/notifications/markallread/', { 'access-token': token });
    expect(all.statusCode).toBe(200);
    expect(all.json().result).toEqual({ unreadCount: 0 });
  });
});

describe('the notification redirect', () => {
  it('marks the owner’s read and goes to its target; strangers go home; visitors sign in first', async () => {
    const { agent } = await personWith(1);
    const [item] = NotificationPage.parse((await agent.get(LIST)).body.result).items;
    const visitor = await new TestAgent(testApp.app).get(item!.link);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe(`/accounts/login/?next=${encodeURIComponent(item!.link)}`);

    const { agent: stranger } = await personWith(0);
    const refused = await stranger.get(item!.link);
    expect(refused.headers.location).toBe('/');
    expect(NotificationPage.parse((await agent.get(LIST)).body.result).unreadCount).toBe(1);

    const followed = await agent.get(item!.link);
    expect(followed.status).toBe(302);
    expect(followed.headers.location).toBe('/courses/c/p-0/');
    expect(NotificationPage.parse((await agent.get(LIST)).body.result).unreadCount).toBe(0);
    expect((await agent.get('/redirects/ol_notification/?id=nonsense')).headers.location).toBe('/');
  });

  it('never leaves the site, whatever the stored target', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    const agent = await signedInAgent(testApp.app, user.email);
    for (const target of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      await notifyPeople(
        db,
        {
          actorId: null,
          courseId: null,
          cohortId: null,
          targetUrl: target,
          sourceId: randomUUID(),
          excerpt: '',
        },
        [{ userId: user.id, event: 'announcement' }],
      );
    }
    const { items } = NotificationPage.parse((await agent.get(LIST)).body.result);
    for (const item of items) expect((await agent.get(item.link)).headers.location).toBe('/');
  });
});
