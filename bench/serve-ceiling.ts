import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { fromPool } from '../server/db/client';
import { WriteBehind } from '../server/db/write-behind';
import { findLoggedInUserData, loggedInUserOf } from '../server/domains/accounts';
import { findSessionActor } from '../server/http/session-store';

// The ceiling of getLoggedInUserData: bare Fastify and node-postgres doing the same work as Kelas
// (read the session cookie, hash it, the same two SQL texts as named statements, the same reply
// body and headers), with nothing else. The SQL texts are the ones Kelas sends, recorded once at
// start by running Kelas's own session lookup and user read; the bench checks the reply bytes.
const token = process.env.SESSION_TOKEN!;
const headers = JSON.parse(process.env.REPLY_HEADERS ?? '{}') as Record<string, string>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const texts: string[] = [];
const recorder = fromPool(
  new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }),
  undefined,
  (text) => texts.push(text),
);
const actor = await findSessionActor(recorder.db, token, new WriteBehind());
await findLoggedInUserData(recorder.db, actor!.userId!);
await recorder.close();
const [sessionText, userText] = texts as [string, string];

const app = Fastify({ logger: false });
app.get('/json/user/read/getLoggedInUserData/me', async (request, reply) => {
  const cookie = /(?:^|;\s*)sessionid=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const id = createHash('sha256')
    .update(cookie ?? '')
    .digest('hex');
  const session = await pool.query({
    name: 'session_actor',
    text: sessionText,
    values: [id],
    rowMode: 'array',
  });
  const userId = session.rows[0]?.[0];
  if (!userId) return reply.code(401).send({ error: 'not_signed_in' });
  const { rows } = await pool.query({
    name: 'logged_in_user',
    text: userText,
    values: [userId],
    rowMode: 'array',
  });
  // The platform's own row-to-reply mapping: building the reply is part of the same work.
  const body = JSON.stringify({ result: loggedInUserOf(rows[0] as unknown[]) });
  return reply.headers(headers).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
