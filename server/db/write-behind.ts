import type { Logger } from 'pino';
import type { Database, Db } from './client';
import { onePerHandle } from './per-handle';

/** How often a process writes the bookkeeping its reads deferred (and so, at most, what a crash loses). */
export const WRITE_BEHIND_INTERVAL_MS = 2 * 60 * 1000;

/** One deferred write: whose bookkeeping it is, and how to write it. */
interface Pending {
  userId: string;
  write: (db: Db) => Promise<void>;
}

/**
 * Bookkeeping that reads record without writing (issue 11 point 3; decision 0014): page and course
 * visits and the progress a page view counts. A read defers a write under a key (a person and a
 * page); a later read of the same key replaces it, so each key is written at most once per flush.
 * The buffer lives in this process: it is written every WRITE_BEHIND_INTERVAL_MS, when the app
 * closes, and before a read or write of the same person's bookkeeping (`settle`), so a person
 * reads their own visits at once; other processes see them after the next flush.
 */
export class WriteBehind {
  readonly #pending = new Map<string, Pending>();
  // Flushes run one after another, so a settle never reads before an earlier flush has committed.
  #queue: Promise<void> = Promise.resolve();

  /** Defer `write` under `key`, replacing what was deferred under it. */
  defer(key: string, userId: string, write: (db: Db) => Promise<void>): void {
    this.#pending.delete(key);
    this.#pending.set(key, { userId, write });
  }

  /** How many keys wait to be written. */
  get size(): number {
    return this.#pending.size;
  }

  /**
   * Write what is deferred (only `userId`'s when given) in one transaction (a savepoint inside a
   * caller's transaction). Writes that fail go back to the buffer unless replaced meanwhile.
   */
  settle(db: Db, userId?: string): Promise<void> {
    const taken = new Map<string, Pending>();
    for (const [key, pending] of this.#pending) {
      if (userId !== undefined && pending.userId !== userId) continue;
      taken.set(key, pending);
      this.#pending.delete(key);
    }
    const run = this.#queue.then(async () => {
      if (taken.size === 0) return;
      try {
        await db.transaction(async (tx) => {
          for (const pending of taken.values()) await pending.write(tx as unknown as Db);
        });
      } catch (error) {
        for (const [key, pending] of taken) if (!this.#pending.has(key)) this.#pending.set(key, pending);
        throw error;
      }
    });
    this.#queue = run.catch(() => {});
    return run;
  }
}

/** The write-behind buffer of an open database (one per database handle in this process). */
export const writeBehindOf: (database: Database) => WriteBehind = onePerHandle(() => new WriteBehind());

/**
 * Flush `database`'s buffer every WRITE_BEHIND_INTERVAL_MS until the returned stop, which flushes
 * it a last time (the app calls it when it closes, before the database closes).
 */
export function flushPeriodically(database: Database, logger: Logger): () => Promise<void> {
  const buffer = writeBehindOf(database);
  const flush = () =>
    buffer.settle(database.db).catch((error: unknown) => {
      // Kept in the buffer for the next flush.
      logger.error({ err: error }, 'Writing deferred bookkeeping failed');
    });
  const timer = setInterval(flush, WRITE_BEHIND_INTERVAL_MS).unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}
