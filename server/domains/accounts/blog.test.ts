import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, type BlogPage, type BlogPost } from '../../../common/api/blog';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let counter = 0;
async function author() {
  counter++;
  const profileName = `blogger-${counter}`;
  const user = await buildUser(testApp.database.db, { profileName, fullName: 'Budi Santoso' });
  return { agent: await signedInAgent(testApp.app, user.email), profileName };
}

async function publish(agent: TestAgent, title: string, bodyHtml = '<p>Hello</p>'): Promise<BlogPost> {
  const reply = await agent.post('/json/blog/create', { title, bodyHtml });
  expect(reply.status).toBe(200);
  return reply.body.result as BlogPost;
}

describe('the profile blog', () => {
  it('sanitises the body on the server: no script, event handler or javascript: link', async () => {
    const { agent } = await author();
    const post = await publish(
      agent,
      'First post',
      '<h2>Hi</h2><p onclick="steal()">Text <a href="javascript:alert(1)">bad</a> <a href="https://kelas.example/">good</a></p><script>alert(1)</script>',
    );
    expect(post.bodyHtml).toBe(
      '<h2>Hi</h2><p>Text <a>bad</a> <a href="https://kelas.example/" rel="noopener noreferrer nofollow">good</a></p>',
    );
    const read = await new TestAgent(testApp.app).get(`/json/blog/lookup/getPost?postId=${post.id}`);
    expect(read.body.result).toMatchObject({
      id: post.id,
      title: 'First post',
      isOwner: false,
      bodyHtml: post.bodyHtml,
    });
  });

  it('refuses a post with no text left, and a blank title', async () => {
    const { agent } = await author();
    const reply = await agent.post('/json/blog/create', { title: '  ', bodyHtml: '<script>x</script>' });
    expect(reply).toMatchObject({ status: 400, body: { fields: { title: 'Enter a title.' } } });
    const empty = await agent.post('/json/blog/create', { title: 'T', bodyHtml: '<script>x</script>' });
    expect(empty).toMatchObject({
      status: 400,
      body: { fields: { bodyHtml: 'Write something before publishing.' } },
    });
  });

  it('lists posts newest first, a page at a time, in a fixed number of queries', async () => {
    const { agent, profileName } = await author();
    for (let i = 1; i <= BLOG_PAGE_SIZE + 2; i++) await publish(agent, `Post ${i}`);
    const visitor = new TestAgent(testApp.app);
    const [firstReply, firstQueries] = await queries.measure(() =>
      visitor.get(`/json/blog/lookup/listPosts?profileName=${profileName}`),
    );
    const first = firstReply.body.result as BlogPage;
    expect(first.total).toBe(BLOG_PAGE_SIZE + 2);
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.posts[0]).toMatchObject({ title: `Post ${BLOG_PAGE_SIZE + 2}`, excerpt: 'Hello' });
    expect(first.isOwner).toBe(false);
    const [secondReply, secondQueries] = await queries.measure(() =>
      visitor.get(`/json/blog/lookup/listPosts?profileName=${profileName}&page=2`),
    );
    const second = secondReply.body.result as BlogPage;
    expect(secondQueries).toBe(firstQueries);
    expect(second.posts.map((post) => post.title)).toEqual(['Post 2', 'Post 1']);
    const unknown = await visitor.get('/json/blog/lookup/listPosts?profileName=nobody-here');
    expect(unknown.status).toBe(404);
  });

  it('lets only the owner edit and delete', async () => {
    const owner = await author();
    const other = await author();
    const post = await publish(owner.agent, 'Mine');
    const edit = { title: 'Changed', bodyHtml: '<p>New <em>text</em></p>' };
    expect((await other.agent.post(`/json/blog/update/editPost/${post.id}`, edit)).status).toBe(403);
    expect((await other.agent.post(`/json/blog/delete/deletePost/${post.id}`)).status).toBe(403);
    expect(
      (await new TestAgent(testApp.app).post(`/json/blog/update/editPost/${post.id}`, edit)).status,
    ).toBe(401);

    const edited = await owner.agent.post(`/json/blog/update/editPost/${post.id}`, edit);
    expect(edited.body.result).toMatchObject({
      title: 'Changed',
      bodyHtml: '<p>New <em>text</em></p>',
      isOwner: true,
    });
    expect((await owner.agent.post(`/json/blog/delete/deletePost/${post.id}`)).status).toBe(200);
    const gone = await new TestAgent(testApp.app).get(`/json/blog/lookup/getPost?postId=${post.id}`);
    expect(gone.status).toBe(404);
    expect((await owner.agent.post('/json/blog/delete/deletePost/not-a-uuid')).status).toBe(404);
  });

  it('refuses a visitor writing a post', async () => {
    const reply = await new TestAgent(testApp.app).post('/json/blog/create', {
      title: 'T',
      bodyHtml: '<p>x</p>',
    });
    expect(reply.status).toBe(401);
  });
});
