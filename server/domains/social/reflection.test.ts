import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlockFeed, Post } from '../../../common/api/feed';
import { blocks } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { layoutUpdate } from '../../test/layout-test-kit';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, createPost, getBlockFeed, getClassFeed } from './social-test-kit';

const testApp = setUpTestApp();

const resultOf = <T>(reply: { body: { result?: unknown } }) => reply.body.result as T;
const reflect = (agent: TestAgent, postId: string, reflection: string) =>
  agent.post(`/json/feed/update/setPostReflection/${postId}`, { reflection });

/** A post course whose block asks for reflections, with the learner's post on it. */
async function withReflectivePost() {
  const made = await buildPostCourse(testApp);
  await testApp.database.db
    .update(blocks)
    .set({
      setupData: {
        prompt: '<p>Share.</p>',
        type: 'share',
        maxPosts: 0,
        reflectionSettings: { isReflectionActive: true, prompt: 'What would you change next time?' },
      },
    })
    .where(eq(blocks.id, made.block.id));
  const post = resultOf<Post>(
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>'),
  );
  return { ...made, post };
}

const postIn = (feed: BlockFeed, id: string) => feed.posts.find((each) => each.id === id)!;

describe('a reflection on a post', () => {
  it('is written by the post’s author as plain text and read by them and the class’s teachers only', async () => {
    const made = await withReflectivePost();
    expect(made.post).toMatchObject({ reflection: null, canReflect: true });
    expect(
      resultOf(
        await reflect(made.learner.agent, made.post.id, '  I would <script>alert(1)</script>start sooner.  '),
      ),
    ).toEqual({ reflection: 'I would start sooner.' });

    const own = postIn(
      resultOf<BlockFeed>(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)),
      made.post.id,
    );
    expect(own).toMatchObject({ reflection: 'I would start sooner.', canReflect: true, editedAt: null });
    const teacher = postIn(
      resultOf<BlockFeed>(await getBlockFeed(made.teacher.agent, made.block.id, made.cohort.path)),
      made.post.id,
    );
    expect(teacher).toMatchObject({ reflection: 'I would start sooner.', canReflect: false });
    const classmate = postIn(
      resultOf<BlockFeed>(await getBlockFeed(made.classmate.agent, made.block.id, made.cohort.path)),
      made.post.id,
    );
    expect(classmate).toMatchObject({ reflection: null, canReflect: false });
    const inClassFeed = resultOf<{ posts: Post[] }>(
      await getClassFeed(made.classmate.agent, made.cohort.path),
    );
    expect(inClassFeed.posts.find((each) => each.id === made.post.id)?.reflection).toBeNull();

    // Empty text clears it.
    expect(resultOf(await reflect(made.learner.agent, made.post.id, '   '))).toEqual({ reflection: null });
  });

  it('is refused to others, on a block that asks for none, and when too long', async () => {
    const made = await withReflectivePost();
    expect(await reflect(made.classmate.agent, made.post.id, 'Not mine')).toMatchObject({
      status: 403,
      body: { reason: 'Only the post’s author writes its reflection.' },
    });
    expect(await reflect(made.teacher.agent, made.post.id, 'Not mine')).toMatchObject({ status: 403 });
    for (const outsider of [made.elsewhere.agent, (await userAgent(testApp)).agent]) {
      expect((await reflect(outsider, made.post.id, 'Hello')).status).toBe(404);
    }
    expect(await reflect(made.learner.agent, made.post.id, 'x'.repeat(2001))).toMatchObject({
      status: 400,
      body: { fields: { reflection: 'Use at most 2000 characters for the reflection.' } },
    });

    const plain = await buildPostCourse(testApp);
    const post = resultOf<Post>(
      await createPost(plain.learner.agent, plain.block.id, plain.cohort.path, '<p>Hi</p>'),
    );
    expect(post.canReflect).toBe(false);
    expect(await reflect(plain.learner.agent, post.id, 'Thoughts')).toMatchObject({
      status: 400,
      body: { reason: 'This activity does not ask for a reflection.' },
    });
  });

  it('asks for a prompt when the block’s setup turns reflections on, and a type for group work', async () => {
    const made = await buildPostCourse(testApp);
    const saved = await layoutUpdate(made.admin, 'updateBlock', made.page.id, {
      blockId: made.block.id,
      setupData: {
        prompt: '<p>Share.</p>',
        type: 'share',
        maxPosts: 0,
        reflectionSettings: { isReflectionActive: true, prompt: ' ' },
      },
    });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toContain('Write the question learners reflect on.');
    // Group work, likewise, names its group type.
    const groupWork = await layoutUpdate(made.admin, 'updateBlock', made.page.id, {
      blockId: made.block.id,
      setupData: { prompt: '', type: 'share', maxPosts: 0, groupWorkSettings: { isGroupWorkActivity: true } },
    });
    expect(groupWork.status).toBe(400);
    expect(JSON.stringify(groupWork.body)).toContain('Choose a group type.');
  });
});
