import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../common/api/course-page';
import { type CreatedPage, type CreatePageInput, PAGE_REASONS } from '../../../common/api/page-admin';
import { pageRevisions, pages, pageTemplates } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildCourseOfPages, modulePages } from './page-admin-test-kit';
import { type RevisionSnapshot, sectionsOfSnapshot, snapshotOf } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import type { NewSection } from './page-with-layout';

const testApp = setUpTestApp();

const create = (agent: TestAgent, input: CreatePageInput) => agent.post('/json/page/create', input);

async function created(agent: TestAgent, input: CreatePageInput): Promise<CreatedPage> {
  const reply = await create(agent, input);
  expect(reply.body).not.toHaveProperty('error');
  expect(reply.status).toBe(200);
  return reply.body.result as CreatedPage;
}

/** Sections without their ids, to compare content. */
const content = (sections: readonly PageSection[]) =>
  sections.map((section) => ({
    settings: section.settings,
    blocks: section.blocks.map(({ id: _id, ...block }) => block),
  }));
const allIds = (sections: readonly PageSection[]) =>
  sections.flatMap((section) => [section.id, ...section.blocks.map((block) => block.id)]);

/** The page's only revision is its current one, and its snapshot is the page's stored layout. */
async function expectFirstRevision(pageId: string) {
  const { db } = testApp.database;
  const revisions = await db.select().from(pageRevisions).where(eq(pageRevisions.pageId, pageId));
  expect(revisions).toHaveLength(1);
  const [page] = await db.select({ revisionId: pages.revisionId }).from(pages).where(eq(pages.id, pageId));
  expect(page!.revisionId).toBe(revisions[0]!.id);
  expect(revisions[0]!.snapshot).toEqual(snapshotOf(await readStoredSections(db, pageId)));
}

const SHARED_MEDIA_KEY = 'course-files/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
const sourceSections: NewSection[] = [
  {
    settings: { heading: 'Start', columns: 2, background: 'subtle' },
    blocks: [
      { widgetType: 'rich_text', setupData: { html: '<p>Hello</p>' } },
      {
        widgetType: 'image',
        setupData: {
          storageKey: 'course-files/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
          alt: 'A chart',
          caption: '',
        },
        settings: { layout: { span: 2 } },
        isProgressContributor: true,
      },
    ],
  },
  {
    settings: { heading: 'End', columns: 1, background: 'none' },
    blocks: [{ widgetType: 'video', setupData: { url: '' } }],
  },
];

