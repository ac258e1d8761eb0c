import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPool } from './client';
import { lockDataDir } from './data-dir-lock';
import { durableFlushCount, openDurablePglite } from './durable-pglite';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kelas-db-test-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// A new folder is created by a process of its own (initdb; server/db/durable-pglite.ts), which a
// machine busy with other test files slows down.
const NEW_FOLDER_TIMEOUT_MS = 90_000;

describe('the embedded database', () => {
  it(
    'runs with fsync on and flushes a commit to disk',
    async () => {
      const pglite = await openDurablePglite(join(tempFolder(), 'pglite'));
      try {
        expect((await pglite.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync).toBe('on');
        await pglite.exec('CREATE TABLE notes (body text)');
        const before = durableFlushCount();
        await pglite.query('INSERT INTO notes VALUES ($1)', ['kept']);
        expect(durableFlushCount()).toBeGreaterThan(before);
      } finally {
        await pglite.close();
      }
    },
    NEW_FOLDER_TIMEOUT_MS,
  );

  it(
    'keeps its memory small: 16 MB of shared buffers and of maintenance memory, on a new folder and on reopening',
    async () => {
      const folder = join(tempFolder(), 'pglite');
      for (let open = 0; open < 2; open++) {
        const pglite = await openDurablePglite(folder);
        try {
          const setting = async (name: string) =>
            (await pglite.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];
          expect(await setting('shared_buffers')).toBe('16MB');
          expect(await setting('maintenance_work_mem')).toBe('16MB');
        } finally {
          await pglite.close();
        }
      }
    },
    NEW_FOLDER_TIMEOUT_MS,
  );
});

describe('the data folder lock', () => {
  it('refuses a second process on the same folder with a clear message', () => {
    const folder = tempFolder();
    const lock = lockDataDir(folder);
    try {
      const script = `import('${join(process.cwd(), 'server/db/data-dir-lock.ts')}').then((m) => m.lockDataDir(${JSON.stringify(folder)}))`;
      const second = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(second.status).not.toBe(0);
      expect(second.stderr).toMatch(/in use by another Kelas process \(pid \d+\)/);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = tempFolder();
    const lockFile = join(folder, 'kelas.lock');
    writeFileSync(lockFile, '999999');
    const lock = lockDataDir(folder);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe('the PostgreSQL pool', () => {
  it('survives a dropped connection instead of crashing the process', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/none', max: 1 });
    const warnings: string[] = [];
    const database = fromPool(pool, {
      warn: (entry: { reason: string }) => warnings.push(entry.reason),
    } as never);
    pool.emit('error', new Error('connection terminated unexpectedly'), {} as pg.PoolClient);
    expect(warnings).toEqual(['connection terminated unexpectedly']);
    await database.close();
  });
});
