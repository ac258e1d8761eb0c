import pg from 'pg';

// A throwaway database on a PostgreSQL server, for the benches that write much (bench:quiz,
// bench:announcement, bench:streams).

/** A fresh database on DATABASE_URL's server, dropped by `drop`. */
export async function scratchDatabase(url: string, name: string) {
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
