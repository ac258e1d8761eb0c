// The answers of the first screen's reads that came with a page the server drew (server/http/
// server-drawing.ts): the app's first draw takes them instead of asking again, so it draws what the
// server drew and hydrates it. Each is taken once, by the address the app would have asked
// (call.ts `callUrl`, the address `client.ts` sends to, as the server's preloads name them), so a
// later visit to the same screen reads afresh.
let answers = new Map<string, unknown>();
let drawn = false;

/** Keep the answers that came with the page, by address. */
export function keepFirstReads(reads: Readonly<Record<string, unknown>>): void {
  answers = new Map(Object.entries(reads));
  drawn = true;
}

/** Is the app drawing the page the server drew (or drawing it on the server), with its answers? */
export function drawingServerPage(): boolean {
  return drawn;
}

/** The answer the page came with for `url`, taken (undefined when it came with none). */
export function takeFirstRead<T>(url: string): T | undefined {
  const answer = answers.get(url) as T | undefined;
  answers.delete(url);
  return answer;
}

/** A query's `meta` naming the address of its first read. */
export function firstReadMeta(url: string): { firstRead: string } {
  return { firstRead: url };
}

/**
 * `options` of a first read that a drawing on the server waits for: when the drawing leaves the
 * query waiting, the server asks its address and draws again with the answer
 * (web/ssr/render-screen.tsx). Only for reads that show what the reader reads (an outline's marks,
 * dates), never the controls they act on: a control drawn in a part whose code has not hydrated
 * yet would drop a click, which React does not replay.
 */
export function drawnWhenWaited<Options extends { meta?: Record<string, unknown> }>(
  options: Options,
): Options {
  return { ...options, meta: { ...options.meta, drawnWhenWaited: true } };
}

/** Forget the answers not taken, once the first draw is done. */
export function dropFirstReads(): void {
  answers.clear();
  drawn = false;
}
