import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { MailTemplateKey } from './copy/mail-copy';
import { deliverOutboxMail } from './delivery';
import { type KeptMail, type MailPrinter, showKeptMail } from './kept-mail';
import { sendMailJob } from './send-mail-job';
import { loadTemplate, type MailValues, renderTemplate, templateLanguage } from './templates';

/** One message to send: a template, the recipient's language and the values of its placeholders. */
export interface MailMessage {
  to: string;
  template: MailTemplateKey;
  /** The recipient's preferred language; English when it is not one we write in. */
  language: string;
  values: MailValues;
}

/** Queues mail inside a transaction: the rows commit (or roll back) with the caller's writes. */
export interface Outbox {
  send(message: MailMessage): Promise<void>;
  /** Queue several messages with one insert (each template read once). */
  sendAll(messages: readonly MailMessage[]): Promise<void>;
}

/** The platform's one mailer (transactional outbox). */
export interface Mailer {
  /**
   * Run `work` in one transaction; the mail it queues is written to mail_outbox in that same
   * transaction and leaves only after the commit. Call it with the database, not a transaction.
   */
  transaction<T>(db: Db, work: (tx: Db, outbox: Outbox) => Promise<T>): Promise<T>;
  /** Resolves once the deliveries this process started have finished (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Build the mailer: SMTP when SMTP_URL is set, otherwise the outbox table, with a readable copy on
 * the console (`print`, standard output by default).
 */
export function createMailer(deps: {
  config: Config;
  logger: Logger;
  jobs?: JobQueue | undefined;
  print?: MailPrinter;
}): Mailer {
  const { config, logger, jobs, print } = deps;
  const smtpUrl = config.SMTP_URL;
  const inFlight = new Set<Promise<void>>();

  /** Write `messages` to the outbox in one insert, each template read once. */
  async function queue(
    tx: Db,
    messages: readonly MailMessage[],
  ): Promise<Array<KeptMail & { status: 'pending' | 'kept' }>> {
    if (messages.length === 0) return [];
    const templates = new Map<string, ReturnType<typeof loadTemplate>>();
    const status: 'pending' | 'kept' = smtpUrl ? 'pending' : 'kept';
    const values: Array<
      typeof mailOutbox.$inferInsert & {
        id: string;
        templateKey: MailTemplateKey;
        subject: string;
        bodyText: string;
      }
    > = [];
    for (const message of messages) {
      const language = templateLanguage(message.language);
      const templateKey = `${message.template}\n${language}`;
      if (!templates.has(templateKey))
        templates.set(templateKey, loadTemplate(tx, message.template, language));
      const template = await templates.get(templateKey)!;
      const rendered = renderTemplate(template, { brandName: config.BRAND_NAME, ...message.values });
      values.push({
        // Made here, so each message knows its row without relying on the order RETURNING gives.
        id: randomUUID(),
        toAddress: message.to,
        templateKey: message.template,
        language,
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
        status,
      });
    }
    await tx.insert(mailOutbox).values(values);
    return values.map((value) => ({
      id: value.id,
      status,
      toAddress: value.toAddress,
      templateKey: value.templateKey,
      subject: value.subject,
      bodyText: value.bodyText,
    }));
  }

  // With a job queue the row is always handed to it: the worker retries a refused message. Without
  // one (RUN_JOBS=0 on the embedded database, tests) it is sent from this process right away, without making the request
  // wait for SMTP; the scheduled sweep of any worker picks up what a crash left pending.
  async function dispatch(db: Db, mail: KeptMail & { status: 'pending' | 'kept' }): Promise<void> {
    if (mail.status === 'kept') {
      showKeptMail(logger, mail, print);
      return;
    }
    if (jobs) {
      await jobs.send(sendMailJob, { outboxId: mail.id }).catch((error: Error) => {
        logger.error({ mailId: mail.id, err: error }, 'could not queue mail; the sweep will send it');
      });
      return;
    }
    const delivery = deliverOutboxMail({ db, logger, smtpUrl, from: config.MAIL_FROM }, mail.id)
      .catch(() => undefined)
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  return {
    async transaction(db, work) {
      const queued: Array<KeptMail & { status: 'pending' | 'kept' }> = [];
      const result = await db.transaction((tx) =>
        work(tx as unknown as Db, {
          send: async (message) => {
            queued.push(...(await queue(tx as unknown as Db, [message])));
          },
          sendAll: async (messages) => {
            queued.push(...(await queue(tx as unknown as Db, messages)));
          },
        }),
      );
      for (const mail of queued) await dispatch(db, mail);
      return result;
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
