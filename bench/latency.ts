/** Run `work` `runs` times after `warmup` runs; its p50, p95 and p99 in milliseconds. */
export async function latency(
  work: (run: number) => Promise<unknown>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<{ p50: number; p95: number; p99: number }> {
  for (let run = 0; run < warmup; run++) await work(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
