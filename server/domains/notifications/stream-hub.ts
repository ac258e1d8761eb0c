import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { NotificationItem } from '../../../common/api/notification';
import { type Database, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { selectOwnedItems } from './notification-list';
import { NOTIFICATION_CHANNEL, recipientsOf } from './notify-channel';

// A transaction that began earlier may commit after a later one: each read looks this far behind
// its cursor, and what a stream already sent is skipped by id (the client skips repeats too).
const LATE_COMMIT_GRACE_MS = 30_000;
/** Items a stream catches up with at most at once (a reconnect after a long sleep). */
const CATCH_UP_MAX = 100;

/** One open stream of one person: where it is, and how to write to it. */
export interface OpenStream {
  readonly userId: string;
  /** New items, oldest first, with the person's unread count after them. */
  send(items: readonly NotificationItem[], unreadCount: number): void;
  end(): void;
}

interface StreamState {
  stream: OpenStream;
  /** The newest creation time sent (or the opening time). */
  cursor: number;
  /** What was sent within the grace window, by id, with its creation time. */
  sent: Map<string, number>;
}

/**
 * The process's open notification streams by person, fed by one LISTEN on the database (its own
 * connection on PostgreSQL). A NOTIFY names recipients; those with a stream here get their new
 * items, read with one query for all of them per batch of payloads heard together.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<StreamState>>();
  private readonly due = new Set<string>();
  private draining: Promise<void> = Promise.resolve();
  private scheduled = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    /** Told of every payload heard (a process without a job queue mails what is due then). */
    private readonly onHeard: () => void = () => {},
  ) {}

  /** Start listening (once, at start-up). */
  async start(): Promise<void> {
    try {
      this.unlisten ??= await this.database.listen(NOTIFICATION_CHANNEL, {
        onPayload: (payload) => this.heard(recipientsOf(payload)),
        // What was sent while the connection was down was not heard: every stream catches up.
        onReconnect: () => this.heard([...this.byUser.keys()]),
      });
    } catch (error) {
      // A database that cannot be reached at start costs live delivery, never the app: its
      // requests answer 503 and /readyz says why; a stream opened later still reads what is new.
      this.logger.error({ err: error }, 'notifications: could not listen for new notifications');
    }
  }

  /** How many streams are open (for tests and the log). */
  get size(): number {
    let count = 0;
    for (const states of this.byUser.values()) count += states.size;
    return count;
  }

  /**
   * Add a stream. Its cursor is the creation time of `lastEventId` (the client's last item, on a
   * reconnect: what came after is sent at once) or now.
   */
  async open(stream: OpenStream, lastEventId: string | undefined): Promise<() => void> {
    const resumeId = lastEventId && isUuid(lastEventId) ? lastEventId : null;
    const [row] = rowsOf<{ cursor: Date | string; resumed: boolean }>(
      await this.database.db.execute(sql`SELECT coalesce(n.created_at, now()) AS cursor, n.id IS NOT NULL AS resumed
        FROM (SELECT 1) AS one
        LEFT JOIN notifications n ON n.id = ${resumeId}::uuid AND n.user_id = ${stream.userId}::uuid`),
    );
    const state: StreamState = { stream, cursor: new Date(row!.cursor).getTime(), sent: new Map() };
    if (row!.resumed) state.sent.set(resumeId!, state.cursor);
    const states = this.byUser.get(stream.userId) ?? new Set();
    states.add(state);
    this.byUser.set(stream.userId, states);
    if (row!.resumed) this.heard([stream.userId]);
    return () => {
      states.delete(state);
      if (states.size === 0 && this.byUser.get(stream.userId) === states) this.byUser.delete(stream.userId);
    };
  }

  /** End every stream (shutdown: their clients reconnect to another process with Last-Event-ID). */
  endStreams(): void {
    for (const states of this.byUser.values()) for (const state of states) state.stream.end();
    this.byUser.clear();
  }

  /** Stop listening. */
  async stop(): Promise<void> {
    this.endStreams();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
    await this.draining;
  }

  private heard(userIds: readonly string[]): void {
    this.onHeard();
    for (const userId of userIds) if (this.byUser.has(userId)) this.due.add(userId);
    if (this.due.size === 0 || this.scheduled) return;
    this.scheduled = true;
    // Payloads heard in the same turn (a fan-out's batch) are read together.
    setImmediate(() => {
      this.scheduled = false;
      this.draining = this.draining
        .then(() => this.deliver())
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'could not deliver notifications to open streams');
        });
    });
  }

  private async deliver(): Promise<void> {
    const userIds = [...this.due].filter((userId) => this.byUser.has(userId));
    this.due.clear();
    if (userIds.length === 0) return;
    let since = Number.POSITIVE_INFINITY;
    for (const userId of userIds)
      for (const state of this.byUser.get(userId)!) since = Math.min(since, state.cursor);
    // The people as ONE array parameter: a list of 1,000 parameters took PostgreSQL 8–25 ms to
    // parse and plan against 4–11 ms for the array (PGlite 25–95 against 13–44 ms).
    const users = `{${userIds.join(',')}}`;
    const found = await selectOwnedItems(
      this.database.db,
      sql`n.user_id = ANY(${users}::uuid[]) AND n.created_at > ${new Date(since - LATE_COMMIT_GRACE_MS).toISOString()}::timestamptz`,
      sql`ORDER BY n.created_at, n.id LIMIT ${CATCH_UP_MAX * userIds.length}`,
    );
    // Grouped by person in one pass (a filter per person cost people × rows: 2 million steps for
    // an announcement to 1,000 streams).
    const byPerson = new Map<string, typeof found>();
    for (const owned of found) {
      const mine = byPerson.get(owned.userId);
      if (mine) mine.push(owned);
      else byPerson.set(owned.userId, [owned]);
    }
    for (const userId of userIds) {
      const mine = byPerson.get(userId) ?? [];
      const unreadCount = mine.at(-1)?.unreadCount ?? 0;
      const items = mine.map((owned) => owned.item);
      for (const state of this.byUser.get(userId) ?? []) sendNew(state, items, unreadCount);
    }
  }
}

// Send a stream what it has not had, newest last, and move its cursor; forget what fell out of the window.
function sendNew(state: StreamState, items: readonly NotificationItem[], unreadCount: number): void {
  const fresh = items.filter(
    (item) => !state.sent.has(item.id) && Date.parse(item.createdAt) > state.cursor - LATE_COMMIT_GRACE_MS,
  );
  if (fresh.length === 0) return;
  for (const item of fresh) {
    const createdAt = Date.parse(item.createdAt);
    state.sent.set(item.id, createdAt);
    state.cursor = Math.max(state.cursor, createdAt);
  }
  for (const [id, createdAt] of state.sent)
    if (createdAt < state.cursor - LATE_COMMIT_GRACE_MS) state.sent.delete(id);
  state.stream.send(fresh, unreadCount);
}
