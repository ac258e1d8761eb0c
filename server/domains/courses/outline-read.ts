import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CourseOutline, OutlineModule } from '../../../common/api/outline';
import type { Db } from '../../db/client';
import { modules, pages } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import type { OutlineCourse } from './outline-access';
import { mayEditOutline } from './policy';

/**
 * The outline of a course: objective, outcomes, modules with their pages in order, and each
 * module's page count. Two queries whatever the number of modules and pages.
 */
export async function readOutline(db: Db, actor: Actor, course: OutlineCourse): Promise<CourseOutline> {
  const [moduleRows, pageRows] = await Promise.all([
    db
      .select({ id: modules.id, title: modules.title })
      .from(modules)
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(modules.position), asc(modules.createdAt)),
    db
      .select({ id: pages.id, path: pages.path, title: pages.title, moduleId: pages.moduleId })
      .from(pages)
      .where(and(eq(pages.courseId, course.id), isNotNull(pages.moduleId)))
      .orderBy(asc(pages.position), asc(pages.createdAt)),
  ]);
  const byModule = new Map<string, OutlineModule>(
    moduleRows.map((row) => [row.id, { id: row.id, title: row.title, pages: [] }]),
  );
  for (const { moduleId, ...page } of pageRows) byModule.get(moduleId!)?.pages.push(page);
  const structure = [...byModule.values()];
  return {
    coursePath: course.path,
    name: course.name,
    canEdit: mayEditOutline(actor, course),
    sections: [
      { type: 'objective', objective: course.objective },
      { type: 'outcomes', outcomes: course.outcomes },
      { type: 'course_structure', modules: structure },
      {
        type: 'module_content',
        modules: structure.map((module) => ({
          id: module.id,
          title: module.title,
          pageCount: module.pages.length,
        })),
      },
    ],
  };
}
