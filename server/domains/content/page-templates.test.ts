import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PageTemplatePreview, PageTemplateSummary } from '../../../common/api/page-admin';
import { SectionSettings } from '../../../common/api/page-layout';
import { WIDGET_SETUP } from '../../../common/domain/widget-setup';
import { isContentWidgetType } from '../../../common/domain/widgets';
import { pageTemplates } from '../../db/schema';
import { sanitizeRichText } from '../../security/rich-text';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { contentModule } from './module';
import { buildCourseOfPages } from './page-admin-test-kit';
import { STARTER_TEMPLATES } from './starter-templates';

const testApp = setUpTestApp();

const pageSections = [
  {
    settings: { heading: 'Notes', columns: 2, background: 'none' },
    blocks: [
      { widgetType: 'rich_text', setupData: { html: '<p>One <script>alert(1)</script></p>' } },
      { widgetType: 'video', setupData: { source: 'link', url: '' } },
    ],
  },
  { settings: { heading: '', columns: 1, background: 'brand' }, blocks: [] },
];

async function list(agent: TestAgent): Promise<PageTemplateSummary[]> {
  const reply = await agent.get('/json/pageTemplate/lookup/listTemplates');
  expect(reply.status).toBe(200);
  return reply.body.result as PageTemplateSummary[];
}

async function save(agent: TestAgent, pageId: string, name: string): Promise<PageTemplateSummary> {
  const reply = await agent.post('/json/pageTemplate/create', { pageId, name, description: `About ${name}` });
  expect(reply.body).not.toHaveProperty('error');
  return reply.body.result as PageTemplateSummary;
}

const starterKeys = STARTER_TEMPLATES.map((template) => template.key);

describe('the starter templates', () => {
  it('ship real content that the editor would accept: known widgets, valid setup data, sanitised text', () => {
    expect(starterKeys).toEqual(
      expect.arrayContaining(['introduction', 'reading', 'video_lesson', 'reflection']),
    );
    for (const template of STARTER_TEMPLATES) {
      expect(template.sections.length).toBeGreaterThan(0);
      for (const section of template.sections) {
        expect(SectionSettings.safeParse(section.settings).success).toBe(true);
        for (const block of section.blocks) {
          expect(isContentWidgetType(block.widgetType)).toBe(true);
          expect(WIDGET_SETUP[block.widgetType].safeParse(block.setupData).success).toBe(true);
          if (block.widgetType === 'rich_text') {
            const html = block.setupData.html as string;
            expect(sanitizeRichText(html)).toBe(html);
          }
        }
      }
    }
  });

  it('are written as reference data (at start-up) once per key, and again without duplicates', async () => {
    const { db } = testApp.database;
    const before = await db.select().from(pageTemplates).where(isNull(pageTemplates.ownerId));
    expect(before.map((row) => row.key).sort()).toEqual([...starterKeys].sort());
    await contentModule.referenceData?.(testApp.database.db);
    const after = await db.select().from(pageTemplates).where(isNull(pageTemplates.ownerId));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
    // A row that drifted from the shipped definition is brought back to it, keeping its id.
    await db.update(pageTemplates).set({ name: 'Changed' }).where(eq(pageTemplates.key, 'reading'));
    await contentModule.referenceData?.(testApp.database.db);
    const [reading] = await db.select().from(pageTemplates).where(eq(pageTemplates.key, 'reading'));
    expect(reading).toEqual(before.find((row) => row.key === 'reading'));
  });
});

describe('page templates', () => {
  it('lists the starter set in order, then the caller’s own newest first, never someone else’s', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { sections: pageSections });
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const older = await save(admin, pageIds[0]!, 'Older');
    const newer = await save(admin, pageIds[1]!, 'Newer');
    expect(newer).toMatchObject({ key: null, isStarter: false, blockCount: 2, description: 'About Newer' });
    const other = await courseAgent(testApp, course.path, 'administrator');
    await save(other, pageIds[0]!, 'Theirs');
    const templates = await list(admin);
    expect(templates.map((template) => template.key ?? template.name)).toEqual([
      ...starterKeys,
      'Newer',
      'Older',
    ]);
    expect(templates[0]).toMatchObject({ key: 'introduction', name: 'Introduction', isStarter: true });
    expect(templates.every((template) => template.blockCount > 0)).toBe(true);
    expect(templates.at(-1)!.id).toBe(older.id);
  });

  it('previews a template for a reader: sanitised sections; someone else’s template is 404', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { sections: pageSections });
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const saved = await save(admin, pageIds[0]!, 'Sanitised');
    const reply = await admin.get(`/json/pageTemplate/read/getTemplate/${saved.id}`);
    const preview = reply.body.result as PageTemplatePreview;
    expect(preview).toMatchObject({ id: saved.id, name: 'Sanitised', blockCount: 2 });
    expect(preview.sections.map((section) => section.settings)).toEqual(pageSections.map((s) => s.settings));
    expect(preview.sections[0]!.blocks[0]!.setupData.html).toBe('<p>One </p>');
    const stranger = await courseAgent(testApp, course.path);
    expect((await stranger.get(`/json/pageTemplate/read/getTemplate/${saved.id}`)).status).toBe(404);
    const [starter] = await list(stranger);
    const starterPreview = (await stranger.get(`/json/pageTemplate/read/getTemplate/${starter!.id}`)).body
      .result as PageTemplatePreview;
    expect(starterPreview.sections.length).toBe(STARTER_TEMPLATES[0]!.sections.length);
    expect(
      (await freshAgent(testApp.app).get(`/json/pageTemplate/read/getTemplate/${starter!.id}`)).status,
    ).toBe(401);
  });

  it('saves only from a page the caller may write', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { displayed: true });
    const learner = await courseAgent(testApp, course.path);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    for (const agent of [learner, promo]) {
      expect((await agent.post('/json/pageTemplate/create', { pageId: pageIds[0], name: 'No' })).status).toBe(
        403,
      );
    }
    const hidden = await buildCourseOfPages(testApp);
    expect(
      (await learner.post('/json/pageTemplate/create', { pageId: hidden.pageIds[0], name: 'No' })).status,
    ).toBe(404);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    const blank = await designer.post('/json/pageTemplate/create', { pageId: pageIds[0], name: '  ' });
    expect(blank.status).toBe(400);
    expect((await save(designer, pageIds[0]!, 'Yes')).name).toBe('Yes');
  });

  it('deletes the owner’s template; a starter template is 403, someone else’s 404', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const saved = await save(admin, pageIds[0]!, 'Short-lived');
    const other = await courseAgent(testApp, course.path, 'administrator');
    expect((await other.post(`/json/pageTemplate/delete/deleteTemplate/${saved.id}`)).status).toBe(404);
    const [starter] = await list(admin);
    expect((await admin.post(`/json/pageTemplate/delete/deleteTemplate/${starter!.id}`)).status).toBe(403);
    const deleted = await admin.post(`/json/pageTemplate/delete/deleteTemplate/${saved.id}`);
    expect(deleted.body.result).toEqual({ deleted: true });
    expect((await list(admin)).map((template) => template.id)).not.toContain(saved.id);
    expect((await list(admin)).map((template) => template.id)).toContain(starter!.id);
  });
});
