import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz column as the ISO text JavaScript writes (UTC, milliseconds). */
export const isoSql = (column: SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
