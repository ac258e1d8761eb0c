import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** `items` with `id` taken out and put back at `index` (clamped to the end). */
export function moveInList<T extends { id: string }>(items: readonly T[], id: string, index: number): T[] {
  const moving = items.find((item) => item.id === id);
  const rest = items.filter((item) => item.id !== id);
  if (!moving) return rest;
  rest.splice(Math.min(index, rest.length), 0, moving);
  return rest;
}

/** Set modules' positions to their order in `ids` (0..n-1), in one statement. */
export async function setModulePositions(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update modules set position = v.position from (values ${rows}) as v(id, position) where modules.id = v.id`,
  );
}

/** Put pages in `moduleId` at their order in `ids` (0..n-1), in one statement. */
export async function setPagePositions(db: Db, moduleId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update pages set position = v.position, module_id = ${moduleId}::uuid, updated_at = now()
      from (values ${rows}) as v(id, position) where pages.id = v.id`,
  );
}
