import { type SQL, sql } from 'drizzle-orm';
import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { type BlockSettings, blockSettingsOf } from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { AppError, REASONS } from '../../rpc/app-error';

/**
 * Shared steps of the layout writes: finding a section or block in the page's layout as read
 * (anything else, another page's rows included, is 404 'Not found.'), column and span rules, and
 * writing positions and settings back in one statement each.
 */

/** The section `sectionId` of the layout, or 404 (a section of another page is not found). */
export function sectionIn(sections: readonly PageSection[], sectionId: string): PageSection {
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new AppError('not_found', REASONS.notFound, { sectionId: REASONS.notFound });
  return section;
}

/** The block `blockId` of the layout with its section, or 404. */
export function blockIn(
  sections: readonly PageSection[],
  blockId: string,
): { section: PageSection; block: PageBlock; index: number } {
  for (const section of sections) {
    const index = section.blocks.findIndex((block) => block.id === blockId);
    if (index >= 0) return { section, block: section.blocks[index]!, index };
  }
  throw new AppError('not_found', REASONS.notFound, { blockId: REASONS.notFound });
}

/** `settings` with its span set to `span`, kept within `columns`. */
export function withSpan(settings: BlockSettings, span: number, columns: number): BlockSettings {
  return { ...settings, layout: { ...settings.layout, span: Math.max(1, Math.min(span, columns)) } };
}

/** Insert `item` into `items` at `index`, clamped to the end. */
export function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const next = [...items];
  next.splice(Math.min(index, next.length), 0, item);
  return next;
}

const valuesOf = (rows: SQL[]) => sql.join(rows, sql`, `);

/** Set sections' positions to their order in `ids` (0..n-1), in one statement. */
export async function writeSectionOrder(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = valuesOf(ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`));
  await db.execute(
    sql`update page_sections set position = v.position from (values ${rows}) as v(id, position)
      where page_sections.id = v.id`,
  );
}

/** Put the blocks of `sectionId` at their order in `ids` (0..n-1), moving them into it, in one statement. */
export async function writeBlockOrder(db: Db, sectionId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = valuesOf(ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`));
  await db.execute(
    sql`update blocks set position = v.position, section_id = ${sectionId}::uuid, updated_at = now()
      from (values ${rows}) as v(id, position) where blocks.id = v.id`,
  );
}

/** Store new settings for several blocks, in one statement. */
export async function writeBlockSettings(
  db: Db,
  changes: ReadonlyArray<{ id: string; settings: BlockSettings }>,
): Promise<void> {
  if (changes.length === 0) return;
  const rows = valuesOf(
    changes.map(({ id, settings }) => sql`(${id}::uuid, ${JSON.stringify(settings)}::jsonb)`),
  );
  await db.execute(
    sql`update blocks set settings = v.settings, updated_at = now()
      from (values ${rows}) as v(id, settings) where blocks.id = v.id`,
  );
}

/** The blocks of `section` whose span exceeds `columns`, with their settings clamped. */
export function clampedSpans(
  section: PageSection,
  columns: number,
): Array<{ id: string; settings: BlockSettings }> {
  return section.blocks.flatMap((block) => {
    const settings = blockSettingsOf(block);
    return settings.layout.span > columns
      ? [{ id: block.id, settings: withSpan(settings, columns, columns) }]
      : [];
  });
}
