import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessmentDesigns, blocks, pages } from '../../db/schema';
import { answerableBlocks } from './answerable-blocks';

const DESIGN_NAME = 'Persona sheet';
const DESIGN_POINTS = 10;

/**
 * A points design for the demo course's persona sheet, named by its file blocks in submission
 * mode (worth its points), so a sheet handed in waits in the demo facilitator's marking queue to be
 * marked out of 10. Seeded with the course's rubric (demo-marking.ts); the number of blocks.
 */
export async function seedPersonaSheetDesign(db: Db, courseId: string): Promise<number> {
  const [design] = await db
    .insert(assessmentDesigns)
    .values({ courseId, name: DESIGN_NAME, kind: 'points', maxPoints: DESIGN_POINTS })
    .returning({ id: assessmentDesigns.id });
  const sheets = await db
    .select({ id: blocks.id, setupData: blocks.setupData })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(and(eq(pages.courseId, courseId), eq(blocks.widgetType, 'file'), answerableBlocks()));
  for (const sheet of sheets) {
    await db
      .update(blocks)
      .set({ setupData: { ...sheet.setupData, assessmentDesignId: design!.id, points: DESIGN_POINTS } })
      .where(eq(blocks.id, sheet.id));
  }
  return sheets.length;
}
