import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config';
import { blocks, courses, pageSections, pages } from '../../../db/schema';
import { createTestApp, TestAgent, type TestApp, type TestReply } from '../../../test/app';
import { courseAgent } from '../../../test/course-fixtures';
import { buildCourse, buildUser } from '../../../test/factories';
import { daysFromNow, learnerAgent, learnerOf } from '../../../test/membership-fixtures';
import { signedInAgent } from '../../../test/signed-in-agent';
import { backfillSanitizedRichText } from '../rich-text-backfill';

let testApp: TestApp;
let webRoot: string;
beforeAll(async () => {
  // A built web app's index.html, as Vite writes it: the rendered views link its stylesheet.
  webRoot = mkdtempSync(join(tmpdir(), 'kelas-rendering-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-Abc123.css"></head></html>',
  );
  testApp = await createTestApp({ webRoot });
});
afterAll(() => testApp.close());

/**
 * A course with one page (in a module) whose one section holds `blockRows`; returns the ids. A
 * displayed course allows guest access (anyone reads its pages) unless `guestAccess` is false.
 */
async function buildPage(
  blockRows: Array<Partial<typeof blocks.$inferInsert>>,
  displayed = true,
  guestAccess = displayed,
) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed });
  if (guestAccess) await db.update(courses).set({ guestAccess }).where(eq(courses.id, course.id));
  const pageTitle = `Page of ${course.path}`;
  const [page] = await db
    .insert(pages)
    .values({
      courseId: course.id,
      moduleId: module.id,
      path: 'p',
      title: pageTitle,
      position: 0,
    })
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: page!.id, position: 0 }).returning();
  const blockIds: string[] = [];
  for (const [position, row] of blockRows.entries()) {
    const [block] = await db
      .insert(blocks)
      .values({ widgetType: 'rich_text', ...row, pageId: page!.id, sectionId: section!.id, position })
      .returning();
    blockIds.push(block!.id);
  }
  // Rows written around the application: sanitised as the next start-up does (reads send them as stored).
  await backfillSanitizedRichText(db);
  return {
    courseId: course.id,
    coursePath: course.path,
    courseName: course.name,
    pageTitle,
    pageId: page!.id,
    blockIds,
  };
}

const stranger = () => new TestAgent(testApp.app);
// TestAgent keeps a body that is not JSON as `text`.
const html = (reply: TestReply) => String(reply.body.text);

describe('/rendering/ssrtest/', () => {
  it('sends visitors without food=potato to the home page', async () => {
    const reply = await stranger().get('/rendering/ssrtest/?food=carrot');
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/');
    expect((await stranger().get('/rendering/ssrtest/')).status).toBe(302);
  });

  it('draws a React component on the server with food=potato', async () => {
    const reply = await stranger().get('/rendering/ssrtest/?food=potato');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html(reply)).toMatch(/^<!doctype html><html lang="en">/);
    expect(html(reply)).toContain('<title>Server rendering - Kelas</title>');
    expect(html(reply)).toContain('SSR works: Kelas drew this page with React on the server.');
    expect(html(reply)).toContain('<link rel="stylesheet" href="/assets/index-Abc123.css"/>');
  });

  it('draws in the signed-in reader’s preferred language', async () => {
    const user = await buildUser(testApp.database.db, { preferredLanguage: 'ms' });
    const reply = await (await signedInAgent(testApp.app, user.email)).get('/rendering/ssrtest/?food=potato');
    expect(html(reply)).toContain('<html lang="ms">');
    expect(html(reply)).toContain('SSR berfungsi: Kelas melukis halaman ini dengan React di pelayan.');
  });
});

