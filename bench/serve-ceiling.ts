import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { type Database, fromPglite, fromPool } from '../server/db/client';
import { openDurablePglite } from '../server/db/durable-pglite';
import { queryNamed } from '../server/db/pglite-named-statements';
import { WriteBehind } from '../server/db/write-behind';
import { findLoggedInUserData, loggedInUserOf } from '../server/domains/accounts';
import { findSessionActor } from '../server/http/session-store';
import { prepareDatabase } from '../server/modules';
import { buildUser } from '../server/test/factories';
import { benchSession } from './bench-app';

// The ceiling of getLoggedInUserData: bare Fastify and the database driver doing the same work as
// Kelas (read the session cookie, hash it, the same two SQL texts, the same reply body and
// headers), with nothing else. The SQL texts are the ones Kelas sends, recorded once at start by
// running Kelas's own session lookup and user read; the bench checks the reply.
// On PostgreSQL (DATABASE_URL) it reads the database Kelas's bench server uses, through
// node-postgres with named statements, signed in with that server's session (SESSION_TOKEN). On
// PGlite (no DATABASE_URL) it opens a durable PGlite folder of its own, migrated as Kelas's, with
// a user and session of its own (reported to the bench), and sends the texts to PGlite directly,
// as named statements the way Kelas's PGlite client does (server/db/pglite-named-statements.ts).
type Run = (name: string, text: string, values: unknown[]) => Promise<unknown[][]>;

const headers = JSON.parse(process.env.REPLY_HEADERS ?? '{}') as Record<string, string>;
const texts: string[] = [];
const record = (text: string) => texts.push(text);

/** The recording handle, how the ceiling sends a statement, and the session it is signed in with. */
async function open(): Promise<{ recorder: Database; run: Run; token: string }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    const recorder = fromPool(
      new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }),
      undefined,
      record,
    );
    const run: Run = async (name, text, values) =>
      (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
    return { recorder, run, token: process.env.SESSION_TOKEN! };
  }
  // Kelas's own wrapping installs the parsers Kelas reads with in the client, so the values match.
  const client = await openDurablePglite(join(mkdtempSync(join(tmpdir(), 'kelas-bench-ceiling-')), 'pglite'));
  const recorder = fromPglite(client, undefined, record);
  await prepareDatabase(recorder);
  const session = await benchSession(recorder, (await buildUser(recorder.db)).id);
  const run: Run = async (name, text, values) =>
    (await queryNamed<unknown[]>(client, { name, text, params: values, options: { rowMode: 'array' } })).rows;
  return { recorder, run, token: session.token };
}

const { recorder, run, token } = await open();
texts.length = 0;
const actor = await findSessionActor(recorder.db, token, new WriteBehind());
await findLoggedInUserData(recorder.db, actor!.userId!);
const [sessionText, userText] = texts.slice(-2) as [string, string];
if (process.env.DATABASE_URL) await recorder.close();

const app = Fastify({ logger: false });
app.get('/json/user/read/getLoggedInUserData/me', async (request, reply) => {
  const cookie = /(?:^|;\s*)sessionid=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const id = createHash('sha256')
    .update(cookie ?? '')
    .digest('hex');
  const session = await run('session_actor', sessionText, [id]);
  const userId = session[0]?.[0];
  if (!userId) return reply.code(401).send({ error: 'not_signed_in' });
  const rows = await run('logged_in_user', userText, [userId]);
  // The platform's own row-to-reply mapping: building the reply is part of the same work.
  const body = JSON.stringify({ result: loggedInUserOf(rows[0]!) });
  return reply.headers(headers).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true, sessionToken: token });
