import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A message as it is kept when no SMTP server is configured. */
export interface KeptMail {
  id: string;
  toAddress: string;
  templateKey: string;
  subject: string;
  bodyText: string;
}

/** Where the readable copy of kept mail goes: the terminal of the developer running the platform. */
export type MailPrinter = (text: string) => void;

const printToConsole: MailPrinter = (text) => {
  process.stdout.write(text);
};

/** How many days kept mail stays in the outbox, and how many messages at most. */
export const KEPT_MAIL_DAYS = 7;
export const KEPT_MAIL_MAX = 500;

/**
 * Without SMTP the outbox is the mailbox: the message stays in mail_outbox (staff read it on
 * /wasabi/mail-outbox/), the log gets a line without its text (links and codes are secrets), and
 * the console a readable copy whenever the log shows `info`, so a developer can follow the link.
 */
export function showKeptMail(logger: Logger, mail: KeptMail, print: MailPrinter = printToConsole): void {
  logger.info(
    { mailId: mail.id, to: mail.toAddress, template: mail.templateKey },
    'mail kept in the outbox (SMTP_URL is not set)',
  );
  if (logger.isLevelEnabled('info')) print(formatKeptMail(mail));
}

/** A kept message as plain text for a terminal. */
export function formatKeptMail(mail: KeptMail): string {
  const rule = '─'.repeat(72);
  return [
    '',
    rule,
    `Mail kept (SMTP_URL is not set): ${mail.templateKey}`,
    `To:      ${mail.toAddress}`,
    `Subject: ${mail.subject}`,
    rule,
    mail.bodyText.trim(),
    rule,
    '',
    '',
  ].join('\n');
}

/** The kept messages, newest first, `limit` of them from before `before` (a message id) when given. */
export async function listKeptMail(
  db: Db,
  options: { limit: number; before?: string | undefined },
): Promise<Array<KeptMail & { language: string; createdAt: Date }>> {
  const kept = eq(mailOutbox.status, 'kept');
  const older = options.before
    ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (
        SELECT created_at, id FROM ${mailOutbox} WHERE id = ${options.before})`
    : undefined;
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      templateKey: mailOutbox.templateKey,
      language: mailOutbox.language,
      subject: mailOutbox.subject,
      bodyText: mailOutbox.bodyText,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(older ? and(kept, older) : kept)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

/** Bounded retention: kept mail older than KEPT_MAIL_DAYS, or beyond the newest KEPT_MAIL_MAX, goes. */
export async function purgeKeptMail(db: Db): Promise<number> {
  const newest = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'kept'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(KEPT_MAIL_MAX);
  const purged = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'kept'),
        or(
          lt(mailOutbox.createdAt, sql`now() - ${`${KEPT_MAIL_DAYS} days`}::interval`),
          notInArray(mailOutbox.id, newest),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}
