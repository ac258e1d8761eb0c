import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** A running PgBouncer: the address of a database through it, and how to stop it. */
export interface PgBouncer {
  urlOf(databaseUrl: string): string;
  stop(): Promise<void>;
}

const BINARIES = ['pgbouncer', '/usr/sbin/pgbouncer'];

/** The pgbouncer program when it is installed (`apt-get install pgbouncer`), else null. */
export function pgBouncerBinary(): string | null {
  return BINARIES.find((binary) => !spawnSync(binary, ['--version']).error) ?? null;
}

/**
 * Start PgBouncer in transaction mode in front of the server of `serverUrl`, with `poolSize`
 * server connections per database, so that clients share them as behind a production pooler.
 */
export async function startPgBouncer(binary: string, serverUrl: string, poolSize = 2): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'kelas-pgbouncer-'));
  const config = join(folder, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${server.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 100',
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n'),
  );
  // Readable by the system user PgBouncer may run as (below).
  chmodSync(folder, 0o755);
  chmodSync(config, 0o644);
  // PgBouncer refuses to run as root: it then runs as the database's system user.
  const asRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child = spawn(binary, [...asRoot, config], { stdio: 'ignore' });
  const urlOf = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  await untilAnswering(urlOf(serverUrl), child);
  return {
    urlOf,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('pgbouncer did not answer');
}
