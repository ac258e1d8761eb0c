import { eq, inArray, sql } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import type { SectionSettings } from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { pageSections } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { moveInList } from '../courses';
import { clampedSpans, insertAt, sectionIn, writeBlockSettings, writeSectionOrder } from './layout-store';

/** Why the last section of a page cannot go (409). */
export const LAST_SECTION_REASON = 'A page keeps at least one section: add another before deleting this one.';

/**
 * Section writes of the `layout` resource. Each takes the page's layout as read under the page
 * lock and keeps section positions 0..n-1; blocks that would span more columns than their section
 * has are narrowed.
 */

/** Replace a section's settings; its blocks' spans are clamped to its new columns. */
export async function updateSectionSettings(
  db: Db,
  sections: readonly PageSection[],
  sectionId: string,
  settings: SectionSettings,
): Promise<void> {
  const section = sectionIn(sections, sectionId);
  await db.update(pageSections).set({ settings }).where(eq(pageSections.id, section.id));
  await writeBlockSettings(db, clampedSpans(section, settings.columns));
}

/** Add an empty section at `index`. */
export async function addSection(
  db: Db,
  pageId: string,
  sections: readonly PageSection[],
  index: number,
  settings: SectionSettings,
): Promise<void> {
  const [added] = await db
    .insert(pageSections)
    .values({ pageId, position: Math.min(index, sections.length), settings })
    .returning({ id: pageSections.id });
  await writeSectionOrder(
    db,
    insertAt(
      sections.map((section) => section.id),
      index,
      added!.id,
    ),
  );
}

/** Move a section to `index`. */
export async function moveSection(
  db: Db,
  sections: readonly PageSection[],
  sectionId: string,
  index: number,
): Promise<void> {
  sectionIn(sections, sectionId);
  await writeSectionOrder(
    db,
    moveInList(sections, sectionId, index).map((section) => section.id),
  );
}

/** Delete a section with its blocks; the last section of a page stays (409). */
export async function deleteSection(
  db: Db,
  sections: readonly PageSection[],
  sectionId: string,
): Promise<void> {
  sectionIn(sections, sectionId);
  if (sections.length === 1) {
    throw new AppError('conflict', LAST_SECTION_REASON, { sectionId: LAST_SECTION_REASON });
  }
  await db.delete(pageSections).where(eq(pageSections.id, sectionId));
  await writeSectionOrder(
    db,
    sections.filter((section) => section.id !== sectionId).map((section) => section.id),
  );
}

/** Give every section `columns` columns, clamping the spans of blocks that no longer fit. */
export async function migrateLayout(
  db: Db,
  sections: readonly PageSection[],
  columns: number,
): Promise<void> {
  await db
    .update(pageSections)
    .set({ settings: sql`${pageSections.settings} || ${JSON.stringify({ columns })}::jsonb` })
    .where(
      inArray(
        pageSections.id,
        sections.map((section) => section.id),
      ),
    );
  await writeBlockSettings(
    db,
    sections.flatMap((section) => clampedSpans(section, columns)),
  );
}
