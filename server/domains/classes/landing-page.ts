import { asc, eq } from 'drizzle-orm';
import type { CourseLandingPage, OutlineModule } from '../../../common/api/catalogue';
import type { CredentialFramework } from '../../../common/domain/opencred-frameworks';
import type { Db } from '../../db/client';
import { modules, pages } from '../../db/schema';
import { courseMediaUrl } from '../courses';
import type { VisibleCourse } from './visible-course';

/** The landing page of `course`: its fields and the module outline, in one more query. */
export async function readLandingPage(db: Db, course: VisibleCourse): Promise<CourseLandingPage> {
  const rows = await db
    .select({
      moduleId: modules.id,
      moduleTitle: modules.title,
      pageTitle: pages.title,
      pagePath: pages.path,
    })
    .from(modules)
    .leftJoin(pages, eq(pages.moduleId, modules.id))
    .where(eq(modules.courseId, course.id))
    .orderBy(asc(modules.position), asc(modules.id), asc(pages.position), asc(pages.id));
  const outline: OutlineModule[] = [];
  let lastModuleId: string | null = null;
  for (const row of rows) {
    if (row.moduleId !== lastModuleId) {
      outline.push({ title: row.moduleTitle, pages: [] });
      lastModuleId = row.moduleId;
    }
    if (row.pageTitle !== null && row.pagePath !== null) {
      outline[outline.length - 1]!.pages.push({ title: row.pageTitle, path: row.pagePath });
    }
  }
  return {
    path: course.path,
    name: course.name,
    imageUrl: courseMediaUrl(course.imageKey),
    bannerUrl: courseMediaUrl(course.bannerKey),
    objective: course.objective,
    outcomes: course.outcomes,
    description: course.description,
    modules: outline,
    creator: course.creatorName
      ? { fullName: course.creatorName, profileName: course.creatorProfileName }
      : null,
    language: course.language,
    category: course.category,
    courseType: course.courseType,
    sectorTypes: course.sectorTypes,
    classifications: course.classifications,
    credentialFramework: course.credentialFramework as CredentialFramework | null,
    learningHours: course.learningHours,
    certificate: null,
  };
}
