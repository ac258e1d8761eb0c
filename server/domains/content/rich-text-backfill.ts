import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { RICH_TEXT_SANITIZER_VERSION } from '../../security/rich-text';
import type { RevisionSnapshot } from './page-revisions-store';
import { sanitizedSetupData, sanitizedSnapshot } from './rich-text-storage';

// Rows at a time: one SELECT and one UPDATE per batch.
const BATCH = 500;

/** A stored row's JSON, sanitised as a write of today would store it. */
type Sanitize = (row: { id: string; kind: string | null; data: unknown }) => unknown;

const sanitizeBlock: Sanitize = (row) =>
  sanitizedSetupData(row.kind ?? '', (row.data ?? {}) as Record<string, unknown>);

// A snapshot without a list of sections (none is written today) is kept as it is.
const sanitizeSnapshot: Sanitize = (row) =>
  Array.isArray((row.data as RevisionSnapshot | null)?.sections)
    ? sanitizedSnapshot(row.data as RevisionSnapshot)
    : row.data;

/**
 * Sanitise again, with today's sanitiser, the stored rich text of rows recorded with an older
 * version (`sanitizer_version`): blocks written before the version was recorded or around the
 * application, and revision and template snapshots. A database migration cannot run the
 * sanitiser, so this runs with the reference data on every start; it does nothing more than one
 * indexed look-up per table once every row is current (decision 0014).
 */
export async function backfillSanitizedRichText(db: Db): Promise<void> {
  await resanitize(db, 'blocks', 'setup_data', 'widget_type', sanitizeBlock);
  await resanitize(db, 'page_revisions', 'snapshot', null, sanitizeSnapshot);
  await resanitize(db, 'page_templates', 'snapshot', null, sanitizeSnapshot);
}

async function resanitize(
  db: Db,
  table: string,
  column: string,
  kindColumn: string | null,
  sanitize: Sanitize,
): Promise<void> {
  const kind = kindColumn ? sql.raw(kindColumn) : sql`NULL`;
  for (;;) {
    const rows = rowsOf<{ id: string; kind: string | null; data: unknown }>(
      await db.execute(sql`
        SELECT id, ${kind} AS kind, ${sql.raw(column)} AS data FROM ${sql.raw(table)}
        WHERE sanitizer_version < ${RICH_TEXT_SANITIZER_VERSION} LIMIT ${BATCH}`),
    );
    if (rows.length === 0) return;
    const sanitized = JSON.stringify(rows.map((row) => ({ id: row.id, data: sanitize(row) })));
    await db.execute(sql`
      UPDATE ${sql.raw(table)} AS t
      SET ${sql.raw(column)} = r.data, sanitizer_version = ${RICH_TEXT_SANITIZER_VERSION}
      FROM jsonb_to_recordset(${sanitized}::jsonb) AS r(id uuid, data jsonb)
      WHERE t.id = r.id`);
    if (rows.length < BATCH) return;
  }
}
