/**
 * Counts the database queries of a test app: give `onQuery` to createTestApp, then measure what a
 * step costs.
 */
export class QueryCounter {
  #total = 0;

  /** The listener to give createTestApp as `onQuery`. */
  readonly onQuery = (): void => {
    this.#total++;
  };

  /** Run `step`: its result, and the number of queries run while it ran. */
  async measure<T>(step: () => Promise<T>): Promise<[result: T, queries: number]> {
    const before = this.#total;
    const result = await step();
    return [result, this.#total - before];
  }

  /** The number of queries run while `step` ran. */
  async count(step: () => Promise<unknown>): Promise<number> {
    return (await this.measure(step))[1];
  }

  /**
   * The least number of queries of `runs` runs of `step`, a moment apart: on PostgreSQL the app's
   * background work (a job run soon after a write) may land in one run and be counted into it.
   */
  async least(step: () => Promise<unknown>, runs = 3): Promise<number> {
    const counts: number[] = [];
    for (let run = 0; run < runs; run++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      counts.push(await this.count(step));
    }
    return Math.min(...counts);
  }
}
