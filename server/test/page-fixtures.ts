import { createPageWithLayout, type NewBlock } from '../domains/content';
import type { TestApp } from './app';
import { buildCourse } from './factories';

/** A course with one module and a page `p` (one section holding `pageBlocks`), made as the app makes pages. */
export async function buildPage(testApp: TestApp, pageBlocks: readonly NewBlock[] = [], displayed = true) {
  const { course, module } = await buildCourse(testApp, { displayed });
  const page = await createPageWithLayout(testApp.database.db, {
    courseId: course.id,
    moduleId: module.id,
    path: 'p',
    title: 'Page',
    position: 0,
    authorId: null,
    blocks: pageBlocks,
  });
  return { course, pageId: page.id };
}