describe('create page', () => {
  it('creates a blank page with one empty section at the end of the module', async () => {
    const { course, moduleId, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const page = await created(admin, {
      coursePath: course.path.toUpperCase(),
      moduleId,
      title: 'Third',
      path: 'Third-Page',
      source: { kind: 'blank' },
    });
    expect(page).toMatchObject({ path: 'third-page', coursePath: course.path });
    expect(await modulePages(testApp, moduleId)).toEqual([
      { id: pageIds[0], path: 'first', position: 0 },
      { id: pageIds[1], path: 'second', position: 1 },
      { id: page.id, path: 'third-page', position: 2 },
    ]);
    const sections = await readStoredSections(testApp.database.db, page.id);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.blocks).toEqual([]);
    await expectFirstRevision(page.id);
  });

  it('creates a page from a starter template with its content under fresh ids', async () => {
    const { course, moduleId } = await buildCourseOfPages(testApp);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    const [template] = await testApp.database.db
      .select()
      .from(pageTemplates)
      .where(eq(pageTemplates.key, 'video_lesson'));
    const page = await created(designer, {
      coursePath: course.path,
      moduleId,
      title: 'Watch',
      path: 'watch',
      source: { kind: 'template', templateId: template!.id },
    });
    const templateSections = sectionsOfSnapshot(template!.snapshot as RevisionSnapshot);
    const sections = await readStoredSections(testApp.database.db, page.id);
    expect(content(sections)).toEqual(content(templateSections));
    expect(sections.flatMap((section) => section.blocks.map((block) => block.widgetType))).toContain('video');
    expect(allIds(sections).filter((id) => allIds(templateSections).includes(id))).toEqual([]);
    await expectFirstRevision(page.id);
  });

  it('copies the current sections of a page the caller may write, under fresh ids, sharing media keys', async () => {
    const source = await buildCourseOfPages(testApp, { sections: sourceSections, pagePaths: ['source'] });
    const target = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, [source.course.path, target.course.path], 'administrator');
    const page = await created(admin, {
      coursePath: target.course.path,
      moduleId: target.moduleId,
      title: 'Copy',
      path: 'copy',
      source: { kind: 'copy', pageId: source.pageIds[0]! },
    });
    const original = await readStoredSections(testApp.database.db, source.pageIds[0]!);
    const copy = await readStoredSections(testApp.database.db, page.id);
    expect(content(copy)).toEqual(content(original));
    expect(copy[0]!.blocks[1]!.setupData.storageKey).toBe(SHARED_MEDIA_KEY);
    expect(allIds(copy).filter((id) => allIds(original).includes(id))).toEqual([]);
    expect((await modulePages(testApp, target.moduleId)).at(-1)).toMatchObject({ id: page.id, position: 2 });
    await expectFirstRevision(page.id);
  });

  it('refuses to copy a page of a course the caller may not write (404)', async () => {
    const source = await buildCourseOfPages(testApp, { displayed: true, pagePaths: ['open'] });
    const { course, moduleId } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const reply = await create(admin, {
      coursePath: course.path,
      moduleId,
      title: 'Copy',
      path: 'copy',
      source: { kind: 'copy', pageId: source.pageIds[0]! },
    });
    expect(reply.status).toBe(404);
  });

  it('lets only writers create: strangers 404, learners and promo admins 403, visitors 401', async () => {
    const hidden = await buildCourseOfPages(testApp);
    const shown = await buildCourseOfPages(testApp, { displayed: true });
    const input = (course: { path: string }, moduleId: string): CreatePageInput => ({
      coursePath: course.path,
      moduleId,
      title: 'New',
      path: 'new',
      source: { kind: 'blank' },
    });
    const stranger = await courseAgent(testApp, hidden.course.path);
    expect((await create(stranger, input(hidden.course, hidden.moduleId))).status).toBe(404);
    expect((await create(stranger, input(shown.course, shown.moduleId))).status).toBe(403);
    const promo = await courseAgent(testApp, hidden.course.path, 'course promo admin');
    expect((await create(promo, input(hidden.course, hidden.moduleId))).status).toBe(403);
    expect((await create(freshAgent(testApp.app), input(hidden.course, hidden.moduleId))).status).toBe(401);
    expect(await modulePages(testApp, hidden.moduleId)).toHaveLength(2);
  });

  it("refuses someone else's saved template (404) and a module of another course (404)", async () => {
    const { course, moduleId, pageIds } = await buildCourseOfPages(testApp);
    const owner = await courseAgent(testApp, course.path, 'administrator');
    const saved = await owner.post('/json/pageTemplate/create', { pageId: pageIds[0], name: 'Mine' });
    expect(saved.status).toBe(200);
    const other = await buildCourseOfPages(testApp);
    const otherAdmin = await courseAgent(testApp, other.course.path, 'administrator');
    const fromTemplate = await create(otherAdmin, {
      coursePath: other.course.path,
      moduleId: other.moduleId,
      title: 'T',
      path: 't',
      source: { kind: 'template', templateId: (saved.body.result as { id: string }).id },
    });
    expect(fromTemplate.status).toBe(404);
    const wrongModule = await create(otherAdmin, {
      coursePath: other.course.path,
      moduleId,
      title: 'M',
      path: 'm',
      source: { kind: 'blank' },
    });
    expect(wrongModule.status).toBe(404);
  });

  it('refuses a taken path (409 page_path_taken) and a reserved one, with the reason in fields.path', async () => {
    const { course, moduleId } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const createAt = (path: string) =>
      create(admin, { coursePath: course.path, moduleId, title: 'A', path, source: { kind: 'blank' } });
    const taken = await createAt('first');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'page_path_taken', fields: { path: PAGE_REASONS.pathTaken } });
    const reserved = await createAt('admin');
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields).toEqual({ path: PAGE_REASONS.pathReserved });
    const shape = await createAt('-bad path');
    expect(shape.status).toBe(400);
    expect(await modulePages(testApp, moduleId)).toHaveLength(2);
  });
});
