import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageSection } from '../../../common/api/course-page';
import type { CreatedPage, CreatePageInput } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import type { SignedInActor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { loadOutlineCourse, lockCourse, type OutlineCourse, requireModule } from '../courses';
import { linkCopiedCourseFiles } from './course-file-links';
import { type EditablePage, loadEditablePage } from './page-access';
import { requireUsablePath } from './page-path-check';
import { sectionsOfSnapshot } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import { loadVisibleTemplate } from './page-template-store';
import { createPageWithLayout, type NewSection } from './page-with-layout';

type Input = z.output<typeof CreatePageInput>;

/** What `create page` names in its input: the course, and for a copy its source page (undefined: none). */
export interface PageCreation {
  course: OutlineCourse;
  copy?: { page: EditablePage | undefined };
}

/** Load the course and the copied page `create page` names, for its policy (policy.ts createPageIn). */
export async function loadPageCreation(
  db: Db,
  ctx: RequestContext,
  _id: string,
  input: Input,
): Promise<PageCreation | undefined> {
  const course = await loadOutlineCourse(db, ctx, input.coursePath);
  if (!course) return undefined;
  const { source } = input;
  // An input left unchecked (the registry test loads with one) may name no source: nothing to copy.
  if (source?.kind !== 'copy') return { course };
  return { course, copy: { page: await loadEditablePage(db, ctx, source.pageId) } };
}

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
 * the caller's own); or the current sections of the copied page (its policy let it through).
 * Media keys are shared with the source: stored files never change, so both pages can point at them
 * (and the new page's readers receive them: linkCopiedCourseFiles).
 */
async function layoutOf(
  db: Db,
  ctx: RequestContext,
  { copy }: PageCreation,
  input: Input,
): Promise<NewSection[]> {
  if (copy?.page) return asNewSections(await readStoredSections(db, copy.page.id));
  if (input.source.kind !== 'template') return [{ settings: {}, blocks: [] }];
  const template = await loadVisibleTemplate(db, ctx, input.source.templateId);
  if (!template) throw new AppError('not_found', REASONS.notFound, { templateId: REASONS.notFound });
  return asNewSections(sectionsOfSnapshot(template.snapshot));
}

/** Create a page at the end of a module of the course (its policy let the caller write it), with its first revision. */
export async function createPage(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  target: PageCreation,
  input: Input,
): Promise<CreatedPage> {
  const { course } = target;
  await lockCourse(db, course.id);
  await requireModule(db, course.id, input.moduleId);
  await requireUsablePath(db, course.id, input.path);
  const sections = await layoutOf(db, ctx, target, input);
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
  await linkCopiedCourseFiles(db, ctx.actor, course.id, sections);
  return { id, path: input.path, coursePath: course.path };
}