describe('/rendering/page/view-content/{pageId}/', () => {
  it('draws a displayed course’s page read-only: sanitised rich text, image and video blocks', async () => {
    const { pageId, courseName, pageTitle } = await buildPage([
      { setupData: { html: '<p>Hello <strong>readers</strong></p><script>alert(1)</script>' } },
      { widgetType: 'image', setupData: { storageKey: 'courses/picture.webp', alt: 'A diagram' } },
      { widgetType: 'video', setupData: { url: 'https://www.youtube.com/watch?v=abcdefghijk' } },
    ]);
    const reply = await stranger().get(`/rendering/page/view-content/${pageId}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const page = html(reply);
    expect(page).toContain(`<title>${pageTitle} - ${courseName} - Kelas</title>`);
    expect(page).toContain(`<h1 class="text-3xl font-semibold text-slate-900">${pageTitle}</h1>`);
    expect(page).toContain('<p>Hello <strong>readers</strong></p>');
    expect(page).not.toContain('<script');
    expect(page).toContain('<img src="/media/courses/picture.webp" alt="A diagram"');
    expect(page).toContain('src="https://www.youtube-nocookie.com/embed/abcdefghijk"');
  });

  it('refuses a hidden course: 401 to a stranger, 404 to another user, drawn for its administrator', async () => {
    const { pageId, coursePath } = await buildPage([{ setupData: { html: '<p>Secret plan</p>' } }], false);
    const url = `/rendering/page/view-content/${pageId}/`;
    const signedOut = await stranger().get(url);
    expect(signedOut.status).toBe(401);
    expect(html(signedOut)).toContain('Sign in to see this');
    expect(html(signedOut)).not.toContain('Secret plan');
    const other = await (await courseAgent(testApp, null, null)).get(url);
    expect(other.status).toBe(404);
    expect(html(other)).toContain('<title>Not found - Kelas</title>');
    expect(html(other)).not.toContain('Secret plan');
    const administrator = await (await courseAgent(testApp, coursePath, 'administrator')).get(url);
    expect(administrator.status).toBe(200);
    expect(html(administrator)).toContain('<p>Secret plan</p>');
  });

  it('leaves out a block shared with staff only for a learner, not for an editor', async () => {
    const { pageId, coursePath, courseId } = await buildPage(
      [
        { setupData: { html: '<p>For everyone</p>' } },
        { setupData: { html: '<p>Marking notes</p>' }, settings: { sharing: { accessType: 'staff' } } },
      ],
      true,
      false,
    );
    const url = `/rendering/page/view-content/${pageId}/`;
    const learner = html(await (await learnerAgent(testApp, courseId)).get(url));
    expect(learner).toContain('For everyone');
    expect(learner).not.toContain('Marking notes');
    const editor = html(await (await courseAgent(testApp, coursePath, 'course design admin')).get(url));
    expect(editor).toContain('Marking notes');
  });

  it('draws a page without guest access for its learners only, and nothing of a page not yet open', async () => {
    const { pageId, courseId, coursePath } = await buildPage(
      [{ setupData: { html: '<p>Lesson</p>' } }],
      true,
      false,
    );
    const url = `/rendering/page/view-content/${pageId}/`;
    expect((await stranger().get(url)).status).toBe(401);
    expect((await (await courseAgent(testApp, null, null)).get(url)).status).toBe(404);
    const former = await learnerOf(testApp, courseId, { endDate: daysFromNow(-1) });
    expect((await former.agent.get(url)).status).toBe(404);
    const learner = await learnerAgent(testApp, courseId);
    expect(html(await learner.get(url))).toContain('<p>Lesson</p>');
    await testApp.database.db.update(pages).set({ unlockAfterDays: 3 }).where(eq(pages.id, pageId));
    const locked = await learner.get(url);
    expect(locked.status).toBe(200);
    expect(html(locked)).not.toContain('Lesson</p>');
    const editor = await courseAgent(testApp, coursePath, 'course design admin');
    expect(html(await editor.get(url))).toContain('<p>Lesson</p>');
  });

  it('answers a malformed id with the not-found page, even for a stranger', async () => {
    for (const url of ['/rendering/page/view-content/not-a-uuid/', '/rendering/widget/view-content/42/']) {
      expect((await stranger().get(url)).status, url).toBe(404);
    }
  });

  it('answers a malformed or unknown id, or another path under /rendering/, with the not-found page', async () => {
    const agent = await courseAgent(testApp, null, null);
    for (const url of [
      '/rendering/page/view-content/not-a-uuid/',
      '/rendering/page/view-content/00000000-0000-4000-8000-000000000000/',
      '/rendering/nothing-here/',
    ]) {
      const reply = await agent.get(url);
      expect(reply.status, url).toBe(404);
      expect(html(reply), url).toContain('Not found');
    }
  });
});

describe('/rendering/widget/view-content/{blockId}/ and /rendering/richtext/view-content/{blockId}/', () => {
  it('draws one block, by the checks of its page and its sharing', async () => {
    const { blockIds, coursePath } = await buildPage([
      { widgetType: 'video', setupData: { url: 'https://vimeo.com/12345' } },
      { setupData: { html: '<p>Marking notes</p>' }, settings: { sharing: { accessType: 'staff' } } },
    ]);
    const video = await stranger().get(`/rendering/widget/view-content/${blockIds[0]}/`);
    expect(video.status).toBe(200);
    expect(html(video)).toContain('src="https://player.vimeo.com/video/12345?dnt=1"');
    const hidden = `/rendering/widget/view-content/${blockIds[1]}/`;
    expect((await (await courseAgent(testApp, coursePath, null)).get(hidden)).status).toBe(404);
    expect((await stranger().get(hidden)).status).toBe(401);
    const staff = await (await courseAgent(testApp, null, null, { isStaff: true })).get(hidden);
    expect(staff.status).toBe(200);
    expect(html(staff)).toContain('<p>Marking notes</p>');
  });

  it('draws a rich-text block’s sanitised HTML, and no block of another type', async () => {
    const { blockIds } = await buildPage([
      { setupData: { html: '<h2>Intro</h2><img src=x onerror="alert(2)"><script>alert(1)</script>' } },
      { widgetType: 'video', setupData: { url: 'https://vimeo.com/12345' } },
    ]);
    const richText = await stranger().get(`/rendering/richtext/view-content/${blockIds[0]}/`);
    expect(richText.status).toBe(200);
    expect(html(richText)).toContain('<h2>Intro</h2>');
    expect(html(richText)).not.toMatch(/<script|onerror/);
    expect((await stranger().get(`/rendering/richtext/view-content/${blockIds[1]}/`)).status).toBe(404);
  });
});

describe('without the server-rendering bundle', () => {
  it('answers 503 with a page that says how to build it', async () => {
    const unbuilt = await createTestApp({
      config: readConfig({ PUBLIC_URL: 'http://localhost:3000', SSR_DIST: join(webRoot, 'no-bundle') }),
    });
    try {
      const reply = await new TestAgent(unbuilt.app).get('/rendering/ssrtest/?food=potato');
      expect(reply.status).toBe(503);
      expect(html(reply)).toContain('The server-rendering bundle has not been built yet');
    } finally {
      await unbuilt.close();
    }
  });
});
