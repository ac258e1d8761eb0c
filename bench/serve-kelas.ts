import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createSession } from '../server/http/session-store';
import { createMailer } from '../server/mail/mailer';
import { prepareDatabase } from '../server/modules';
import { LocalFileStorage } from '../server/storage/local-storage';
import { buildUser } from '../server/test/factories';

// The platform as `npm start` runs it (durable PGlite on a folder, or PostgreSQL with
// DATABASE_URL), with one signed-in user whose session token is handed to the load generator.
const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-'));
const logger = pino({ level: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }, logger);
await prepareDatabase(database);
const user = await buildUser(database.db);
const session = await createSession(database.db, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
const app = await buildApp({
  config,
  secret: 'bench-secret-bench-secret-bench-secret',
  database,
  logger,
  storage: new LocalFileStorage(join(dataDir, 'uploads')),
  mailer: createMailer({ config, logger }),
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true, sessionToken: session.token, kind: database.kind });
