import { sql } from 'drizzle-orm';
import { type NotificationEvent, notificationLink } from '../../../common/api/notification';
import { SCREEN_ROUTES } from '../../../common/routes';
import type { Config } from '../../config';
import { type Db, rowsOf } from '../../db/client';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { templateLanguage } from '../../mail/templates';
import { countHit, countHits } from '../../security/rate-limit';
import { mailSentence } from './mail-words';
import { nextDigestHourSql } from './notification-writes';

/** At most this many notification mails of their own per person per hour; the rest wait for the digest. */
export const IMMEDIATE_MAILS_PER_HOUR = 12;
/** Notifications mailed per transaction. */
const MAIL_BATCH = 100;
/** A digest lists at most this many; the link leads to the rest. */
export const DIGEST_ITEMS_MAX = 50;
// One digest per person per day: what falls due within this window after one waits for the next digest hour.
const DIGEST_WINDOW_SECONDS = 20 * 3600;

interface DueRow {
  id: string;
  user_id: string;
  event: NotificationEvent;
  excerpt: string | null;
  email: string;
  full_name: string;
  preferred_language: string;
  actor_name: string | null;
  course_name: string | null;
  class_name: string | null;
}

interface MailDeps {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

const DUE_COLUMNS = sql`n.id, n.user_id, n.event, n.data->>'excerpt' AS excerpt, u.email, u.full_name,
  u.preferred_language, a.full_name AS actor_name, c.name AS course_name, k.name AS class_name`;
const DUE_JOINS = sql`JOIN users u ON u.id = n.user_id
  LEFT JOIN users a ON a.id = n.actor_id
  LEFT JOIN courses c ON c.id = n.course_id
  LEFT JOIN cohorts k ON k.id = n.cohort_id`;

/**
 * Mail every notification due now on its own (e-mail 'immediately'), through the outbox, each
 * batch in its own transaction of five statements whatever its size (the due rows, everyone's
 * hourly count, the outbox rows, the marks), and mark them mailed. Past IMMEDIATE_MAILS_PER_HOUR for a person,
 * the rest move to their digest instead. Returns how many were mailed.
 */
export async function sendDueNotificationMail(db: Db, deps: MailDeps): Promise<number> {
  let mailed = 0;
  for (;;) {
    const handled = await deps.mailer.transaction(db, async (tx, outbox) => {
      const due = rowsOf<DueRow>(
        await tx.execute(sql`SELECT ${DUE_COLUMNS} FROM notifications n ${DUE_JOINS}
          WHERE n.email_due_at <= now() AND n.emailed_at IS NULL AND NOT n.email_digest
          ORDER BY n.email_due_at LIMIT ${MAIL_BATCH} FOR UPDATE OF n SKIP LOCKED`),
      );
      // Each person's hits of the hour, counted for the whole batch in one statement: their k-th
      // notification here is their (count after − their number here + k)-th mail of the hour.
      const perPerson = new Map<string, number>();
      for (const row of due)
        perPerson.set(mailKey(row.user_id), (perPerson.get(mailKey(row.user_id)) ?? 0) + 1);
      const counts = await countHits(tx, perPerson, 3600);
      const seen = new Map<string, number>();
      const sent: string[] = [];
      const deferred: string[] = [];
      const messages: MailMessage[] = [];
      for (const row of due) {
        const key = mailKey(row.user_id);
        const place = (seen.get(key) ?? 0) + 1;
        seen.set(key, place);
        if (counts.get(key)! - perPerson.get(key)! + place > IMMEDIATE_MAILS_PER_HOUR) {
          deferred.push(row.id);
          continue;
        }
        const language = templateLanguage(row.preferred_language);
        messages.push({
          to: row.email,
          template: 'notification',
          language,
          values: {
            fullName: row.full_name,
            summary: mailSentence(language, eventOf(row)),
            excerpt: row.excerpt ?? '',
            link: `${deps.config.PUBLIC_URL}${notificationLink(row.id)}`,
            settingsLink: `${deps.config.PUBLIC_URL}${SCREEN_ROUTES.notificationSettings}`,
          },
        });
        sent.push(row.id);
      }
      await outbox.sendAll(messages);
      await markMailed(tx, sent);
      if (deferred.length > 0) await toNextDigest(tx, deferred);
      mailed += sent.length;
      return due.length;
    });
    if (handled < MAIL_BATCH) return mailed;
    // PGlite answers without I/O, so a loop of its queries never lets the event loop turn: between
    // batches the process serves its requests and streams (the new notifications' delivery, which
    // waited for all of a 1,000-person announcement's mail without this).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Send each person whose digest is due one mail listing their due notifications (newest first, at
 * most DIGEST_ITEMS_MAX), in their language, and mark them mailed; at most one digest a day each
 * (what falls due after it waits for their next digest hour). Returns how many digests were sent.
 */
export async function sendDailyDigests(db: Db, deps: MailDeps): Promise<number> {
  let sentDigests = 0;
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const people: Array<{ user_id: string }> = rowsOf<{ user_id: string }>(
      await db.execute(sql`SELECT DISTINCT user_id FROM notifications
        WHERE email_digest AND email_due_at <= now() AND emailed_at IS NULL
          ${from === null ? sql`` : sql`AND user_id > ${from}::uuid`}
        ORDER BY user_id LIMIT ${MAIL_BATCH}`),
    );
    for (const { user_id: userId } of people) {
      if (await sendDigestOf(db, deps, userId)) sentDigests++;
    }
    if (people.length < MAIL_BATCH) return sentDigests;
    after = people.at(-1)!.user_id;
  }
}

/** One person's digest, in its own transaction; false when none is due or they had one within the day. */
async function sendDigestOf(db: Db, deps: MailDeps, userId: string): Promise<boolean> {
  return deps.mailer.transaction(db, async (tx, outbox) => {
    const due = rowsOf<DueRow>(
      await tx.execute(sql`SELECT ${DUE_COLUMNS} FROM notifications n ${DUE_JOINS}
        WHERE n.user_id = ${userId}::uuid AND n.email_digest AND n.email_due_at <= now() AND n.emailed_at IS NULL
        ORDER BY n.created_at DESC, n.id FOR UPDATE OF n SKIP LOCKED`),
    );
    const first = due[0];
    if (!first) return false;
    if ((await countHit(tx, `notification-digest:${userId}`, DIGEST_WINDOW_SECONDS)) > 1) {
      await toNextDigest(
        tx,
        due.map((row) => row.id),
      );
      return false;
    }
    const language = templateLanguage(first.preferred_language);
    const lines = due.slice(0, DIGEST_ITEMS_MAX).map((row) => `• ${mailSentence(language, eventOf(row))}`);
    await outbox.send({
      to: first.email,
      template: 'notification_digest',
      language,
      values: {
        fullName: first.full_name,
        list: lines.join('\n'),
        link: deps.config.PUBLIC_URL,
        settingsLink: `${deps.config.PUBLIC_URL}${SCREEN_ROUTES.notificationSettings}`,
      },
    });
    await markMailed(
      tx,
      due.map((row) => row.id),
    );
    return true;
  });
}

/** Move notifications into their person's next digest, at their next digest hour. */
async function toNextDigest(db: Db, ids: readonly string[]): Promise<void> {
  await db.execute(sql`UPDATE notifications n SET email_digest = true,
      email_due_at = ${nextDigestHourSql(sql`u.timezone`)}
    FROM users u WHERE u.id = n.user_id AND n.id IN (${idList(ids)})`);
}

/**
 * Mail all that is due now: notifications mailed on their own, then the daily digests whose hour
 * has come. Returns how many of each went.
 */
export async function sendDueMail(db: Db, deps: MailDeps): Promise<{ mailed: number; digests: number }> {
  const mailed = await sendDueNotificationMail(db, deps);
  return { mailed, digests: await sendDailyDigests(db, deps) };
}

/** The rate-limit key of a person's immediate notification mail. */
const mailKey = (userId: string) => `notification-mail:${userId}`;

function eventOf(row: DueRow) {
  return {
    event: row.event,
    actorName: row.actor_name,
    courseName: row.course_name,
    className: row.class_name,
    excerpt: row.excerpt,
  };
}

function idList(ids: readonly string[]) {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

async function markMailed(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE notifications SET emailed_at = now() WHERE id IN (${idList(ids)})`);
}
