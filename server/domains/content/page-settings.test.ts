import { describe, expect, it } from 'vitest';
import {
  PAGE_REASONS,
  type PageSettings,
  type PathCheck,
  SCHEDULE_DAYS_REASON,
} from '../../../common/api/page-admin';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildCourseOfPages, modulePages } from './page-admin-test-kit';

const testApp = setUpTestApp();

async function check(agent: TestAgent, coursePath: string, path: string, pageId?: string) {
  const query = new URLSearchParams({ coursePath, path, ...(pageId && { pageId }) });
  return agent.get(`/json/page/lookup/checkPath?${query}`);
}

async function checked(
  agent: TestAgent,
  coursePath: string,
  path: string,
  pageId?: string,
): Promise<PathCheck> {
  const reply = await check(agent, coursePath, path, pageId);
  expect(reply.status).toBe(200);
  return reply.body.result as PathCheck;
}

describe('the path check', () => {
  it('answers empty, failed with a reason and a free suggestion, or success', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { pagePaths: ['intro', 'intro-2'] });
    const admin = await courseAgent(testApp, course.path, 'course design admin');
    expect(await checked(admin, course.path, '  ')).toEqual({ status: 'empty' });
    expect(await checked(admin, course.path, 'intro')).toEqual({
      status: 'failed',
      reason: PAGE_REASONS.pathTaken,
      suggestion: 'intro-3',
    });
    expect(await checked(admin, course.path, 'admin')).toEqual({
      status: 'failed',
      reason: PAGE_REASONS.pathReserved,
      suggestion: 'admin-2',
    });
    expect(await checked(admin, course.path, 'Week one!')).toEqual({
      status: 'failed',
      reason: PAGE_REASONS.pathShape,
      suggestion: 'week-one',
    });
    expect(await checked(admin, course.path, 'x'.repeat(81))).toMatchObject({
      status: 'failed',
      reason: PAGE_REASONS.pathLong,
    });
    expect(await checked(admin, course.path, 'Outro')).toEqual({ status: 'success' });
    expect(await checked(admin, course.path, 'intro', pageIds[0])).toEqual({ status: 'success' });
    expect((await checked(admin, course.path, 'intro', pageIds[1])).status).toBe('failed');
  });

  it('answers 404 to anyone who cannot write the course, 401 to visitors', async () => {
    const { course } = await buildCourseOfPages(testApp, { displayed: true });
    const learner = await courseAgent(testApp, course.path);
    expect((await check(learner, course.path, 'x')).status).toBe(404);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    expect((await check(promo, course.path, 'x')).status).toBe(404);
    expect((await check(learner, 'no-such-course', 'x')).status).toBe(404);
    expect((await check(freshAgent(testApp.app), course.path, 'x')).status).toBe(401);
  });
});

