import http from 'node:http';
import type { BenchServer } from './servers';

// What bench/announcement.ts and bench/streams.ts share: talking to their server
// (bench/serve-notifications.ts) over IPC and HTTP.

/** A signed-in person's cookies: the session token and its CSRF token. */
export interface Credentials {
  token: string;
  csrf: string;
}

/** The server's answer to { progress: postId } (bench/serve-notifications.ts). */
export interface Progress {
  stored: number;
  mailPending: number;
  mailed: number;
  jobs: Array<{ created: number; started: number | null; completed: number | null; state: string }>;
}

/** Wall-clock milliseconds since the epoch, to the microsecond (comparable across processes). */
export const wallNow = () => performance.timeOrigin + performance.now();

export const percentile = (list: readonly number[], share: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Ask the server `message` and wait for its answer under `key`. */
export function ask<T>(server: BenchServer, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      server.child.off('message', listen);
      resolve(answer[key] as T);
    };
    server.child.on('message', listen);
    server.child.send(message);
  });
}

/** One request as a signed-in browser sends it; resolves with the status and body. */
export function call(
  agent: http.Agent,
  port: number,
  options: { method: 'GET' | 'POST'; path: string; as: Credentials; body?: object },
): Promise<{ status: number; body: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent,
        headers: {
          cookie: `sessionid=${options.as.token}; csrftoken=${options.as.csrf}`,
          'x-csrftoken': options.as.csrf,
          ...(body && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error('no answer in 60 s')));
    outgoing.end(body);
  });
}

/** `announcement create` to one class, over HTTP; the new post's id. */
export async function announce(
  agent: http.Agent,
  port: number,
  poster: Credentials,
  coursePath: string,
  cohortPath: string,
  body: string,
): Promise<string> {
  const reply = await call(agent, port, {
    method: 'POST',
    path: '/json/announcement/create',
    as: poster,
    body: { coursePath, cohortPath, body: `<p>${body}</p>`, attachments: [] },
  });
  if (reply.status !== 200)
    throw new Error(`announcement refused: ${reply.status} ${reply.body.slice(0, 200)}`);
  return (JSON.parse(reply.body) as { result: { id: string } }).result.id;
}
