import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../db/client';
import type { TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { createMailTestApp, type SmtpInbox } from '../../test/smtp-inbox';
import { IMMEDIATE_MAILS_PER_HOUR, sendDailyDigests, sendDueNotificationMail } from './notification-mail';
import { notifyPeople } from './notification-writes';
import { notificationsFor, setKind, zoneAtLocalHour } from './notifications-test-kit';

let testApp: TestApp & { inbox: SmtpInbox };
beforeAll(async () => {
  testApp = await createMailTestApp();
  // The no-queue mail run follows the NOTIFY of each commit, heard once the app is ready.
  await testApp.app.ready();
});
afterAll(() => testApp.close());

async function mention(db: Db, userId: string, actorId: string, excerpt: string): Promise<void> {
  await db.transaction((tx) =>
    notifyPeople(
      tx as unknown as Db,
      { actorId, courseId: null, cohortId: null, targetUrl: '/', sourceId: randomUUID(), excerpt },
      [{ userId, event: 'mention' }],
    ),
  );
}

/** Whole hours from now until the first of the person's notifications falls due to be mailed. */
async function hoursUntilDue(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf<{ hours: number }>(
    await db.execute(sql`SELECT round(extract(epoch FROM min(email_due_at) - now()) / 3600)::int AS hours
      FROM notifications WHERE user_id = ${userId}::uuid AND emailed_at IS NULL`),
  );
  return row!.hours;
}

describe('notification mail', () => {
  it('mails a notification on its own right after the commit, then marks it mailed', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    const actor = await buildUser(db, { fullName: 'Budi Santoso' });
    await mention(db, user.id, actor.id, 'See my note');
    const mail = await testApp.inbox.waitFor(user.email);
    expect(mail.subject).toMatch(/ notification: Budi Santoso mentioned you in —$/);
    expect(mail.text).toContain('See my note');
    expect(mail.text).toContain('/redirects/ol_notification/?id=');
    await testApp.deps.mailer.settled();
    await expect.poll(async () => (await notificationsFor(db, user.id))[0]!.emailedAt).not.toBeNull();
  });

  it('sends one daily digest per person, in their language, listing what is due, and no second that day', async () => {
    const { db } = testApp.database;
    // Noon where they live: the digest hour has passed today.
    const user = await buildUser(db, { preferredLanguage: 'id', timezone: zoneAtLocalHour(12) });
    const actor = await buildUser(db, { fullName: 'Siti' });
    await setKind(db, user.id, 'mentions', { inApp: true, email: true, emailFrequency: 'daily' });
    await mention(db, user.id, actor.id, 'one');
    await mention(db, user.id, actor.id, 'two');
    // Nothing leaves before the digest hour: tomorrow at 8 where they live.
    expect([19, 20]).toContain(await hoursUntilDue(db, user.id));
    expect(await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config })).toBe(0);
    await db.execute(
      sql`UPDATE notifications SET email_due_at = now() - interval '1 minute' WHERE user_id = ${user.id}::uuid`,
    );
    // This run sends it, or the app's own run after a commit got there first (on a server, the
    // commit's NOTIFY may arrive after the update): either way one digest goes.
    await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config });
    const digest = await testApp.inbox.waitFor(user.email);
    expect(digest.subject).toMatch(/^Notifikasi .* Anda hari ini$/);
    expect(digest.text.match(/Siti menyebut Anda/g)).toHaveLength(2);
    expect((await notificationsFor(db, user.id)).every((row) => row.emailedAt !== null)).toBe(true);

    await mention(db, user.id, actor.id, 'three');
    await db.execute(sql`UPDATE notifications SET email_due_at = now() - interval '1 minute'
      WHERE user_id = ${user.id}::uuid AND emailed_at IS NULL`);
    expect(await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config })).toBe(0);
    await testApp.deps.mailer.settled();
    expect(testApp.inbox.messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);
  });
  it('in the digest hour, sends today’s digest at once, and what comes after it waits for tomorrow’s', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db, { timezone: zoneAtLocalHour(8) });
    const actor = await buildUser(db, { fullName: 'Siti' });
    await setKind(db, user.id, 'mentions', { inApp: true, email: true, emailFrequency: 'daily' });
    // The commit's own mail run (no job queue here) sends the digest that is due.
    await mention(db, user.id, actor.id, 'early');
    const digest = await testApp.inbox.waitFor(user.email);
    expect(digest.subject).toMatch(/^Your .* notifications of the day$/);
    expect(digest.text).toContain('Siti mentioned you');
    await expect.poll(async () => (await notificationsFor(db, user.id))[0]!.emailedAt).not.toBeNull();

    await mention(db, user.id, actor.id, 'late');
    expect(await hoursUntilDue(db, user.id)).toBeGreaterThanOrEqual(23);
    // A digest due again within the day (rows written directly) moves to the next digest hour.
    await db.execute(sql`UPDATE notifications SET email_due_at = now() - interval '1 minute'
      WHERE user_id = ${user.id}::uuid AND emailed_at IS NULL`);
    expect(await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config })).toBe(0);
    // Moved by this run, or by the app's own run after the commit when it holds the rows first.
    await expect.poll(() => hoursUntilDue(db, user.id)).toBeGreaterThanOrEqual(23);
    await testApp.deps.mailer.settled();
    expect(testApp.inbox.messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);
  });

  it('mails a batch with the hourly cap counted for everyone at once: past it, the rest go to the digest', async () => {
    const { db } = testApp.database;
    // Noon where the busy person lives, so their next digest hour is hours away whenever this runs.
    const busy = await buildUser(db, { timezone: zoneAtLocalHour(12) });
    const calm = await buildUser(db);
    // Due rows written directly (no NOTIFY, so only this call mails them): 15 for one, 2 for another.
    const due = (userId: string, count: number) =>
      db.execute(sql`INSERT INTO notifications (user_id, kind, event, target_url, data, email_due_at)
        SELECT ${userId}::uuid, 'mentions', 'mention', '/', jsonb_build_object('excerpt', 'n' || i, 'sourceId', gen_random_uuid()::text),
          now() - interval '1 second' FROM generate_series(1, ${count}::int) AS i`);
    await due(busy.id, IMMEDIATE_MAILS_PER_HOUR + 3);
    await due(calm.id, 2);
    await sendDueNotificationMail(db, { mailer: testApp.deps.mailer, config: testApp.deps.config });
    await testApp.deps.mailer.settled();
    const busyRows = await notificationsFor(db, busy.id);
    expect(busyRows.filter((row) => row.emailedAt !== null)).toHaveLength(IMMEDIATE_MAILS_PER_HOUR);
    expect(busyRows.filter((row) => row.emailDigest && row.emailedAt === null)).toHaveLength(3);
    // The rest wait for the busy person's next digest hour, not the next sweep.
    expect([19, 20]).toContain(await hoursUntilDue(db, busy.id));
    expect((await notificationsFor(db, calm.id)).every((row) => row.emailedAt !== null)).toBe(true);
    await expect
      .poll(() => testApp.inbox.messages.filter((message) => message.to.includes(busy.email)).length)
      .toBe(IMMEDIATE_MAILS_PER_HOUR);
    expect(testApp.inbox.messages.filter((message) => message.to.includes(calm.email))).toHaveLength(2);
  });
  it('lets the event loop turn between batches of mail, so requests and streams are served meanwhile', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    // 250 due rows for three batches (written directly: no NOTIFY, so only this call mails them).
    await db.execute(sql`INSERT INTO notifications (user_id, kind, event, target_url, data, email_due_at)
      SELECT ${user.id}::uuid, 'mentions', 'mention', '/', jsonb_build_object('sourceId', gen_random_uuid()::text),
        now() - interval '1 second' FROM generate_series(1, 250) AS i`);
    let finished = false;
    let turnedWhileMailing = false;
    const run = sendDueNotificationMail(db, { mailer: testApp.deps.mailer, config: testApp.deps.config });
    setImmediate(() => {
      turnedWhileMailing = !finished;
    });
    await run;
    finished = true;
    await testApp.deps.mailer.settled();
    expect(turnedWhileMailing).toBe(true);
  });
});
