import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { pageSubscribers, users } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import type { Hook } from '../../modules/hook';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { enrolmentApproved } from '../classes';
import { commentCreated, kudosGiven, postCreated } from '../social';
import { fanOutBatch } from './fan-out';
import { fanOutJob } from './fan-out-job';
import {
  classWithLearners,
  emitAs,
  notificationsFor,
  notificationsOf,
  placeOf,
  setKind,
  zoneAtLocalHour,
} from './notifications-test-kit';

const testApp = setUpTestApp();

type CommentPayload = typeof commentCreated extends Hook<infer Args> ? Args[0] : never;

function comment(setting: Awaited<ReturnType<typeof classWithLearners>>, fields: Record<string, unknown>) {
  return {
    ...placeOf(setting),
    id: randomUUID(),
    postId: null,
    postAuthorId: null,
    parentId: null,
    parentAuthorId: null,
    mentions: [] as string[],
    excerpt: 'Nice work',
    ...fields,
  } as CommentPayload;
}

describe('notifications from social and classes', () => {
  it('tells the post author, the parent comment author and those mentioned, once each, never the actor', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 4);
    const [author, replier, parentAuthor, mentioned] = setting.people;
    const payload = comment(setting, {
      postId: randomUUID(),
      postAuthorId: author!.id,
      parentId: randomUUID(),
      parentAuthorId: parentAuthor!.id,
      authorId: replier!.id,
      // The post's author is mentioned too, and the commenter mentions themselves.
      mentions: [author!.id, mentioned!.id, replier!.id],
    });
    await emitAs(testApp, replier!.id, commentCreated, payload);
    const rows = await notificationsOf(db, payload.id);
    const byUser = new Map(rows.map((row) => [row.userId, row.event]));
    expect(rows).toHaveLength(3);
    expect(byUser.get(author!.id)).toBe('comment_on_post');
    expect(byUser.get(parentAuthor!.id)).toBe('reply_to_comment');
    expect(byUser.get(mentioned!.id)).toBe('mention');
    expect(byUser.has(replier!.id)).toBe(false);
    expect(rows[0]).toMatchObject({
      actorId: replier!.id,
      courseId: setting.course.id,
      cohortId: setting.cohort.id,
      targetUrl: `/courses/${setting.course.path}/week-1/#post-${payload.postId}`,
      data: { excerpt: 'Nice work', sourceId: payload.id },
    });
    // Emitted again (a retry), nobody hears of it twice.
    await emitAs(testApp, replier!.id, commentCreated, payload);
    expect(await notificationsOf(db, payload.id)).toHaveLength(3);
    // Commenting on the page makes the commenter follow it in the class.
    const follows = await db.select().from(pageSubscribers);
    expect(follows.some((row) => row.userId === replier!.id && row.pageId === setting.pageId)).toBe(true);
  });

  it('respects settings: in-app off writes nothing, e-mail daily is due at the digest hour, off is never due', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 4);
    const [silent, daily, noMail, actor] = setting.people;
    await setKind(db, silent!.id, 'mentions', { inApp: false, email: true });
    await setKind(db, daily!.id, 'mentions', { inApp: true, email: true, emailFrequency: 'daily' });
    // Noon where they live: their digest is tomorrow at 8 there.
    await db
      .update(users)
      .set({ timezone: zoneAtLocalHour(12) })
      .where(eq(users.id, daily!.id));
    await setKind(db, noMail!.id, 'mentions', { inApp: true, email: false });
    const payload = comment(setting, { authorId: actor!.id, mentions: [silent!.id, daily!.id, noMail!.id] });
    await emitAs(testApp, actor!.id, commentCreated, payload);
    const rows = await notificationsOf(db, payload.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([daily!.id, noMail!.id].sort());
    const dailyRow = rows.find((row) => row.userId === daily!.id)!;
    expect(dailyRow.emailDigest).toBe(true);
    const hoursAway = (dailyRow.emailDueAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursAway).toBeGreaterThan(19);
    expect(hoursAway).toBeLessThanOrEqual(20);
    expect(dailyRow.emailDueAt!.getUTCMinutes()).toBe(0);
    expect(rows.find((row) => row.userId === noMail!.id)!.emailDueAt).toBeNull();
  });

  it('tells the owner of kudos (not the giver on their own), and the learner whose enrolment was approved', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 2);
    const [owner, giver] = setting.people;
    const postId = randomUUID();
    const kudos = {
      ...placeOf(setting),
      target: 'post' as const,
      targetId: postId,
      postId,
      ownerId: owner!.id,
      giverId: giver!.id,
    };
    await emitAs(testApp, giver!.id, kudosGiven, kudos);
    await emitAs(testApp, owner!.id, kudosGiven, { ...kudos, giverId: owner!.id });
    const rows = await notificationsOf(db, `kudos:${postId}:${giver!.id}`);
    expect(rows.map((row) => [row.userId, row.event, row.kind])).toEqual([
      [owner!.id, 'kudos_on_post', 'kudos'],
    ]);
    expect(await notificationsOf(db, `kudos:${postId}:${owner!.id}`)).toEqual([]);

    const learner = await buildUser(db);
    await emitAs(testApp, owner!.id, enrolmentApproved, {
      userId: learner.id,
      approverId: owner!.id,
      cohortId: setting.cohort.id,
      cohortPath: setting.cohort.path,
      courseId: setting.course.id,
      coursePath: setting.course.path,
    });
    expect((await notificationsFor(db, learner.id)).map((row) => [row.event, row.targetUrl])).toEqual([
      ['enrolment_approved', `/courses/${setting.course.path}/`],
    ]);
  });

  it('tells the followers of a page of a new post there; the poster follows it from then on', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 3);
    const [first, second, third] = setting.people;
    const post = (authorId: string) => ({
      ...placeOf(setting),
      id: randomUUID(),
      type: 'share' as const,
      authorId,
      excerpt: 'My answer',
      cohortIds: [setting.cohort.id],
    });
    const opening = post(first!.id);
    await emitAs(testApp, first!.id, postCreated, opening);
    expect(await notificationsOf(db, opening.id)).toEqual([]);
    await emitAs(testApp, second!.id, postCreated, post(second!.id));
    const third_ = post(third!.id);
    await emitAs(testApp, third!.id, postCreated, third_);
    const rows = await notificationsOf(db, third_.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([first!.id, second!.id].sort());
    expect(rows.every((row) => row.event === 'post_on_followed_page')).toBe(true);
  });

  it('announces to every active member of the classes reached, inline for a small class', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 3);
    const [teacher] = setting.people;
    const announcement = {
      ...placeOf(setting),
      pageId: null,
      id: randomUUID(),
      type: 'announcement' as const,
      authorId: teacher!.id,
      excerpt: 'Class moves to Tuesday',
      cohortIds: [setting.cohort.id],
    };
    await emitAs(testApp, teacher!.id, postCreated, announcement);
    const rows = await notificationsOf(db, announcement.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.targetUrl).toBe(`/courses/${setting.course.path}/`);
  });

  it('fans an announcement out to a class of 5,000 with one INSERT … SELECT per batch', async () => {
    const { db } = testApp.database;
    const setting = await classWithLearners(testApp, 1);
    const [teacher] = setting.people;
    // 5,000 learners, written in one statement each (users, enrolments).
    await db.execute(sql`INSERT INTO users (full_name, email)
      SELECT 'Learner ' || i, 'fan' || i || '-' || ${Date.now()} || '@example.test' FROM generate_series(1, 5000) AS i`);
    await db.execute(sql`INSERT INTO enrolments (user_id, cohort_id, source)
      SELECT id, ${setting.cohort.id}::uuid, 'open' FROM users WHERE email LIKE 'fan%'`);
    const draft = {
      actorId: teacher!.id,
      courseId: setting.course.id,
      cohortId: setting.cohort.id,
      targetUrl: `/courses/${setting.course.path}/`,
      sourceId: randomUUID(),
      excerpt: 'Exam on Friday',
    };
    const audience = {
      kind: 'members' as const,
      cohortIds: [setting.cohort.id],
      event: 'announcement' as const,
    };
    const inserts: string[] = [];
    const counted = {
      ...db,
      execute: (query: Parameters<typeof db.execute>[0]) => {
        const text = (query as { queryChunks?: unknown[] }).queryChunks
          ? JSON.stringify(query)
          : String(query);
        if (text.includes('INSERT INTO notifications')) inserts.push(text);
        return db.execute(query);
      },
    } as typeof db;
    const first = await fanOutBatch(counted, draft, audience, null);
    expect(inserts).toHaveLength(1);
    expect(first.last).not.toBeNull();
    await runJobInline(fanOutJob, { draft, audience }, { db, logger: testApp.deps.logger });
    const [{ count }] = rowsOf<{ count: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS count FROM notifications WHERE data->>'sourceId' = ${draft.sourceId}`,
      ),
    ) as [{ count: number }];
    expect(count).toBe(5000);
  }, 60_000);
});
