import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { type Database, openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/modules';

/**
 * Run `benchmark` on a fresh durable PGlite folder, then, with DATABASE_URL, on PostgreSQL, calling
 * `leave` there before and after it (a shared server is left as it was found): the table rows the
 * two runs give, in that order.
 */
export async function onBothDatabases(
  name: string,
  benchmark: (label: string, database: Database) => Promise<string>,
  leave: (database: Database) => Promise<unknown>,
): Promise<string[]> {
  const logger = pino({ level: 'silent' });
  const rows: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), `kelas-bench-${name}-`));
  const pglite = await openDatabase({ dataDir }, logger);
  try {
    await prepareDatabase(pglite);
    rows.push(await benchmark('PGlite (durable, on a folder)', pglite));
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }, logger);
    try {
      await prepareDatabase(postgres);
      await leave(postgres);
      rows.push(await benchmark('PostgreSQL (DATABASE_URL)', postgres));
      await leave(postgres);
    } finally {
      await postgres.close();
    }
  }
  return rows;
}
