import { type BenchServer, startServer } from './servers';

// Starting the ceiling of getLoggedInUserData (serve-ceiling.ts: bare Fastify and the driver, the
// same two SQL texts, the same reply) beside a Kelas server, for every bench that compares the two:
// on PostgreSQL it reads Kelas's database and must answer byte for byte what Kelas answers; on
// PGlite it has a database and user of its own, so its answer must have the same headers and the
// same shape (every field, with values of the same types).
export const LOGGED_IN_USER_PATH = '/json/user/read/getLoggedInUserData/me';

// Headers the server computes per reply (the rest the ceiling repeats as Kelas sends them).
const PER_REPLY = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);

async function replyOf(server: BenchServer) {
  const response = await fetch(`http://127.0.0.1:${server.port}${LOGGED_IN_USER_PATH}`, {
    headers: { cookie: `sessionid=${server.ready.sessionToken}` },
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_REPLY.has(name)));
  return { status: response.status, body: await response.text(), headers };
}

/** The reply with every JSON value replaced by its type. */
function shapeOf(reply: Awaited<ReturnType<typeof replyOf>>) {
  const typed = (value: unknown): unknown =>
    value === null || typeof value !== 'object'
      ? value === null
        ? 'null'
        : typeof value
      : Array.isArray(value)
        ? value.map(typed)
        : Object.fromEntries(Object.entries(value).map(([key, each]) => [key, typed(each)]));
  return { ...reply, body: typed(JSON.parse(reply.body)) };
}

/** The ceiling on `port` (on `env`'s database); throws when its reply differs from Kelas's. */
export async function startCeiling(
  kelas: BenchServer,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<BenchServer> {
  const expected = await replyOf(kelas);
  const started = await startServer('serve-ceiling.ts', port, {
    ...env,
    SESSION_TOKEN: kelas.ready.sessionToken,
    REPLY_HEADERS: JSON.stringify(expected.headers),
  });
  const onPostgres = Boolean(env.DATABASE_URL);
  // On PostgreSQL the ceiling is signed in with Kelas's session; on PGlite with its own.
  const ceiling = onPostgres ? { ...started, ready: kelas.ready } : started;
  // The ceiling must send what Kelas sends, or a comparison compares different work.
  const reply = await replyOf(ceiling);
  const same = onPostgres
    ? JSON.stringify(reply) === JSON.stringify(expected)
    : JSON.stringify(shapeOf(reply)) === JSON.stringify(shapeOf(expected));
  if (!same) {
    ceiling.stop();
    throw new Error(
      `The ceiling's reply differs from Kelas's:\n${JSON.stringify(reply)}\n${JSON.stringify(expected)}`,
    );
  }
  return ceiling;
}
