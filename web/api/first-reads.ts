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

/**
 * A query's `meta` naming the address of its first read. A drawing on the server asks that address
 * when the query is left waiting, and draws again with its answer (web/ssr/render-screen.tsx).
 */
export function firstReadMeta(url: string): { firstRead: string } {
  return { firstRead: url };
}

/** Forget the answers not taken, once the first draw is done. */
export function dropFirstReads(): void {
  answers.clear();
  drawn = false;
}
