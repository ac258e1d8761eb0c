import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { showKeptMail } from './kept-mail';

/** What delivering an outbox row needs: the database, a logger, the SMTP server and sender. */
export interface DeliveryDeps {
  db: Db;
  logger: Logger;
  /** Absent when SMTP is not configured: messages are then kept and logged. */
  smtpUrl: string | undefined;
  from: string;
}

// Rows older than this are left by a request that never handed them to the queue (a crash between
// commit and enqueue); younger ones are still on their way and must not be sent twice.
const STALE_AFTER = '2 minutes';
const SWEEP_BATCH = 50;

const transports = new Map<string, Transporter>();

/** The SMTP transport of `url`, one per address for the life of the process. */
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Send the outbox row `id` if it is still waiting ('pending', or 'failed' on a retry) and mark it
 * sent or failed. Throws when SMTP refuses it, so a job retries.
 */
export async function deliverOutboxMail(deps: DeliveryDeps, id: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])));
  if (!row) return;
  if (!deps.smtpUrl) {
    await deps.db.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, id));
    showKeptMail(deps.logger, row);
    return;
  }
  try {
    await smtpTransport(deps.smtpUrl).sendMail({
      from: deps.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      html: row.bodyHtml,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(mailOutbox)
      .set({ status: 'failed', error: message.slice(0, 1000) })
      .where(eq(mailOutbox.id, id));
    deps.logger.warn({ mailId: id, template: row.templateKey, err: message }, 'mail delivery failed');
    throw error;
  }
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), error: null })
    .where(eq(mailOutbox.id, id));
}

/** Deliver pending rows nobody handed to the queue; returns how many were sent. */
export async function deliverStalePending(deps: DeliveryDeps): Promise<number> {
  const stale = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, sql`now() - ${STALE_AFTER}::interval`)),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const { id } of stale) {
    try {
      await deliverOutboxMail(deps, id);
      sent++;
    } catch {
      // One refused message must not hold back the others; it is marked failed with its reason.
    }
  }
  return sent;
}
