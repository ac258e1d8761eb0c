import pg from 'pg';
import type { Database } from '../db/client';
import type { TestAgent, TestReply } from './app';

/**
 * Fault injection for the PostgreSQL suite: end every connection the application holds to its
 * database with `pg_terminate_backend`, as a failover or an administrator would.
 */
export class ConnectionKiller {
  private constructor(
    private readonly admin: pg.Client,
    private readonly databaseName: string,
  ) {}

  /** A killer of `database`'s connections, through an administrative connection to `serverUrl`. */
  static async of(database: Database, serverUrl: string): Promise<ConnectionKiller> {
    const [row] = (await database.sql.executeSql('SELECT current_database() AS name')).rows as Array<{
      name: string;
    }>;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    return new ConnectionKiller(admin, row!.name);
  }

  /** Terminate every connection to the database but this one; answers how many ended. */
  async kill(): Promise<number> {
    // In the select list, not the WHERE clause: there the planner may call it before the filters.
    const { rows } = await this.admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [this.databaseName],
    );
    return rows.filter((row) => row.ended).length;
  }

  close(): Promise<void> {
    return this.admin.end();
  }
}

/** One write of a load: the reply and the write's number (which names what it wrote). */
export interface LoadedWrite {
  n: number;
  reply: TestReply;
}

/** What a round of kills did: connections ended in total, and the probe's status after each kill. */
export interface KillRound {
  ended: number;
  probes: number[];
}

/** Kill the connections `kills` times, `intervalMs` apart; after each, `probe` waits for `/healthz` to answer 200. */
export async function killRepeatedly(options: {
  killer: ConnectionKiller;
  probe: TestAgent;
  kills: number;
  intervalMs: number;
}): Promise<KillRound> {
  let ended = 0;
  const probes: number[] = [];
  for (let kill = 0; kill < options.kills; kill++) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    ended += await options.killer.kill();
    probes.push(await healthAfterKill(options.probe));
  }
  return { ended, probes };
}

// How long the server may take to be healthy again after a kill: the health check retries once
// itself, and a busy machine may take longer to tell the pool of every connection that ended.
const RECOVERY_MS = 2000;

/** The status of `/healthz` once it answers 200, or its last status when it does not in time. */
async function healthAfterKill(probe: TestAgent): Promise<number> {
  const deadline = Date.now() + RECOVERY_MS;
  for (;;) {
    const { status } = await probe.get('/healthz');
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Run `writers` loops of `write(n)` (n counts up across them) during `killRepeatedly`. Answers every
 * write made, with the round of kills.
 */
export async function writesUnderKills(
  options: Parameters<typeof killRepeatedly>[0] & {
    write: (n: number) => Promise<TestReply>;
    writers: number;
  },
): Promise<KillRound & { writes: LoadedWrite[] }> {
  const writes: LoadedWrite[] = [];
  let next = 0;
  let running = true;
  const writer = async () => {
    while (running) {
      const n = next++;
      writes.push({ n, reply: await options.write(n) });
    }
  };
  const loops = Array.from({ length: options.writers }, writer);
  try {
    return { ...(await killRepeatedly(options)), writes };
  } finally {
    running = false;
    await Promise.all(loops);
  }
}
