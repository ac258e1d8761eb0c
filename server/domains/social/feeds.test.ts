import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlockFeed, FeedPage, Post } from '../../../common/api/feed';
import { FEED_PAGE_SIZE } from '../../../common/api/feed';
import { posts } from '../../db/schema';
import { userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, createPost, getBlockFeed, getClassFeed } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const feedOf = (reply: { body: { result?: unknown } }) => reply.body.result as BlockFeed;
const bodies = (feed: { posts: Post[] }) => feed.posts.map((post) => post.body);

/** A post course where the learner and the classmate have each posted once (the classmate last). */
async function withTwoPosts(options: Parameters<typeof buildPostCourse>[1] = {}) {
  const made = await buildPostCourse(testApp, options);
  return made;
}

describe('a block feed', () => {
  it('under "always" shows the class’s posts newest first to its learners, teachers and course roles', async () => {
    const made = await withTwoPosts();
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>');
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Theirs</p>');
    for (const reader of [made.learner.agent, made.classmate.agent, made.teacher.agent, made.admin]) {
      const feed = feedOf(await getBlockFeed(reader, made.block.id, made.cohort.path));
      expect(bodies(feed)).toEqual(['<p>Theirs</p>', '<p>Mine</p>']);
      expect(feed.withheld).toBeNull();
    }
    const teacherView = feedOf(await getBlockFeed(made.teacher.agent, made.block.id, made.cohort.path));
    expect(teacherView.posts.map((post) => [post.canEdit, post.canRemove])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(teacherView).toMatchObject({ postNum: 0, canPost: false });
    const learnerView = feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path));
    expect(learnerView.posts.map((post) => [post.canEdit, post.canRemove])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('is not found by strangers, other classes of the course and other courses’ learners', async () => {
    const made = await withTwoPosts();
    const other = await buildPostCourse(testApp);
    for (const outsider of [(await userAgent(testApp)).agent, made.elsewhere.agent, other.learner.agent]) {
      expect((await getBlockFeed(outsider, made.block.id, made.cohort.path)).status).toBe(404);
      expect((await getClassFeed(outsider, made.cohort.path)).status).toBe(404);
    }
    // Naming their own class on this course's block finds nothing either.
    expect(
      (await getBlockFeed(made.elsewhere.agent, made.block.id, made.otherClass.path)).body.result,
    ).toMatchObject({
      posts: [],
    });
    expect((await getBlockFeed(other.learner.agent, made.block.id, other.cohort.path)).status).toBe(404);
  });

  it('under the staff scheme shows a learner only their own posts, and the teachers all', async () => {
    const made = await withTwoPosts({ scheme: 'staff' });
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>');
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Theirs</p>');
    expect(bodies(feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)))).toEqual([
      '<p>Mine</p>',
    ]);
    expect(
      bodies(feedOf(await getBlockFeed(made.teacher.agent, made.block.id, made.cohort.path))),
    ).toHaveLength(2);
    expect(
      bodies((await getClassFeed(made.learner.agent, made.cohort.path)).body.result as FeedPage),
    ).toEqual(['<p>Mine</p>']);
    const theirs = (await getBlockFeed(made.teacher.agent, made.block.id, made.cohort.path)).body
      .result as BlockFeed;
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${theirs.posts[0]!.id}`)).status).toBe(404);
  });

  it('under "after_posting" withholds the others’ posts until the learner has posted', async () => {
    const made = await withTwoPosts({ condition: 'after_posting' });
    const theirs = (await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Theirs</p>'))
      .body.result as Post;
    const before = feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path));
    expect(before).toMatchObject({ posts: [], withheld: 'after_posting', revealsAt: null, canPost: true });
    expect((await getClassFeed(made.learner.agent, made.cohort.path)).body.result).toMatchObject({
      posts: [],
    });
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${theirs.id}`)).status).toBe(404);
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>');
    const after = feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path));
    expect(after).toMatchObject({ withheld: null, postNum: 1 });
    expect(bodies(after)).toEqual(['<p>Mine</p>', '<p>Theirs</p>']);
    expect(
      bodies((await getClassFeed(made.learner.agent, made.cohort.path)).body.result as FeedPage),
    ).toHaveLength(2);
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${theirs.id}`)).status).toBe(200);
  });

  it('under "after_due_date" withholds the others’ posts until the page is due in the learner’s schedule', async () => {
    const start = new Date(Date.now() - 2 * 86_400_000);
    const made = await withTwoPosts({
      condition: 'after_due_date',
      page: { dueAfterDays: 3 },
      cohort: { startDate: start },
    });
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Theirs</p>');
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>');
    const before = feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path));
    expect(before.withheld).toBe('after_due_date');
    expect(Date.parse(before.revealsAt!)).toBe(start.getTime() + 3 * 86_400_000);
    expect(bodies(before)).toEqual(['<p>Mine</p>']);
    expect(
      bodies((await getClassFeed(made.learner.agent, made.cohort.path)).body.result as FeedPage),
    ).toEqual(['<p>Mine</p>']);
    // The due date passes: the class starts a week earlier.
    await testApp.database.db.execute(
      sql`UPDATE cohorts SET start_date = start_date - interval '7 days' WHERE id = ${made.cohort.id}`,
    );
    const after = feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path));
    expect(after).toMatchObject({ withheld: null, revealsAt: null });
    expect(bodies(after)).toEqual(['<p>Mine</p>', '<p>Theirs</p>']);
    expect(
      bodies((await getClassFeed(made.learner.agent, made.cohort.path)).body.result as FeedPage),
    ).toHaveLength(2);
  });

  it('gives a post hidden by staff to its author and the teachers only', async () => {
    const made = await withTwoPosts();
    const hidden = (await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>Hidden</p>'))
      .body.result as Post;
    await testApp.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.id));
    expect(feedOf(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)).posts).toEqual([]);
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${hidden.id}`)).status).toBe(404);
    for (const reader of [made.classmate.agent, made.teacher.agent]) {
      const [post] = feedOf(await getBlockFeed(reader, made.block.id, made.cohort.path)).posts;
      expect(post).toMatchObject({ id: hidden.id, hidden: true });
    }
  });

  it('pages newest first with an opaque cursor, in a constant number of queries', async () => {
    const made = await withTwoPosts();
    await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>0</p>');
    const [oneBlock, oneBlockQueries] = await queries.measure(() =>
      getBlockFeed(made.learner.agent, made.block.id, made.cohort.path),
    );
    const oneClassQueries = await queries.count(() => getClassFeed(made.learner.agent, made.cohort.path));
    expect(feedOf(oneBlock).posts).toHaveLength(1);
    for (let at = 1; at <= FEED_PAGE_SIZE + 2; at++) {
      const author = at % 2 === 0 ? made.classmate.agent : made.teacher.agent;
      if (at % 2 === 0) await createPost(author, made.block.id, made.cohort.path, `<p>${at}</p>`);
      else {
        // Teachers do not post: others' posts are written as rows, with a feed item, as a learner's would be.
        const [row] = await testApp.database.db
          .insert(posts)
          .values({
            type: 'share',
            courseId: made.course.id,
            cohortId: made.cohort.id,
            blockId: made.block.id,
            pageId: made.page.id,
            authorId: made.learner.user.id,
            body: `<p>${at}</p>`,
          })
          .returning();
        await testApp.database.db.execute(
          sql`INSERT INTO feed_items (cohort_id, post_id, created_at) VALUES (${made.cohort.id}, ${row!.id}, ${row!.createdAt})`,
        );
      }
    }
    const [first, firstQueries] = await queries.measure(() =>
      getBlockFeed(made.learner.agent, made.block.id, made.cohort.path),
    );
    const page1 = feedOf(first);
    expect(bodies(page1)).toEqual(
      ['12', '11', '10', '9', '8', '7', '6', '5', '4', '3'].map((n) => `<p>${n}</p>`),
    );
    expect(firstQueries).toBe(oneBlockQueries);
    const page2 = feedOf(
      await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path, page1.nextCursor!),
    );
    expect(bodies(page2)).toEqual(['<p>2</p>', '<p>1</p>', '<p>0</p>']);
    expect(page2.nextCursor).toBeNull();

    const [classFirst, classQueries] = await queries.measure(() =>
      getClassFeed(made.learner.agent, made.cohort.path),
    );
    expect(classQueries).toBe(oneClassQueries);
    const classPage = classFirst.body.result as FeedPage;
    expect(classPage.posts).toHaveLength(FEED_PAGE_SIZE);
    const classNext = (await getClassFeed(made.learner.agent, made.cohort.path, classPage.nextCursor!)).body
      .result as FeedPage;
    expect(bodies(classNext)).toEqual(['<p>2</p>', '<p>1</p>', '<p>0</p>']);

    const forged = await getBlockFeed(
      made.learner.agent,
      made.block.id,
      made.cohort.path,
      'bm90IGEgY3Vyc29y',
    );
    expect(forged).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', fields: { before: expect.any(String) } },
    });
  });
});
