import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../common/api/certification';
import { LANGUAGE_COOKIE } from '../../common/constants';
import { courses } from '../db/schema';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../test/factories';
import { buildPage } from '../test/page-fixtures';
import { setUpTestApp } from '../test/set-up-test-app';
import { signedInAgent } from '../test/signed-in-agent';

// A built page to draw in, as web/index.html builds (the suite's SSR bundle is built by its setup).
const webRoot = mkdtempSync(join(tmpdir(), 'kelas-drawing-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><title>%BRAND_NAME%</title></head><body><div id="root"></div></body></html>',
);
const testApp = setUpTestApp({ webRoot });

const firstReads = (body: string) => {
  const json = /<script type="application\/json" id="first-reads">([^<]*)<\/script>/.exec(body)?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { language: string; reads: Record<string, unknown> });
};
const root = (body: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(body)?.[1] ?? '';
const preloads = (body: string) => body.match(/rel="preload" as="fetch"/g)?.length ?? 0;

describe('a screen drawn on the server', () => {
  it('is the course landing page, drawn with its answers for the app, kept from shared caches', async () => {
    const { course } = await buildPage(testApp, []);
    const reply = await testApp.app.inject({ method: 'GET', url: `/courses/${course.path}/` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    expect(root(reply.body)).toContain(`>${course.name}</h1>`);
    // It takes no input until the app has hydrated it.
    expect(root(reply.body)).toMatch(/^<div class="flex min-h-screen flex-col" inert="">/);
    expect(preloads(reply.body)).toBe(0);
    const drawing = firstReads(reply.body);
    expect(drawing?.language).toBe('en');
    expect(drawing?.reads['/json/auth/lookup/currentUser']).toBeNull();
    expect(drawing?.reads[`/json/course/read/getLandingPage/${course.path}`]).toMatchObject({
      name: course.name,
    });
  });

  it('is a signed-in learner’s course page, with their invitations, class and progress, in the language they chose', async () => {
    // A block that counts: its "Mark as done" is a control, not waited for (web/api/first-reads.ts).
    const { course } = await buildPage(testApp, [
      {
        widgetType: 'rich_text',
        setupData: { html: '<p>Counting what matters</p>' },
        isProgressContributor: true,
      },
    ]);
    const email = `drawn-${Date.now()}@example.com`;
    const learner = await buildUser(testApp.database.db, { email });
    const cohort = await buildClass(testApp, course.id);
    await buildEnrolment(testApp, { userId: learner.id, cohortId: cohort.id });
    const agent = await signedInAgent(testApp.app, email);
    const reply = await agent.get(`/courses/${course.path}/p/?mode=view`, {
      cookie: `${agent.cookieHeader().cookie}; ${LANGUAGE_COOKIE}=id`,
    });
    expect(reply.status).toBe(200);
    expect(root(reply.text)).toContain('Counting what matters');
    expect(reply.text).toMatch(/<html lang="id"/);
    const drawing = firstReads(reply.text);
    expect(drawing?.language).toBe('id');
    expect(Object.keys(drawing?.reads ?? {})).toEqual([
      '/json/auth/lookup/currentUser',
      '/json/cohort/lookup/listMyInvitations',
      `/json/course/read/getPage/${course.path}?pagePath=p`,
      `/json/outline/read/getOutline/${course.path}`,
      // Asked once a drawing showed the page waiting for them: the learner's class, its schedule and
      // the learner's progress.
      `/json/user/read/getFirstAvailableCourseMembershipData/${learner.id}?coursePath=${course.path}`,
      `/json/cohort/read/getCohortSchedule/${cohort.path}`,
      `/json/progress/lookup/courseActivity?coursePath=${course.path}`,
    ]);
    expect(drawing?.reads['/json/auth/lookup/currentUser']).toMatchObject({ userId: learner.id });
  });

  it('carries answers that cannot end their script element', async () => {
    const { course } = await buildPage(testApp, []);
    const name = '</script><script>alert(1)</script>';
    await testApp.database.db.update(courses).set({ name }).where(eq(courses.id, course.id));
    const reply = await testApp.app.inject({ method: 'GET', url: `/courses/${course.path}/` });
    expect(reply.body).not.toContain('</script><script>alert(1)');
    expect(firstReads(reply.body)?.reads[`/json/course/read/getLandingPage/${course.path}`]).toMatchObject({
      name,
    });
  });

  it('is a visitor’s home page, not a signed-in person’s own', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(firstReads(home.body)?.reads).toEqual({ '/json/auth/lookup/currentUser': null });
    expect(root(home.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const email = `home-${Date.now()}@example.com`;
    await buildUser(testApp.database.db, { email });
    const own = await (await signedInAgent(testApp.app, email)).get('/');
    expect(own.text).toContain('<div id="root"></div>');
  });

  it('is a course page in view mode only: the editor’s modes are the app’s to draw', async () => {
    const { course } = await buildPage(testApp, []);
    const edit = await testApp.app.inject({ method: 'GET', url: `/courses/${course.path}/p/?mode=edit` });
    expect(edit.body).toContain('<div id="root"></div>');
    expect(preloads(edit.body)).toBe(3);
    const view = await testApp.app.inject({ method: 'GET', url: `/courses/${course.path}/p/?mode=view` });
    expect(firstReads(view.body)).toBeDefined();
  });

  it('is the catalogue, searching as its address says, the answer under the address the app asks', async () => {
    const { course } = await buildCourse(testApp, { displayed: true });
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `/courses/?q=${encodeURIComponent(course.name)}&sort=name_asc&language[]=en&ignored=1`,
    });
    expect(root(reply.body)).toContain(`>${course.name}</a></h3>`);
    expect(preloads(reply.body)).toBe(0);
    const search = `/json/course/lookup/search?q=${encodeURIComponent(course.name)}&language[]=en&sort=name_asc&offset=0&limit=12`;
    expect(Object.keys(firstReads(reply.body)?.reads ?? {})).toEqual([
      '/json/auth/lookup/currentUser',
      search,
      '/json/institute/lookup/getInstitutions',
    ]);
    expect(firstReads(reply.body)?.reads[search]).toMatchObject({ courses: [{ path: course.path }] });
  });

  it('is a certificate’s verification page, for link previews and search engines', async () => {
    const { course } = await buildCourse(testApp);
    const learner = await buildUser(testApp.database.db, { fullName: 'Siti Rahayu' });
    const data = {
      learnerName: 'Siti Rahayu',
      courseName: course.name,
      coursePath: course.path,
      language: 'en',
      learningHours: 10,
      outcomes: [],
      grade: null,
      issuerName: 'Kelas Academy',
      design: DEFAULT_CERTIFICATE_DESIGN,
    };
    await testApp.database.db.execute(sql`INSERT INTO certificates (code, type, course_id, user_id, data)
      VALUES ('7F3KQ-90X11', 'opencred', ${course.id}::uuid, ${learner.id}::uuid, ${JSON.stringify(data)}::jsonb)`);
    const reply = await testApp.app.inject({ method: 'GET', url: '/certificate-verification/7f3kq-90x11/' });
    expect(reply.statusCode).toBe(200);
    const markup = root(reply.body);
    for (const text of ['Siti Rahayu', course.name, 'Kelas Academy', '7F3KQ-90X11', 'genuine and valid']) {
      expect(markup).toContain(text);
    }
    expect(firstReads(reply.body)?.reads['/json/certificate/lookup/verify?code=7f3kq-90x11']).toMatchObject({
      status: 'valid',
    });
    // A wrong code's refused read is the app's to ask again and word (its screen's test).
    const wrong = await testApp.app.inject({ method: 'GET', url: '/certificate-verification/zzzzz-zzzzz/' });
    expect(wrong.statusCode).toBe(200);
    expect(firstReads(wrong.body)?.reads).not.toHaveProperty(
      '/json/certificate/lookup/verify?code=zzzzz-zzzzz',
    );
  });

  it('is not any other screen, nor a page for the mobile apps: those the app draws', async () => {
    const about = await testApp.app.inject({ method: 'GET', url: '/about/' });
    expect(about.body).toContain('<div id="root"></div>');
    expect(firstReads(about.body)).toBeUndefined();
    expect(preloads(about.body)).toBe(1);
    const { course } = await buildPage(testApp, []);
    const inApp = await testApp.app.inject({
      method: 'GET',
      url: `/courses/${course.path}/`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) KelasApp-Android/2.3' },
    });
    expect(firstReads(inApp.body)).toBeUndefined();
    expect(preloads(inApp.body)).toBe(3);
  });
});
