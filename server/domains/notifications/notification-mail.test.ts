import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { createMailTestApp, type SmtpInbox } from '../../test/smtp-inbox';
import { sendDailyDigests } from './notification-mail';
import { notifyPeople } from './notification-writes';
import { notificationsFor, setKind } from './notifications-test-kit';

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
    const user = await buildUser(db, { preferredLanguage: 'id' });
    const actor = await buildUser(db, { fullName: 'Siti' });
    await setKind(db, user.id, 'mentions', { inApp: true, email: true, emailFrequency: 'daily' });
    await mention(db, user.id, actor.id, 'one');
    await mention(db, user.id, actor.id, 'two');
    // Nothing leaves before the digest hour.
    expect(await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config })).toBe(0);
    await db.execute(
      sql`UPDATE notifications SET email_due_at = now() - interval '1 minute' WHERE user_id = ${user.id}::uuid`,
    );
    expect(await sendDailyDigests(db, { mailer: testApp.deps.mailer, config: testApp.deps.config })).toBe(1);
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
});