describe('page settings', () => {
  it('saves the comment settings, and keeps them when a save leaves them out', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const url = `/json/page/update/updatePageSettings/${pageIds[0]}`;
    const on = await admin.post(url, {
      title: 'First',
      path: 'first',
      canPostComments: true,
      isCommentRequired: true,
    });
    expect(on.body.result).toMatchObject({ canPostComments: true, isCommentRequired: true });
    const kept = await admin.post(url, { title: 'First again', path: 'first' });
    expect(kept.body.result).toMatchObject({
      title: 'First again',
      canPostComments: true,
      isCommentRequired: true,
    });
    const off = await admin.post(url, { title: 'First', path: 'first', isCommentRequired: false });
    expect(off.body.result).toMatchObject({ canPostComments: true, isCommentRequired: false });
    const learner = await courseAgent(testApp, course.path, null);
    expect((await learner.post(url, { title: 'x', path: 'first', canPostComments: false })).status).toBe(404);
  });

  it('refuses to require a comment where learners cannot comment, by the isCommentRequired field', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const url = `/json/page/update/updatePageSettings/${pageIds[0]}`;
    const refusal = {
      error: 'invalid_input',
      fields: { isCommentRequired: PAGE_REASONS.commentRequired },
      fieldCodes: { isCommentRequired: { code: 'page.commentRequired' } },
    };
    const both = await admin.post(url, {
      title: 'First',
      path: 'first',
      canPostComments: false,
      isCommentRequired: true,
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject(refusal);
    // Comments are off as stored, so requiring one alone is refused too.
    const alone = await admin.post(url, { title: 'First', path: 'first', isCommentRequired: true });
    expect(alone.body).toMatchObject(refusal);
    const on = await admin.post(url, {
      title: 'First',
      path: 'first',
      canPostComments: true,
      isCommentRequired: true,
    });
    expect(on.status).toBe(200);
    // Turning comments off while a comment stays required (as stored) is refused as well.
    const offAlone = await admin.post(url, { title: 'Renamed', path: 'first', canPostComments: false });
    expect(offAlone.body).toMatchObject(refusal);
    const off = await admin.post(url, {
      title: 'First',
      path: 'first',
      canPostComments: false,
      isCommentRequired: false,
    });
    expect(off.body.result).toMatchObject({
      title: 'First',
      canPostComments: false,
      isCommentRequired: false,
    });
  });

  it('reads and saves title and path; a taken path is 409 page_path_taken', async () => {
    const { course, moduleId, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const read = await admin.get(`/json/page/read/getPageSettings/${pageIds[0]}`);
    expect(read.body.result).toEqual({
      id: pageIds[0]!,
      coursePath: course.path,
      moduleId,
      title: 'Page first',
      path: 'first',
      thumbnailUrl: null,
      unlockAfterDays: null,
      dueAfterDays: null,
      canPostComments: false,
      isCommentRequired: false,
      pageGroupType: null,
      courseGroupTypes: [],
    } satisfies PageSettings);
    const saved = await admin.post(`/json/page/update/updatePageSettings/${pageIds[0]}`, {
      title: 'Welcome',
      path: 'Welcome',
    });
    expect(saved.body.result).toMatchObject({ title: 'Welcome', path: 'welcome' });
    // Keeping its own path is no conflict.
    const same = await admin.post(`/json/page/update/updatePageSettings/${pageIds[0]}`, {
      title: 'Welcome again',
      path: 'welcome',
    });
    expect(same.status).toBe(200);
    const taken = await admin.post(`/json/page/update/updatePageSettings/${pageIds[1]}`, {
      title: 'Second',
      path: 'welcome',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'page_path_taken', fields: { path: PAGE_REASONS.pathTaken } });
    const reserved = await admin.post(`/json/page/update/updatePageSettings/${pageIds[1]}`, {
      title: 'Second',
      path: 'create',
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields).toEqual({ path: PAGE_REASONS.pathReserved });
    const unchanged = await admin.get(`/json/page/read/getPageSettings/${pageIds[1]}`);
    expect(unchanged.body.result).toMatchObject({ title: 'Page second', path: 'second' });
  });

  it('saves page scheduling in whole days or empty, keeping it when a save leaves it out', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const url = `/json/page/update/updatePageSettings/${pageIds[0]}`;
    const saved = await admin.post(url, {
      title: 'First',
      path: 'first',
      unlockAfterDays: 7,
      dueAfterDays: 0,
    });
    expect(saved.body.result).toMatchObject({ unlockAfterDays: 7, dueAfterDays: 0 });
    const kept = await admin.post(url, { title: 'First', path: 'first' });
    expect(kept.body.result).toMatchObject({ unlockAfterDays: 7, dueAfterDays: 0 });
    const cleared = await admin.post(url, { title: 'First', path: 'first', unlockAfterDays: null });
    expect(cleared.body.result).toMatchObject({ unlockAfterDays: null, dueAfterDays: 0 });
    for (const days of [-1, 1.5, 'soon', 3651]) {
      const refused = await admin.post(url, { title: 'First', path: 'first', dueAfterDays: days });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.body.fields).toEqual({ dueAfterDays: SCHEDULE_DAYS_REASON });
    }
  });

  it('lets only the course writers read, save and delete', async () => {
    const { course, pageIds } = await buildCourseOfPages(testApp, { displayed: true });
    const learner = await courseAgent(testApp, course.path);
    const promo = await courseAgent(testApp, course.path, 'course promo admin');
    for (const agent of [learner, promo]) {
      expect((await agent.get(`/json/page/read/getPageSettings/${pageIds[0]}`)).status).toBe(403);
      const save = await agent.post(`/json/page/update/updatePageSettings/${pageIds[0]}`, {
        title: 'X',
        path: 'x',
      });
      expect(save.status).toBe(403);
      expect((await agent.post(`/json/page/delete/deletePage/${pageIds[0]}`)).status).toBe(403);
    }
    expect((await freshAgent(testApp.app).post(`/json/page/delete/deletePage/${pageIds[0]}`)).status).toBe(
      401,
    );
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    expect((await designer.get(`/json/page/read/getPageSettings/${pageIds[0]}`)).status).toBe(200);
  });

  it('deletes a page and keeps the module positions dense', async () => {
    const { course, moduleId, pageIds } = await buildCourseOfPages(testApp, {
      pagePaths: ['a', 'b', 'c', 'd'],
    });
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const reply = await admin.post(`/json/page/delete/deletePage/${pageIds[1]}`);
    expect(reply.body.result).toEqual({ deleted: true });
    expect(await modulePages(testApp, moduleId)).toEqual([
      { id: pageIds[0], path: 'a', position: 0 },
      { id: pageIds[2], path: 'c', position: 1 },
      { id: pageIds[3], path: 'd', position: 2 },
    ]);
    expect((await admin.get(`/json/page/read/getPageSettings/${pageIds[1]}`)).status).toBe(404);
  });
});
