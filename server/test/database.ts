import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, fromPglite, fromPool, type QueryListener } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { prepareDatabase } from '../modules';

// One migrated template per Vitest worker (test files share a worker's module cache), cloned for
// every test file, so each file starts from a fresh, fully migrated database in about a second.
let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await prepareDatabase(fromPglite(client));
  return client;
}

/**
 * A fresh, migrated database for one test file: a PGlite clone in memory, or with
 * `TEST_DATABASE_URL` a new database on that PostgreSQL server, dropped again on close.
 */
export async function freshDatabase(onQuery?: QueryListener): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshServerDatabase(serverUrl, onQuery);
  template ??= migratedTemplate();
  const clone = (await (await template).clone()) as PGlite;
  return fromPglite(clone, undefined, onQuery);
}

async function freshServerDatabase(serverUrl: string, onQuery?: QueryListener): Promise<Database> {
  const empty = await emptyServerDatabase(serverUrl);
  const database = fromPool(new pg.Pool({ connectionString: empty.url, max: 5 }), undefined, onQuery);
  await prepareDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its address, and how to drop it. */
export async function emptyServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kelas_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
