import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageSection } from '../../../common/api/course-page';
import type { CreatedPage, CreatePageInput, PageSource } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { lockCourse, requireModule } from '../courses';
import { requireUsablePath } from './page-path-check';
import { sectionsOfSnapshot } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import { loadVisibleTemplate } from './page-template-store';
import { createPageWithLayout, type NewSection } from './page-with-layout';
import { loadWritableCourse, loadWritablePage } from './write-access';

/** Stored sections as the layout of a new page (their ids are left behind: the copy gets fresh ones). */
const asNewSections = (sections: readonly PageSection[]): NewSection[] =>
  sections.map((section) => ({
    settings: section.settings,
    blocks: section.blocks.map(({ widgetType, setupData, settings, isProgressContributor }) => ({
      widgetType,
      setupData,
      settings,
      isProgressContributor,
    })),
  }));

/**
 * The layout a new page starts from: one empty section; a template's sections (a starter one or
 * the caller's own); or the current sections of a page the caller may write. Media keys are shared
 * with the source: stored files never change, so both pages can point at them.
 */
async function layoutOf(db: Db, ctx: RequestContext, source: PageSource): Promise<NewSection[]> {
  if (source.kind === 'blank') return [{ settings: {}, blocks: [] }];
  if (source.kind === 'template') {
    const template = await loadVisibleTemplate(db, ctx, source.templateId);
    if (!template) throw new AppError('not_found', REASONS.notFound, { templateId: REASONS.notFound });
    return asNewSections(sectionsOfSnapshot(template.snapshot));
  }
  const page = await loadWritablePage(db, ctx, source.pageId, { hideReadOnly: true });
  return asNewSections(await readStoredSections(db, page.id));
}

/** Create a page at the end of a module of a course the caller may write, with its first revision. */
export async function createPage(
  db: Db,
  ctx: RequestContext,
  input: z.output<typeof CreatePageInput>,
): Promise<CreatedPage> {
  const course = await loadWritableCourse(db, ctx, input.coursePath);
  await lockCourse(db, course.id);
  await requireModule(db, course.id, input.moduleId);
  await requireUsablePath(db, course.id, input.path);
  const sections = await layoutOf(db, ctx, input.source);
  const [row] = await db.select({ total: count() }).from(pages).where(eq(pages.moduleId, input.moduleId));
  const { id } = await createPageWithLayout(db, {
    courseId: course.id,
    moduleId: input.moduleId,
    path: input.path,
    title: input.title,
    position: row?.total ?? 0,
    authorId: ctx.actor.userId,
    sections,
  });
  return { id, path: input.path, coursePath: course.path };
}
