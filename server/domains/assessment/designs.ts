import { and, asc, eq, sql } from 'drizzle-orm';
import type { Design } from '../../../common/api/assessment';
import { designTotal, type RubricCriterion } from '../../../common/domain/assessment/design-rules';
import type { DesignFields } from '../../../common/domain/assessment/design-schema';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { assessmentDesigns, blocks, courses, pages, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../rpc/app-error';

type DesignRow = typeof assessmentDesigns.$inferSelect;

/** A design with its course and the caller's course role (the design rule, policy.ts). */
export interface LoadedDesign {
  design: DesignRow;
  coursePath: string;
  myRole: string | null;
}

/** The design `designId` with its course's path and the caller's role in it, in one query. */
export async function loadDesign(
  db: Db,
  userId: string | null,
  designId: string,
): Promise<LoadedDesign | undefined> {
  if (!isUuid(designId)) return undefined;
  const [row] = await db
    .select({
      design: assessmentDesigns,
      coursePath: courses.path,
      myRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
          AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
    })
    .from(assessmentDesigns)
    .innerJoin(courses, eq(courses.id, assessmentDesigns.courseId))
    .where(eq(assessmentDesigns.id, designId));
  return row;
}

/** A stored design as the calls answer it, with what a mark by it is out of. */
export function designOf(row: DesignRow): Design {
  const criteria = row.criteria as RubricCriterion[];
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    maxPoints: row.maxPoints,
    criteria,
    totalPoints: designTotal({ kind: row.kind, maxPoints: row.maxPoints, criteria }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A course's designs by name: one query. */
export async function listDesigns(db: Db, courseId: string): Promise<Design[]> {
  const rows = await db
    .select()
    .from(assessmentDesigns)
    .where(eq(assessmentDesigns.courseId, courseId))
    .orderBy(asc(assessmentDesigns.name), asc(assessmentDesigns.id));
  return rows.map(designOf);
}

/** The fields of the design's kind: a points design keeps no criteria, a rubric no maximum. */
const storedFields = (fields: DesignFields) =>
  fields.kind === 'points' ? { ...fields, criteria: [] } : { ...fields, maxPoints: null };

export async function createDesign(db: Db, courseId: string, fields: DesignFields): Promise<Design> {
  const [row] = await db
    .insert(assessmentDesigns)
    .values({ courseId, ...storedFields(fields) })
    .returning();
  return designOf(row!);
}

/** Replace the design's name, kind and marking whole; marks already given keep the levels they chose. */
export async function updateDesign(db: Db, { design }: LoadedDesign, fields: DesignFields): Promise<Design> {
  const [row] = await db
    .update(assessmentDesigns)
    .set({ ...storedFields(fields), updatedAt: new Date() })
    .where(eq(assessmentDesigns.id, design.id))
    .returning();
  return designOf(row!);
}

/**
 * Delete the design, unless a block of its course is marked with it (409: the authors choose
 * another for those first, so no question silently falls back to its points).
 */
export async function removeDesign(db: Db, { design }: LoadedDesign): Promise<void> {
  const users = await db.$count(
    blocks,
    and(
      sql`${blocks.setupData}->>'assessmentDesignId' = ${design.id}`,
      sql`${blocks.pageId} IN (SELECT ${pages.id} FROM ${pages} WHERE ${pages.courseId} = ${design.courseId})`,
    ),
  );
  if (users > 0) throw new AppError('conflict', reasonText('assessment.designInUse'));
  await db.delete(assessmentDesigns).where(eq(assessmentDesigns.id, design.id));
}
