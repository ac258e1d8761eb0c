import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { blocks, pageSections } from '../../db/schema';

// A prepared statement: `read course getPage` (a hot method) reads every page's blocks with it.
const sectionsWithBlocks = prepared('sections_with_blocks', (db, name) =>
  db
    .select({
      sectionId: pageSections.id,
      sectionSettings: pageSections.settings,
      id: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      settings: blocks.settings,
      isProgressContributor: blocks.isProgressContributor,
    })
    .from(pageSections)
    .leftJoin(blocks, eq(blocks.sectionId, pageSections.id))
    .where(eq(pageSections.pageId, sql.placeholder('pageId')))
    .orderBy(asc(pageSections.position), asc(pageSections.id), asc(blocks.position), asc(blocks.id))
    .prepare(name),
);

/**
 * The sections of a page with their blocks, both in order, as stored (no reader transforms: this
 * is also what a revision snapshot holds). One query whatever the number of blocks.
 */
export async function readStoredSections(db: Db, pageId: string): Promise<PageSection[]> {
  const rows = await sectionsWithBlocks(db).execute({ pageId });
  const sections: PageSection[] = [];
  for (const { sectionId, sectionSettings, id, ...block } of rows) {
    if (sections.at(-1)?.id !== sectionId)
      sections.push({ id: sectionId, settings: sectionSettings, blocks: [] });
    if (id === null) continue;
    sections.at(-1)!.blocks.push({
      id,
      widgetType: block.widgetType!,
      setupData: block.setupData!,
      settings: block.settings!,
      isProgressContributor: block.isProgressContributor!,
    });
  }
  return sections;
}

/**
 * The sections of the page `pageId` (an SQL expression) with their blocks, both in order, as a
 * JSON array of `PageSection` built by the database: a hot read takes them in its own query, one
 * value instead of a row per block.
 */
export function storedSectionsJson(pageId: SQL): SQL<PageSection[]> {
  return sql<PageSection[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', s.id,
      'settings', s.settings,
      'blocks', (
        SELECT coalesce(json_agg(json_build_object(
          'id', b.id,
          'widgetType', b.widget_type,
          'setupData', b.setup_data,
          'settings', b.settings,
          'isProgressContributor', b.is_progress_contributor
        ) ORDER BY b.position, b.id), '[]')
        FROM blocks b WHERE b.section_id = s.id)
    ) ORDER BY s.position, s.id), '[]')
    FROM page_sections s WHERE s.page_id = ${pageId})`;
}
