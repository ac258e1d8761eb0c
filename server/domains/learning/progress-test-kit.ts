import { blocks, pageSections, pages } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildClass, buildCourse } from '../../test/factories';

/**
 * A displayed course whose module holds page `one` (two progress-contributing blocks and one that
 * does not count) and page `two` (no blocks), a page `loose` outside any module, and a class.
 */
export async function buildProgressCourse(testApp: TestApp) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed: true });
  const [one, two, loose] = await db
    .insert(pages)
    .values([
      { courseId: course.id, moduleId: module.id, path: 'one', title: 'Page one', position: 0 },
      { courseId: course.id, moduleId: module.id, path: 'two', title: 'Page two', position: 1 },
      { courseId: course.id, moduleId: null, path: 'loose', title: 'Loose page', position: 0 },
    ])
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: one!.id, position: 0 }).returning();
  const [first, second, plain] = await db
    .insert(blocks)
    .values(
      [true, true, false].map((isProgressContributor, position) => ({
        pageId: one!.id,
        sectionId: section!.id,
        position,
        widgetType: 'rich_text',
        setupData: { html: `<p>Block ${position}</p>` },
        isProgressContributor,
      })),
    )
    .returning();
  const cohort = await buildClass(testApp, course.id);
  return {
    course,
    module,
    cohort,
    pages: { one: one!, two: two!, loose: loose! },
    section: section!,
    blocks: { first: first!, second: second!, plain: plain! },
  };
}
