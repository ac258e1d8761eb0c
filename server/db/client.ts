import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import { openDurablePglite } from './durable-pglite';
import { splitParsers } from './pglite-parsers';
import { guardPool } from './pool-guard';
import * as schema from './schema';

/** A Drizzle handle on either driver; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL for pg-boss: `{ rows }` back, multi-statement text allowed without parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** An open database: the Drizzle handle, a raw executor, how to listen, and how to close it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  /**
   * LISTEN on `channel` (PostgreSQL's NOTIFY, sent on commit): `onPayload` gets each payload. On
   * PostgreSQL it takes a connection of its own, never one of the pool's, and connects again when
   * it is lost, calling `onReconnect` (what was sent meanwhile is lost: the listener catches up).
   * Resolves with the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a listener is told: each payload, and that its lost connection is back. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  onReconnect?(): void;
}

/** The rows of a raw `db.execute` result (both drivers return `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Called with the SQL of every query Drizzle sends (tests count queries with it). */
export type QueryListener = (sql: string) => void;

function drizzleLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

/** Wrap an open PGlite instance (in memory or on a folder). */
export function fromPglite(
  client: PGlite,
  onClose: () => Promise<void> = async () => {},
  onQuery?: QueryListener,
): Database {
  const { drizzleClient, rawParsers } = splitParsers(client);
  return {
    kind: 'pglite',
    db: drizzlePglite(drizzleClient, { schema, ...drizzleLogger(onQuery) }) as unknown as Db,
    sql: {
      // pg-boss sends its schema as one multi-statement text: PGlite's exec() takes those.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values, { parsers: rawParsers });
        const results = await client.exec(text, { parsers: rawParsers });
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    // PGlite is one connection in this process: its own listen delivers after each commit.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
      // Unlistening runs a statement: once the database is closed there is nothing left to stop.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      await onClose();
    },
  };
}

/** Wrap a node-postgres pool; a dropped connection is logged, never a crash (server/db/pool-guard.ts). */
export function fromPool(pool: pg.Pool, logger?: Logger, onQuery?: QueryListener): Database {
  guardPool(pool, logger);
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool, { schema, ...drizzleLogger(onQuery) }) as unknown as Db,
    sql: { executeSql: (text, values) => pool.query(text, values) },
    listen: (channel, handlers) => listenOnOwnConnection(pool.options, channel, handlers, logger),
    close: () => pool.end(),
  };
}

// How long a listener waits before connecting again after losing its connection.
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a dedicated client with the pool's connection settings (a pooled connection would go
 * back to the pool and stop hearing). A lost connection is logged and opened again.
 */
async function listenOnOwnConnection(
  options: pg.PoolConfig,
  channel: string,
  handlers: ListenHandlers,
  logger: Logger | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const identifier = pg.escapeIdentifier(channel);
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, Client: undefined } as pg.ClientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger?.warn({ err: error, channel }, 'listening connection lost');
      void next.end().catch(() => undefined);
      if (client === next) reconnectSoon();
    });
    await next.connect();
    await next.query(`LISTEN ${identifier}`);
    client = next;
  };
  const reconnectSoon = () => {
    client = undefined;
    if (stopped) return;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          logger?.warn({ err: error, channel }, 'listening connection could not reopen');
          reconnectSoon();
        },
      );
    }, RELISTEN_DELAY_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}

/**
 * A node-postgres client that sends every statement unnamed: PostgreSQL parses and plans each one
 * again, but a pooler without prepared-statement support (PgBouncer before 1.21, or without
 * max_prepared_statements, in transaction mode) can hand the next one to any server connection.
 */
export class UnnamedStatementsClient extends pg.Client {}
const sendQuery = pg.Client.prototype.query;
UnnamedStatementsClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const named = typeof config === 'object' && config !== null && 'name' in config && config.name;
  return (sendQuery as (...args: unknown[]) => unknown).call(
    this,
    named ? { ...config, name: undefined } : config,
    ...rest,
  );
} as typeof sendQuery;

/** The embedded database's folder in DATA_DIR. */
const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** Does DATA_DIR hold an embedded database already? */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/**
 * Open the configured database: PostgreSQL through DATABASE_URL (statements named unless
 * `namedStatements` is false: DATABASE_NAMED_STATEMENTS), else durable PGlite in DATA_DIR.
 */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string; namedStatements?: boolean },
  logger?: Logger,
): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.namedStatements === false && { Client: UnnamedStatementsClient }),
    });
    return fromPool(pool, logger);
  }
  const lock = lockDataDir(options.dataDir);
  try {
    const client = await openDurablePglite(pgliteFolder(options.dataDir));
    return fromPglite(client, async () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}
