import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/modules';
import { buildUser } from '../server/test/factories';
import { benchLogger, benchSession, buildBenchApp } from './bench-app';

// The platform as `npm start` runs it (durable PGlite on a folder, or PostgreSQL with
// DATABASE_URL), with one signed-in user whose session token is handed to the load generator.
const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }, benchLogger);
await prepareDatabase(database);
const user = await buildUser(database.db);
const session = await benchSession(database, user.id);
const app = await buildBenchApp(database, dataDir);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true, sessionToken: session.token, kind: database.kind });
