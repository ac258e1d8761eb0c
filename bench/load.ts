import http from 'node:http';

/** Requests per second and latency of a closed-loop load on one URL. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * Keep `connections` requests in flight against `url` for `seconds` (after a warm-up) over
 * keep-alive connections, and measure what came back with status 200.
 */
export async function runLoad(
  url: string,
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const once = () =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : -1));
      });
      request.on('error', () => resolve(-1));
    });
  const drive = async (
    untilMs: number,
    record: boolean,
    latencies: number[],
    failures: { count: number },
  ) => {
    while (performance.now() < untilMs) {
      const latency = await once();
      if (!record) continue;
      if (latency < 0) failures.count++;
      else latencies.push(latency);
    }
  };
  const unused = { count: 0 };
  await Promise.all(
    Array.from({ length: options.connections }, () =>
      drive(performance.now() + options.warmupSeconds * 1000, false, [], unused),
    ),
  );
  const latencies: number[] = [];
  const failures = { count: 0 };
  const start = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, () =>
      drive(start + options.seconds * 1000, true, latencies, failures),
    ),
  );
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? 0;
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures: failures.count,
  };
}
