import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DesignUses } from '../../../common/api/assessment';
import type { Db } from '../../db/client';
import { blocks, courses, modules, pageSections, pages } from '../../db/schema';
import { answerableBlocks, questionTextColumn } from './answerable-blocks';
import { designOf, type LoadedDesign } from './designs';

/** The blocks marked by design `designId`: those whose setup names it (common/domain/assessment/design-attachment.ts). */
export const markedByDesign = (designId: string): SQL =>
  sql`${blocks.setupData}->>'assessmentDesignId' = ${designId}`;

/**
 * The design's page (`read assessment designUses/{designId}`): the design, its course, and the
 * submission blocks of the course marked by it, in outline order (a block on a page outside the
 * outline too, last: its marks still use the design). Two queries.
 */
export async function designUses(db: Db, loaded: LoadedDesign): Promise<DesignUses> {
  const { design } = loaded;
  const [[course], rows] = await Promise.all([
    db.select({ name: courses.name }).from(courses).where(eq(courses.id, design.courseId)),
    db
      .select({
        blockId: blocks.id,
        widgetType: blocks.widgetType,
        question: questionTextColumn,
        pageTitle: pages.title,
        pagePath: pages.path,
      })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .leftJoin(modules, eq(modules.id, pages.moduleId))
      .leftJoin(pageSections, eq(pageSections.id, blocks.sectionId))
      .where(and(eq(pages.courseId, design.courseId), answerableBlocks(), markedByDesign(design.id)))
      .orderBy(
        sql`${modules.position} NULLS LAST`,
        asc(pages.position),
        asc(pageSections.position),
        asc(blocks.position),
      ),
  ]);
  return { design: designOf(design), coursePath: loaded.coursePath, courseName: course!.name, blocks: rows };
}
