import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_STREAM_PATH, type NotificationItem } from '../../../common/api/notification';
import { sessionActorOf } from '../../http/sessions';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { sendDueMail } from './notification-mail';
import { StreamHub } from './stream-hub';

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 5_000;

/** One server-sent event per item (`id:` the item's, so a reconnect resumes after it). */
export function eventText(item: NotificationItem, unreadCount: number): string {
  return `id: ${item.id}\nevent: notification\ndata: ${JSON.stringify({ item, unreadCount })}\n\n`;
}

/**
 * `GET /notifications/stream/` (signed in): server-sent events of the person's new notifications,
 * from this process's hub. Started with the app, its streams end before the server closes (the
 * shutdown's `app.close()` runs `preClose` first), and the listener stops with it.
 */
export function registerNotificationStream(app: FastifyInstance, deps: AppDeps): StreamHub {
  const hub = new StreamHub(deps.database, deps.logger, mailWithoutQueue(deps));
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', (done) => {
    hub.endStreams();
    done();
  });
  app.addHook('onClose', () => hub.stop());

  app.get(NOTIFICATION_STREAM_PATH, async (request, reply) => {
    const { userId } = await sessionActorOf(deps, request);
    if (userId === null) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' ? header.trim() : undefined;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = hub.open(
      {
        userId,
        send: (items, unreadCount) => {
          for (const item of items) raw.write(eventText(item, unreadCount));
        },
        end: () => raw.end(),
      },
      lastEventId,
    );
    raw.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      void close.then((remove) => remove());
    });
    await close.catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not open a notification stream');
      if (!closed) raw.end();
    });
  });
  return hub;
}

/**
 * Without a job queue (tests, a lone process on the embedded database) nothing would run the mail
 * job: the mail due now is sent when a NOTIFY says new notifications committed, one run at a time.
 */
function mailWithoutQueue(deps: AppDeps): () => void {
  if (deps.jobs) return () => {};
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = sendDueMail(deps.database.db, deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'could not send notification mail'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}
