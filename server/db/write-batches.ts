import type { Db } from './client';

/** What a batch's writer answers for each item, in the items' order: its outcome, or the error its caller gets. */
export type BatchOutcome<Outcome> = { ok: true; value: Outcome } | { ok: false; error: unknown };

interface Waiting<Item, Outcome> {
  item: Item;
  key: string;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes of one kind committed together (group commit): the items added in one turn of the event
 * loop go in one batch, and an item added while a batch is being written waits and goes in the
 * next, so a burst costs a few statements and one commit per batch instead of per item, and a lone
 * item goes at the next turn. `write` gets the items in one
 * transaction and answers each one's outcome; an item it refuses (`ok: false`) fails its own
 * caller only. Two items of the same key never share a batch (the later waits for the next), so
 * `write` may lock and upsert by key. When a batch fails as a whole (a lost connection, a
 * deadlock, a constraint), each of its items is written again alone, so only a bad item's caller
 * sees the error.
 */
export class WriteBatches<Item, Outcome> {
  #waiting: Waiting<Item, Outcome>[] = [];
  #writing = false;

  constructor(
    private readonly db: Db,
    private readonly write: (tx: Db, items: readonly Item[]) => Promise<BatchOutcome<Outcome>[]>,
    private readonly keyOf: (item: Item) => string,
    // A bound on one transaction's length (and its statements' parameters).
    private readonly largest = 200,
  ) {}

  /** Write `item` in the next batch; settles with its outcome once that batch commits. */
  add(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.#waiting.push({ item, key: this.keyOf(item), resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        // Items whose callers are ready in this turn of the event loop join it.
        await new Promise((resolve) => setImmediate(resolve));
        await this.#commit(this.#nextBatch());
      }
    } finally {
      this.#writing = false;
    }
  }

  /** The waiting items of distinct keys, oldest first, up to `largest`; the rest wait on. */
  #nextBatch(): Waiting<Item, Outcome>[] {
    const keys = new Set<string>();
    const batch: Waiting<Item, Outcome>[] = [];
    const rest: Waiting<Item, Outcome>[] = [];
    for (const waiting of this.#waiting) {
      if (batch.length < this.largest && !keys.has(waiting.key)) {
        keys.add(waiting.key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.#waiting = rest;
    return batch;
  }

  async #commit(batch: readonly Waiting<Item, Outcome>[]): Promise<void> {
    let outcomes: BatchOutcome<Outcome>[];
    try {
      outcomes = await this.db.transaction((tx) =>
        this.write(
          tx as unknown as Db,
          batch.map((waiting) => waiting.item),
        ),
      );
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const waiting of batch) await this.#commit([waiting]);
      return;
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
