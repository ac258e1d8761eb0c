import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type SqlExecutor } from '../db/client';

/**
 * pg-boss's statements run on a Drizzle handle (a transaction): a job sent this way is queued with
 * the caller's writes, visible to the workers only once they commit, and gone if they roll back.
 * Each `$n` becomes a parameter (undefined as null); objects go as JSON text (pg-boss casts its
 * data to jsonb).
 */
export function transactionExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => {
        if (index % 2 === 0) return sql.raw(part);
        // pg-boss leaves options it was not given undefined; Drizzle would write nothing for one.
        const value = values[Number(part) - 1] ?? null;
        const isObject = value !== null && typeof value === 'object' && !(value instanceof Date);
        return sql`${isObject ? JSON.stringify(value) : value}`;
      });
      return { rows: rowsOf(await db.execute(sql.join(chunks, sql.raw('')))) };
    },
  };
}
