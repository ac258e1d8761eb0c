import http from 'node:http';
import net from 'node:net';

/** Requests per second and latency of a load on one URL. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

interface Target {
  headers?: Record<string, string> | undefined;
}

/** One GET on `agent`: resolves with true when the answer was a 200, read to its end. */
function get(url: string, agent: http.Agent, target: Target): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request = http.get(url, { agent, headers: target.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });
}

function summarise(latencies: number[], failures: number, elapsedSeconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? 0;
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  };
}

/**
 * Keep `connections` requests in flight against `url` for `seconds` (after a warm-up) over
 * keep-alive connections, and measure what came back with status 200 (closed loop: the next
 * request of a connection starts when its previous answer is in, so this finds the maximum).
 */
export async function runLoad(
  url: string,
  options: { connections: number; seconds: number; warmupSeconds: number } & Target,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const drive = async (untilMs: number, latencies: number[] | null, failures: { count: number }) => {
    while (performance.now() < untilMs) {
      const started = performance.now();
      const ok = await get(url, agent, options);
      if (!latencies) continue;
      if (ok) latencies.push(performance.now() - started);
      else failures.count++;
    }
  };
  const all = (untilMs: number, latencies: number[] | null, failures: { count: number }) =>
    Promise.all(Array.from({ length: options.connections }, () => drive(untilMs, latencies, failures)));
  await all(performance.now() + options.warmupSeconds * 1000, null, { count: 0 });
  const latencies: number[] = [];
  const failures = { count: 0 };
  const start = performance.now();
  await all(start + options.seconds * 1000, latencies, failures);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  return summarise(latencies, failures.count, elapsedSeconds);
}

// Sockets opened at most: a paced request waits for one only when this many are busy.
const PACED_MAX_SOCKETS = 256;

/**
 * A lean HTTP/1.1 keep-alive client for the paced load: the request's bytes are built once and the
 * answer is read only as far as its status and Content-Length, so the load generator spends little
 * of a CPU the server shares, and its own pauses stay out of the figures as far as it can.
 */
class LeanClient {
  private readonly request: Buffer;
  private readonly idle: net.Socket[] = [];
  private readonly waiting: Array<(ok: boolean) => void> = [];
  private sockets = 0;

  constructor(
    private readonly url: URL,
    headers: Record<string, string> = {},
  ) {
    const lines = Object.entries({ host: url.host, ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    this.request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('')}\r\n`);
  }

  /** Send one GET; resolves with true when its answer was a complete 200. */
  get(): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.dispatch();
    });
  }

  close(): void {
    for (const socket of this.idle) socket.destroy();
    this.idle.length = 0;
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const socket = this.idle.pop() ?? (this.sockets < PACED_MAX_SOCKETS ? this.open() : undefined);
      if (!socket) return;
      this.exchange(socket, this.waiting.shift()!);
    }
  }

  private open(): net.Socket {
    this.sockets++;
    const socket = net.connect(Number(this.url.port), this.url.hostname);
    socket.setNoDelay(true);
    socket.once('close', () => this.sockets--);
    return socket;
  }

  private exchange(socket: net.Socket, done: (ok: boolean) => void): void {
    let received: Buffer = Buffer.alloc(0);
    const finish = (ok: boolean) => {
      socket.off('data', onData);
      socket.off('error', onError);
      if (ok) this.idle.push(socket);
      else socket.destroy();
      done(ok);
      this.dispatch();
    };
    const onError = () => finish(false);
    const onData = (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const head = received.subarray(0, headerEnd).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) return finish(false); // a chunked answer: not what the benches read
      if (received.length < headerEnd + 4 + Number(length[1])) return;
      finish(head.startsWith('HTTP/1.1 200'));
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.write(this.request);
  }
}

/**
 * Start requests against `url` on a fixed schedule, `requestsPerSecond` evenly spaced, for
 * `seconds` after a warm-up at the same pace (open loop). Each latency runs from the request's
 * scheduled start, not from when it was sent, so a server or client that falls behind shows in the
 * figures instead of slowing the load (no coordinated omission). Requests still unanswered 10 s
 * after the schedule ends count as failures.
 */
export async function runPacedLoad(
  url: string,
  options: { requestsPerSecond: number; seconds: number; warmupSeconds: number } & Target,
): Promise<LoadResult> {
  const client = new LeanClient(new URL(url), options.headers);
  const intervalMs = 1000 / options.requestsPerSecond;
  const warmup = Math.round(options.warmupSeconds * options.requestsPerSecond);
  const total = warmup + Math.round(options.seconds * options.requestsPerSecond);
  const latencies: number[] = [];
  let failures = 0;
  let answered = 0;
  const start = performance.now() + 10;
  const send = (index: number) => {
    const scheduled = start + index * intervalMs;
    void client.get().then((ok) => {
      answered++;
      if (index < warmup) return;
      if (ok) latencies.push(performance.now() - scheduled);
      else failures++;
    });
  };
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * intervalMs <= now) send(next++);
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
    };
    tick();
  });
  const deadline = performance.now() + 10_000;
  while (answered < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  client.close();
  return summarise(latencies, failures + (total - answered), options.seconds);
}
