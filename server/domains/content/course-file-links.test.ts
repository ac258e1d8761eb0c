import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePageInput } from '../../../common/api/page-admin';
import { courseFileLinks, uploads } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildCourseOfPages } from './page-admin-test-kit';

// A page copied into another course keeps pointing at the files of its first course; the readers
// of the new course receive them only when the person copying could read them.

const testApp = setUpTestApp();
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** A stored file of the course `courseId`, and its address. */
async function storedFile(courseId: string) {
  const name = `${randomUUID()}.pdf`;
  const storageKey = `course-files/${name}`;
  await testApp.deps.storage.put(storageKey, PDF, 'application/pdf');
  await testApp.database.db.insert(uploads).values({
    purpose: 'block-media',
    storageKey,
    contentType: 'application/pdf',
    sizeBytes: PDF.length,
    courseId,
  });
  return { storageKey, url: `/media/course-files/${name}` };
}

const pointingAt = (storageKey: string) => [
  { settings: {}, blocks: [{ widgetType: 'file', setupData: { storageKey, name: 'answers.pdf' } }] },
];

const status = async (url: string, agent: TestAgent) =>
  (await testApp.app.inject({ method: 'GET', url, headers: agent.cookieHeader() })).statusCode;

const copy = (agent: TestAgent, into: { coursePath: string; moduleId: string }, pageId: string) =>
  agent.post('/json/page/create', {
    ...into,
    title: 'Copy',
    path: `copy-${randomUUID().slice(0, 8)}`,
    source: { kind: 'copy', pageId },
  } satisfies CreatePageInput);

describe('course files of a copied page', () => {
  it('reach the readers of the course a page is copied into by someone who may read them', async () => {
    const source = await buildCourseOfPages(testApp, { pagePaths: ['source'] });
    const file = await storedFile(source.course.id);
    const page = await buildCourseOfPages(testApp, {
      pagePaths: ['with-file'],
      sections: pointingAt(file.storageKey),
    });
    const target = await buildCourseOfPages(testApp);
    const admin = await courseAgent(
      testApp,
      [source.course.path, page.course.path, target.course.path],
      'administrator',
    );
    const { agent: learner } = await enrolledAgent(testApp, (await buildClass(testApp, target.course.id)).id);
    expect(await status(file.url, learner)).toBe(404);

    const into = { coursePath: target.course.path, moduleId: target.moduleId };
    expect((await copy(admin, into, page.pageIds[0]!)).status).toBe(200);
    expect(await status(file.url, learner)).toBe(200);
  });

  it('do not reach anyone through a key typed into a page of a course the file is not of', async () => {
    const source = await buildCourseOfPages(testApp, { pagePaths: ['secret'] });
    const file = await storedFile(source.course.id);
    const own = await buildCourseOfPages(testApp, {
      pagePaths: ['pasted'],
      sections: pointingAt(file.storageKey),
    });
    const stranger = await courseAgent(testApp, own.course.path, 'administrator');
    const into = { coursePath: own.course.path, moduleId: own.moduleId };
    expect((await copy(stranger, into, own.pageIds[0]!)).status).toBe(200);
    expect(await status(file.url, stranger)).toBe(404);
    const links = await testApp.database.db.select().from(courseFileLinks);
    expect(links.filter((link) => link.storageKey === file.storageKey)).toEqual([]);
  });
});
