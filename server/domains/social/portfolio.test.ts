import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Post, PostAttachment } from '../../../common/api/feed';
import { postMediaUploadPath } from '../../../common/api/feed';
import {
  type MyPortfolio,
  PORTFOLIO_PAGE_SIZE,
  type PortfolioPostsPage,
  type PostShownResult,
  type PublicPortfolio,
} from '../../../common/api/portfolio';
import { courses, enrolments, posts, users } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { buildPostCourse, createPost, getBlockFeed } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
let names = 0;

const mine = async (agent: TestAgent) =>
  (await agent.get('/json/portfolio/lookup/getMine')).body.result as MyPortfolio;
const myPosts = async (agent: TestAgent, before?: string) =>
  (
    await agent.get(
      `/json/portfolio/lookup/getMyPosts${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    )
  ).body.result as PortfolioPostsPage;
const setShown = (agent: TestAgent, postId: string, shown: boolean) =>
  agent.post(`/json/portfolio/update/setPostShown/${postId}`, { shown });
const publish = (agent: TestAgent, isPublic: boolean, headline = '') =>
  agent.post('/json/portfolio/update/setPublished/me', { isPublic, headline });
const publicPage = (agent: TestAgent, profileName: string, before?: string) =>
  agent.get(
    `/json/portfolio/lookup/getPublic?profileName=${encodeURIComponent(profileName)}${
      before ? `&before=${encodeURIComponent(before)}` : ''
    }`,
  );
const publicOf = (reply: { body: { result?: unknown } }) => reply.body.result as PublicPortfolio;
const postId = (reply: { body: { result?: unknown } }) => (reply.body.result as Post).id;

/** Give `userId` a profile name of its own, so their public page has an address. */
async function nameOf(userId: string): Promise<string> {
  const name = `portfolio-person-${++names}-${Date.now()}`;
  await testApp.database.db.update(users).set({ profileName: name }).where(eq(users.id, userId));
  return name;
}

describe('my portfolio', () => {
  it('leaves out the posts of a course whose institution does not allow portfolios (spec §3 portfolioAllowed)', async () => {
    const made = await buildPostCourse(testApp);
    const { db } = testApp.database;
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Kept</p>');
    expect((await myPosts(made.learner.agent)).posts).toHaveLength(1);
    // The course joins an institution that does not allow portfolios, then allows them again.
    const path = `no-portfolios-${Date.now().toString(36)}`;
    await db.execute(sql`
      WITH made AS (
        INSERT INTO institutions (path, name, country, colours, portfolio_allowed)
        VALUES (${path}, 'No Portfolios', 'au', '{"primary":"#0f766e","accent":"#b45309"}'::jsonb, false)
        RETURNING id)
      INSERT INTO institution_courses (course_id, institution_id) SELECT ${made.course.id}::uuid, id FROM made`);
    expect((await myPosts(made.learner.agent)).posts).toEqual([]);
    expect((await mine(made.learner.agent)).counts).toEqual({ shown: 0, hidden: 0 });
    await db.execute(sql`UPDATE institutions SET portfolio_allowed = true WHERE path = ${path}`);
    expect((await myPosts(made.learner.agent)).posts).toHaveLength(1);
  });

  it('lists my shares of every course that keeps them, newest first, with counters that move as posts are toggled', async () => {
    const made = await buildPostCourse(testApp);
    const other = await buildPostCourse(testApp);
    const { db } = testApp.database;
    // The learner of the first course is enrolled in the second as well.
    await db.insert(enrolments).values({
      cohortId: other.cohort.id,
      userId: made.learner.user.id,
      status: 'active',
      source: 'open',
    });
    const first = postId(await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>One</p>'));
    const second = postId(
      await createPost(made.learner.agent, other.block.id, other.cohort.path, '<p>Two</p>'),
    );
    // Another person's post and an announcement are no part of it.
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Not mine</p>');
    expect(
      (
        await made.admin.post('/json/announcement/create', {
          coursePath: made.course.path,
          cohortPath: made.cohort.path,
          body: '<p>News</p>',
          attachments: [],
        })
      ).status,
    ).toBe(200);

    const page = await myPosts(made.learner.agent);
    expect(page.posts.map((post) => [post.body, post.courseName, post.pageTitle, post.shown])).toEqual([
      ['<p>Two</p>', other.course.name, 'Share', true],
      ['<p>One</p>', made.course.name, 'Share', true],
    ]);
    expect(page.posts[0]).toMatchObject({ id: second, coursePath: other.course.path, pagePath: 'share' });
    expect((await mine(made.learner.agent)).counts).toEqual({ shown: 2, hidden: 0 });
    expect((await myPosts(made.admin)).posts).toEqual([]);

    const hidden = await setShown(made.learner.agent, first, false);
    expect(hidden.status).toBe(200);
    expect(hidden.body.result as PostShownResult).toEqual({
      postId: first,
      shown: false,
      counts: { shown: 1, hidden: 1 },
    });
    expect((await mine(made.learner.agent)).counts).toEqual({ shown: 1, hidden: 1 });
    // Hiding it from the portfolio changes nothing in its class.
    const feed = (await getBlockFeed(made.classmate.agent, made.block.id, made.cohort.path)).body.result as {
      posts: Post[];
    };
    expect(feed.posts.map((post) => post.id)).toContain(first);

    // A course that keeps no portfolio posts takes its posts out, and its posts cannot be toggled.
    await db.update(courses).set({ portfolioEnabled: false }).where(eq(courses.id, other.course.id));
    expect((await myPosts(made.learner.agent)).posts.map((post) => post.id)).toEqual([first]);
    expect((await mine(made.learner.agent)).counts).toEqual({ shown: 0, hidden: 1 });
    expect(await setShown(made.learner.agent, second, false)).toMatchObject({
      status: 400,
      body: { reason: 'This post’s course does not keep posts in portfolios.' },
    });
  });

  it('refuses to toggle anyone else’s post, and visitors everything of their own', async () => {
    const made = await buildPostCourse(testApp);
    const post = postId(await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>'));
    for (const agent of [made.classmate.agent, made.teacher.agent, made.admin, made.elsewhere.agent]) {
      expect((await setShown(agent, post, false)).status).toBe(404);
    }
    const visitor = freshAgent(testApp.app);
    expect((await setShown(visitor, post, false)).status).toBe(401);
    expect((await visitor.get('/json/portfolio/lookup/getMine')).status).toBe(401);
    expect((await visitor.get('/json/portfolio/lookup/getMyPosts')).status).toBe(401);
    expect((await publish(visitor, true)).status).toBe(401);
    // Another person's portfolio is not theirs to publish.
    expect(
      (
        await made.classmate.agent.post(`/json/portfolio/update/setPublished/${made.learner.user.id}`, {
          isPublic: true,
          headline: '',
        })
      ).status,
    ).toBe(404);
    const [row] = await testApp.database.db.select().from(posts).where(eq(posts.id, post));
    expect(row!.shownInPortfolio).toBe(true);
  });

  it('pages with a cursor at the same number of queries for 1 post and for a full page', async () => {
    const made = await buildPostCourse(testApp);
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>0</p>');
    const oneQueries = await queries.count(() => myPosts(made.learner.agent));
    const oneMine = await queries.count(() => mine(made.learner.agent));
    for (let at = 1; at <= PORTFOLIO_PAGE_SIZE + 1; at++) {
      await createPost(made.learner.agent, made.block.id, made.cohort.path, `<p>${at}</p>`);
    }
    const [first, fullQueries] = await queries.measure(() => myPosts(made.learner.agent));
    expect(fullQueries).toBe(oneQueries);
    expect(await queries.count(() => mine(made.learner.agent))).toBe(oneMine);
    expect(first.posts).toHaveLength(PORTFOLIO_PAGE_SIZE);
    expect(first.posts[0]!.body).toBe(`<p>${PORTFOLIO_PAGE_SIZE + 1}</p>`);
    const second = await myPosts(made.learner.agent, first.nextCursor!);
    expect(second.posts.map((post) => post.body)).toEqual(['<p>1</p>', '<p>0</p>']);
    expect(second.nextCursor).toBeNull();
    expect((await made.learner.agent.get('/json/portfolio/lookup/getMyPosts?before=nonsense')).status).toBe(
      400,
    );
  });
});

describe('publishing a portfolio', () => {
  it('needs a profile name and a headline of one short line, and keeps what was saved', async () => {
    const made = await buildPostCourse(testApp);
    expect(await mine(made.learner.agent)).toEqual({
      isPublic: false,
      headline: '',
      profileName: null,
      counts: { shown: 0, hidden: 0 },
    });
    expect(await publish(made.learner.agent, true, 'My work')).toMatchObject({
      status: 400,
      body: { fields: { isPublic: 'Choose a profile name first: it is your public page’s address.' } },
    });
    const name = await nameOf(made.learner.user.id);
    expect(await publish(made.learner.agent, true, 'x'.repeat(121))).toMatchObject({
      status: 400,
      body: { fields: { headline: 'Use at most 120 characters for the headline.' } },
    });
    expect(await publish(made.learner.agent, true, 'Two\nlines')).toMatchObject({
      status: 400,
      body: { fields: { headline: 'Write the headline on one line.' } },
    });
    const saved = await publish(made.learner.agent, true, '  <b>Data</b> analyst in training ');
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({
      isPublic: true,
      headline: 'Data analyst in training',
      profileName: name,
      counts: { shown: 0, hidden: 0 },
    });
    expect(publicOf(await publicPage(freshAgent(testApp.app), name))?.headline).toBe(
      'Data analyst in training',
    );
    const unpublished = await publish(made.learner.agent, false, 'Data analyst in training');
    expect((unpublished.body.result as MyPortfolio).isPublic).toBe(false);
    expect(publicOf(await publicPage(freshAgent(testApp.app), name))).toBeNull();
  });
});

describe('the public portfolio page', () => {
  it('shows a published portfolio’s shown posts to anyone, and nothing of an unpublished one', async () => {
    const made = await buildPostCourse(testApp);
    const name = await nameOf(made.learner.user.id);
    const visitor = freshAgent(testApp.app);
    const shown = postId(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Shown</p>'),
    );
    const hidden = postId(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Hidden by me</p>'),
    );
    const moderated = postId(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Hidden by staff</p>'),
    );
    await setShown(made.learner.agent, hidden, false);
    expect(
      (await made.teacher.agent.post(`/json/feed/update/setPostHidden/${moderated}`, { hidden: true }))
        .status,
    ).toBe(200);

    // Unpublished, no such person: null alike.
    expect((await publicPage(visitor, name)).body).toEqual({ result: null });
    expect((await publicPage(visitor, 'nobody-has-this-name')).body).toEqual({ result: null });

    await publish(made.learner.agent, true, 'Learning in public');
    const page = publicOf(await publicPage(visitor, name.toUpperCase()))!;
    expect(page).toMatchObject({
      fullName: 'Ana Putri',
      profileName: name,
      avatarUrl: null,
      headline: 'Learning in public',
      nextCursor: null,
    });
    expect(page.posts.map((post) => [post.id, post.courseName])).toEqual([[shown, made.course.name]]);

    // The post's own class is none of it: it stays after the learner leaves their class.
    await testApp.database.db.delete(enrolments).where(eq(enrolments.userId, made.learner.user.id));
    expect(publicOf(await publicPage(visitor, name))!.posts.map((post) => post.id)).toEqual([shown]);

    // A course that stops keeping portfolio posts takes them off the page.
    await testApp.database.db
      .update(courses)
      .set({ portfolioEnabled: false })
      .where(eq(courses.id, made.course.id));
    expect(publicOf(await publicPage(visitor, name))!.posts).toEqual([]);
  });

  it('pages at the same number of queries for 1 post and for a full page', async () => {
    const made = await buildPostCourse(testApp);
    const name = await nameOf(made.learner.user.id);
    await publish(made.learner.agent, true, '');
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>0</p>');
    const visitor = freshAgent(testApp.app);
    const oneQueries = await queries.count(() => publicPage(visitor, name));
    for (let at = 1; at <= PORTFOLIO_PAGE_SIZE; at++) {
      await createPost(made.learner.agent, made.block.id, made.cohort.path, `<p>${at}</p>`);
    }
    const [first, fullQueries] = await queries.measure(() => publicPage(visitor, name));
    expect(fullQueries).toBe(oneQueries);
    const page = publicOf(first)!;
    expect(page.posts).toHaveLength(PORTFOLIO_PAGE_SIZE);
    const next = publicOf(await publicPage(visitor, name, page.nextCursor!))!;
    expect(next.posts.map((post) => post.body)).toEqual(['<p>0</p>']);
  });
});

describe('a portfolio post’s media', () => {
  it('goes to visitors only while its post is shown on a published portfolio', async () => {
    const made = await buildPostCourse(testApp);
    const name = await nameOf(made.learner.user.id);
    const upload = await uploadFile(
      made.learner.agent,
      postMediaUploadPath(made.block.id, made.cohort.path),
      {
        data: pdf,
        filename: 'essay.pdf',
        contentType: 'application/pdf',
      },
    );
    const attachment = upload.body.result as PostAttachment & { kind: 'file' };
    const post = postId(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Essay</p>', [attachment]),
    );
    const visitor = freshAgent(testApp.app);
    const stranger = (await userAgent(testApp)).agent;
    // Not published yet: a visitor must sign in, a stranger hears nothing exists.
    expect((await visitor.get(attachment.url)).status).toBe(401);
    expect((await stranger.get(attachment.url)).status).toBe(404);

    await publish(made.learner.agent, true, 'Essays');
    const served = await visitor.get(attachment.url);
    expect(served.status).toBe(200);
    expect(served.text).toBe(pdf.toString());
    expect((await stranger.get(attachment.url)).status).toBe(200);
    expect(publicOf(await publicPage(visitor, name))!.posts[0]!.attachments).toEqual([attachment]);

    // Hidden from the portfolio by its author: gone for visitors, still there for the class.
    await setShown(made.learner.agent, post, false);
    expect((await visitor.get(attachment.url)).status).toBe(401);
    expect((await stranger.get(attachment.url)).status).toBe(404);
    expect((await made.classmate.agent.get(attachment.url)).status).toBe(200);

    // Shown again, then hidden by a moderator: gone for visitors.
    await setShown(made.learner.agent, post, true);
    expect((await visitor.get(attachment.url)).status).toBe(200);
    await made.teacher.agent.post(`/json/feed/update/setPostHidden/${post}`, { hidden: true });
    expect((await visitor.get(attachment.url)).status).toBe(401);
    await made.teacher.agent.post(`/json/feed/update/setPostHidden/${post}`, { hidden: false });
    expect((await visitor.get(attachment.url)).status).toBe(200);

    // Unpublished: gone for visitors.
    await publish(made.learner.agent, false, 'Essays');
    expect((await visitor.get(attachment.url)).status).toBe(401);
    expect((await made.learner.agent.get(attachment.url)).status).toBe(200);
  });
});

describe('the course’s portfolio setting', () => {
  it('is read and changed by the course’s administrators only', async () => {
    const made = await buildPostCourse(testApp);
    const path = `/json/course/read/getPortfolioSetting/${made.course.path}`;
    const set = (agent: TestAgent, portfolioEnabled: boolean) =>
      agent.post(`/json/course/update/setPortfolioEnabled/${made.course.path}`, { portfolioEnabled });
    expect((await made.admin.get(path)).body.result).toEqual({ portfolioEnabled: true });
    expect((await set(made.admin, false)).body.result).toEqual({ portfolioEnabled: false });
    expect((await made.admin.get(path)).body.result).toEqual({ portfolioEnabled: false });
    const [row] = await testApp.database.db
      .select({ enabled: courses.portfolioEnabled })
      .from(courses)
      .where(eq(courses.id, made.course.id));
    expect(row!.enabled).toBe(false);

    for (const agent of [made.learner.agent, made.teacher.agent, made.elsewhere.agent]) {
      expect((await set(agent, true)).status).toBe(404);
      expect((await agent.get(path)).status).toBe(404);
    }
    expect((await set(freshAgent(testApp.app), true)).status).toBe(401);
    expect((await set(made.admin, 'yes' as unknown as boolean)).status).toBe(400);
    expect((await made.admin.get(path)).body.result).toEqual({ portfolioEnabled: false });
  });
});
