import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockCompletions, blocks, courseProgress, pageProgress, pageSections, pages } from '../../db/schema';
import { buildCourse, buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { recomputeCourseProgress } from './course-progress';

const testApp = setUpTestApp();

/** A course whose module holds pages `one` (two contributing blocks) and `two` (none), plus a page outside any module. */
async function courseWithPages() {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp);
  const [one, two] = await db
    .insert(pages)
    .values([
      { courseId: course.id, moduleId: module.id, path: 'one', title: 'One', position: 0 },
      { courseId: course.id, moduleId: module.id, path: 'two', title: 'Two', position: 1 },
      { courseId: course.id, moduleId: null, path: 'loose', title: 'Loose', position: 0 },
    ])
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: one!.id, position: 0 }).returning();
  const contributors = await db
    .insert(blocks)
    .values(
      [0, 1].map((position) => ({
        pageId: one!.id,
        sectionId: section!.id,
        position,
        widgetType: 'rich_text',
        isProgressContributor: true,
      })),
    )
    .returning();
  return { course, module, one: one!, two: two!, section: section!, contributors };
}

async function stored(userId: string, courseId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  return row && { completed: row.completedPages, total: row.totalPages };
}

describe('recomputeCourseProgress', () => {
  it('counts viewed pages whose contributing blocks are all done, over the outline pages only', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    const { course, one, two, contributors } = await courseWithPages();

    await recomputeCourseProgress(db, user.id, course.id);
    expect(await stored(user.id, course.id)).toEqual({ completed: 0, total: 2 });

    await db.insert(pageProgress).values([
      { userId: user.id, pageId: one.id, courseId: course.id },
      { userId: user.id, pageId: two.id, courseId: course.id },
    ]);
    await recomputeCourseProgress(db, user.id, course.id);
    expect(await stored(user.id, course.id)).toEqual({ completed: 1, total: 2 });

    await db
      .insert(blockCompletions)
      .values(contributors.map((block) => ({ userId: user.id, blockId: block.id, pageId: one.id })));
    await recomputeCourseProgress(db, user.id, course.id);
    expect(await stored(user.id, course.id)).toEqual({ completed: 2, total: 2 });
    const [marked] = await db.select().from(pageProgress).where(eq(pageProgress.pageId, one.id));
    expect(marked!.completedAt).not.toBeNull();
  });

  it('lowers completion when a contributing block is added later', async () => {
    const { db } = testApp.database;
    const user = await buildUser(db);
    const { course, two, section } = await courseWithPages();
    await db.insert(pageProgress).values({ userId: user.id, pageId: two.id, courseId: course.id });
    await recomputeCourseProgress(db, user.id, course.id);
    expect(await stored(user.id, course.id)).toEqual({ completed: 1, total: 2 });

    const [twoSection] = await db.insert(pageSections).values({ pageId: two.id, position: 0 }).returning();
    await db.insert(blocks).values({
      pageId: two.id,
      sectionId: twoSection!.id,
      position: 0,
      widgetType: 'rich_text',
      isProgressContributor: true,
    });
    expect(section.id).not.toBe(twoSection!.id);
    await recomputeCourseProgress(db, user.id, course.id);
    expect(await stored(user.id, course.id)).toEqual({ completed: 0, total: 2 });
    const [unmarked] = await db.select().from(pageProgress).where(eq(pageProgress.pageId, two.id));
    expect(unmarked!.completedAt).toBeNull();
  });
});
