import { blocks, cohorts, enrolments, pageSections, pages } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildCourseWithModule } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';

let classCount = 0;

/**
 * A displayed course whose module holds page `one` (two progress-contributing blocks and one that
 * does not count) and page `two` (no blocks), a page `loose` outside any module, and a class.
 */
export async function buildProgressCourse(testApp: TestApp) {
  const { db } = testApp.database;
  const { course, module } = await buildCourseWithModule(testApp, { displayed: true });
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
  classCount++;
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseId: course.id,
      path: `progress-class-${classCount}`,
      name: `Progress class ${classCount}`,
    })
    .returning();
  return {
    course,
    module,
    cohort: cohort!,
    pages: { one: one!, two: two!, loose: loose! },
    section: section!,
    blocks: { first: first!, second: second!, plain: plain! },
  };
}

/** A new user enrolled in `cohortId` (a learner, or a facilitator with `staff`), and their signed-in agent. */
export async function enrolledAgent(
  testApp: TestApp,
  cohortId: string,
  { staff = false, fullName, enrolledAt }: { staff?: boolean; fullName?: string; enrolledAt?: Date } = {},
) {
  const { db } = testApp.database;
  const user = await buildUser(db, fullName ? { fullName } : {});
  await db.insert(enrolments).values({
    userId: user.id,
    cohortId,
    staff,
    source: staff ? 'staff' : 'open',
    ...(enrolledAt && { enrolledAt }),
  });
  return { user, agent: await signedInAgent(testApp.app, user.email) };
}
