import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClassData } from '../../../common/api/cohort';
import type { CoursePage } from '../../../common/api/course-page';
import type { BlockFeed } from '../../../common/api/feed';
import type { GroupDetail, GroupList } from '../../../common/api/group';
import { blocks, pages } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { enrolledAgent, userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildPostCourse, createPost, getBlockFeed } from './social-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const REQUIRED = 'You must be in a "Project team" group to access this page';

const listGroups = (agent: TestAgent, cohortPath: string) =>
  agent.get(`/json/group/lookup/listGroups?cohortPath=${encodeURIComponent(cohortPath)}`);
const getGroup = (agent: TestAgent, groupId: string) => agent.get(`/json/group/read/getGroup/${groupId}`);
const createGroup = (
  agent: TestAgent,
  cohortPath: string,
  fields: { name: string; groupType?: string; isClosed?: boolean; description?: string },
) => agent.post('/json/group/create', { cohortPath, groupType: 'Project team', ...fields });
const groupCall = (agent: TestAgent, method: string, groupId: string, input: Record<string, unknown> = {}) =>
  agent.post(`/json/group/${method === 'deleteGroup' ? 'delete' : 'update'}/${method}/${groupId}`, input);
const getPage = (agent: TestAgent, coursePath: string, pagePath: string) =>
  agent.get(`/json/course/read/getPage/${coursePath}?pagePath=${pagePath}`);

const detailOf = (reply: { body: { result?: unknown } }) => reply.body.result as GroupDetail;
const listOf = (reply: { body: { result?: unknown } }) => reply.body.result as GroupList;

/** A post course (buildPostCourse) with a third learner of the class. */
async function groupCourse(options: Parameters<typeof buildPostCourse>[1] = {}) {
  const made = await buildPostCourse(testApp, options);
  const third = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Eka Lestari' });
  return { ...made, third };
}

/** A group made by the class's teacher, then joined (or asked to join) by `members`. */
async function teacherGroup(
  made: Awaited<ReturnType<typeof groupCourse>>,
  name: string,
  options: { isClosed?: boolean; groupType?: string } = {},
) {
  const reply = await createGroup(made.teacher.agent, made.cohort.path, { name, ...options });
  expect(reply.status).toBe(200);
  return detailOf(reply);
}

describe('creating groups', () => {
  it('is for class staff, and for learners once the class lets them; a learner creator is its admin', async () => {
    const made = await groupCourse();
    const refused = await createGroup(made.learner.agent, made.cohort.path, { name: 'Team A' });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('Only the class’s teachers create groups in this class.');
    expect(listOf(await listGroups(made.learner.agent, made.cohort.path)).canCreate).toBe(false);

    // A learner may not turn the setting on; a course administrator may.
    const setting = (agent: TestAgent, on: boolean) =>
      agent.post(`/json/cohort/update/setLearnersCreateGroups/${made.cohort.path}`, {
        learnersCreateGroups: on,
      });
    expect((await setting(made.learner.agent, true)).status).toBe(403);
    const set = await setting(made.admin, true);
    expect(set.status).toBe(200);
    expect((set.body.result as ClassData).learnersCreateGroups).toBe(true);

    const first = await createGroup(made.learner.agent, made.cohort.path, {
      name: 'Team A',
      description: ' Our team ',
    });
    expect(first.status).toBe(200);
    expect(detailOf(first)).toMatchObject({
      path: 'team-a',
      name: 'Team A',
      description: 'Our team',
      groupType: 'Project team',
      isClosed: false,
      memberCount: 1,
      myStatus: 'active',
      amAdmin: true,
      canAdminister: true,
      members: [{ userId: made.learner.user.id, isAdmin: true }],
    });
    // The path is unique in the class; another class may use the same one.
    const second = await createGroup(made.teacher.agent, made.cohort.path, { name: 'Team  a!' });
    expect(detailOf(second).path).toBe('team-a-2');
    // The teacher administers it without being one of its members.
    expect(detailOf(second)).toMatchObject({
      memberCount: 0,
      myStatus: null,
      canAdminister: true,
      members: [],
    });
    // One group of a type each for a learner.
    const again = await createGroup(made.learner.agent, made.cohort.path, { name: 'Team B' });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('You are already in a group of type "Project team" in this class.');
  });

  it('refuses fields that break their rules, one reason each', async () => {
    const made = await groupCourse();
    const reply = await made.teacher.agent.post('/json/group/create', {
      cohortPath: made.cohort.path,
      name: ' ',
      groupType: 'x'.repeat(61),
      description: 'y'.repeat(501),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      name: 'Use 1 to 80 characters for the group name.',
      groupType: 'Choose a group type or type one of 1 to 60 characters.',
      description: 'Use at most 500 characters for the description.',
    });
    expect((reply.body.fieldCodes as Record<string, unknown>).groupType).toEqual({
      code: 'group.type',
      params: { max: 60 },
    });
  });
});

describe('joining and leaving', () => {
  it('lets a learner join an open group and leave it; the list counts members in constant queries', async () => {
    const made = await groupCourse();
    const group = await teacherGroup(made, 'Open team');
    const before = listOf(await listGroups(made.learner.agent, made.cohort.path));
    expect(before.groups).toMatchObject([
      { id: group.id, memberCount: 0, myStatus: null, canJoin: true, canRequest: false, canLeave: false },
    ]);
    expect(before.groupTypes).toEqual(['Project team']);
    const joined = await groupCall(made.learner.agent, 'joinGroup', group.id);
    expect(joined.status).toBe(200);
    expect(detailOf(joined)).toMatchObject({
      memberCount: 1,
      myStatus: 'active',
      canLeave: true,
      canJoin: false,
    });
    expect((await groupCall(made.learner.agent, 'joinGroup', group.id)).status).toBe(409);
    // Asking to join an open group is not how it works.
    expect((await groupCall(made.classmate.agent, 'requestToJoin', group.id)).body.reason).toBe(
      'This group is open: join it.',
    );
    // Teachers do not join as learners do.
    const teacherJoins = await groupCall(made.teacher.agent, 'joinGroup', group.id);
    expect(teacherJoins.body.reason).toBe('Only learners of this class join groups.');

    const oneGroup = await queries.count(() => listGroups(made.learner.agent, made.cohort.path));
    for (const name of ['B', 'C', 'D', 'E']) await teacherGroup(made, name, { groupType: `Type ${name}` });
    const [many, manyQueries] = await queries.measure(() => listGroups(made.learner.agent, made.cohort.path));
    expect(listOf(many).groups).toHaveLength(5);
    expect(manyQueries).toBe(oneGroup);

    const left = await groupCall(made.learner.agent, 'leaveGroup', group.id);
    expect(left.status).toBe(200);
    expect(detailOf(await getGroup(made.learner.agent, group.id))).toMatchObject({
      memberCount: 0,
      myStatus: null,
    });
    expect((await groupCall(made.learner.agent, 'leaveGroup', group.id)).status).toBe(400);
  });

  it('turns joining a closed group into a request its admins approve or decline', async () => {
    const made = await groupCourse();
    const group = await teacherGroup(made, 'Closed team', { isClosed: true });
    expect((await groupCall(made.learner.agent, 'joinGroup', group.id)).body.reason).toBe(
      'This group is closed: ask to join it.',
    );
    const asked = await groupCall(made.learner.agent, 'requestToJoin', group.id);
    expect(detailOf(asked)).toMatchObject({ myStatus: 'requested', memberCount: 0, requests: [] });
    expect((await groupCall(made.learner.agent, 'requestToJoin', group.id)).status).toBe(409);
    await groupCall(made.classmate.agent, 'requestToJoin', group.id);

    // The class's teacher (who made it) sees the requests; a learner may not answer them.
    const seen = detailOf(await getGroup(made.teacher.agent, group.id));
    expect(seen.requestCount).toBe(2);
    expect(seen.requests.map((person) => person.userId).sort()).toEqual(
      [made.learner.user.id, made.classmate.user.id].sort(),
    );
    const notAdmin = await groupCall(made.third.agent, 'approveRequest', group.id, {
      userId: made.learner.user.id,
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.reason).toBe('Only the group’s admins and the class’s teachers do this.');

    const approved = await groupCall(made.teacher.agent, 'approveRequest', group.id, {
      userId: made.learner.user.id,
    });
    expect(detailOf(approved)).toMatchObject({ memberCount: 1 });
    const declined = await groupCall(made.teacher.agent, 'declineRequest', group.id, {
      userId: made.classmate.user.id,
    });
    expect(detailOf(declined).requests).toEqual([]);
    expect(detailOf(await getGroup(made.classmate.agent, group.id)).myStatus).toBeNull();
    const twice = await groupCall(made.teacher.agent, 'approveRequest', group.id, {
      userId: made.classmate.user.id,
    });
    expect(twice.status).toBe(400);
    // A member who is not an admin does not see the requests.
    await groupCall(made.third.agent, 'requestToJoin', group.id);
    expect(detailOf(await getGroup(made.learner.agent, group.id))).toMatchObject({
      requests: [],
      requestCount: 0,
    });
  });

  it('keeps the last admin of a group with members until another member is an admin', async () => {
    const made = await groupCourse();
    await testApp.database.db.execute(
      `UPDATE cohorts SET learners_create_groups = true WHERE id = '${made.cohort.id}'`,
    );
    const group = detailOf(await createGroup(made.learner.agent, made.cohort.path, { name: 'Mine' }));
    await groupCall(made.classmate.agent, 'joinGroup', group.id);
    const stuck = await groupCall(made.learner.agent, 'leaveGroup', group.id);
    expect(stuck.status).toBe(409);
    expect(stuck.body.reason).toBe(
      'Make another member an admin first: a group with members needs an admin.',
    );
    expect(
      (
        await groupCall(made.learner.agent, 'setAdmin', group.id, {
          userId: made.learner.user.id,
          isAdmin: false,
        })
      ).status,
    ).toBe(409);
    // A member who is not an admin may not make admins.
    expect(
      (
        await groupCall(made.classmate.agent, 'setAdmin', group.id, {
          userId: made.classmate.user.id,
          isAdmin: true,
        })
      ).status,
    ).toBe(403);
    const promoted = await groupCall(made.learner.agent, 'setAdmin', group.id, {
      userId: made.classmate.user.id,
      isAdmin: true,
    });
    expect(detailOf(promoted).members.filter((member) => member.isAdmin)).toHaveLength(2);
    expect((await groupCall(made.learner.agent, 'leaveGroup', group.id)).status).toBe(200);
    // The new admin removes a member; edits and deletes the group.
    await groupCall(made.third.agent, 'joinGroup', group.id);
    const removed = await groupCall(made.classmate.agent, 'removeMember', group.id, {
      userId: made.third.user.id,
    });
    expect(detailOf(removed).members.map((member) => member.userId)).toEqual([made.classmate.user.id]);
    const edited = await groupCall(made.classmate.agent, 'editGroup', group.id, {
      name: 'Renamed',
      groupType: 'Lab',
      isClosed: true,
    });
    expect(detailOf(edited)).toMatchObject({
      name: 'Renamed',
      path: 'mine',
      groupType: 'Lab',
      isClosed: true,
    });
    expect((await groupCall(made.classmate.agent, 'deleteGroup', group.id)).status).toBe(200);
    expect((await getGroup(made.classmate.agent, group.id)).status).toBe(404);
  });

  it('refuses strangers, other classes and other courses on every call', async () => {
    const made = await groupCourse();
    const group = await teacherGroup(made, 'Team');
    const stranger = await userAgent(testApp);
    for (const agent of [made.elsewhere.agent, stranger.agent]) {
      expect((await getGroup(agent, group.id)).status).toBe(404);
      expect((await listGroups(agent, made.cohort.path)).status).toBe(404);
      expect((await createGroup(agent, made.cohort.path, { name: 'X' })).status).toBe(404);
      for (const method of ['joinGroup', 'requestToJoin', 'leaveGroup', 'editGroup', 'deleteGroup']) {
        const input = method === 'editGroup' ? { name: 'X', groupType: 'Y' } : {};
        expect((await groupCall(agent, method, group.id, input)).status, method).toBe(404);
      }
      for (const method of ['approveRequest', 'declineRequest', 'removeMember']) {
        expect((await groupCall(agent, method, group.id, { userId: made.teacher.user.id })).status).toBe(404);
      }
    }
    // The other class's learner sees their own class's groups only.
    expect(listOf(await listGroups(made.elsewhere.agent, made.otherClass.path)).groups).toEqual([]);
  });
});

describe('a page restricted to a group type', () => {
  it('is refused to a learner in no group of the type, with the §6 sentence, in the same queries', async () => {
    const made = await groupCourse();
    const { db } = testApp.database;
    const coursePath = made.course.path;
    const [open] = await db.select().from(pages).where(eq(pages.id, made.page.id));
    const openQueries = await queries.count(() => getPage(made.learner.agent, coursePath, open!.path));
    await db.update(pages).set({ groupType: 'Project team' }).where(eq(pages.id, made.page.id));

    const [refused, refusedQueries] = await queries.measure(() =>
      getPage(made.learner.agent, coursePath, open!.path),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'group_required',
      reason: REQUIRED,
      reasonCode: { code: 'group.required', params: { groupType: 'Project team' } },
    });
    expect(refusedQueries).toBe(openQueries);

    // A member of a group of another type is refused too; of the type (active, not asked), let in.
    const other = await teacherGroup(made, 'Lab', { groupType: 'Lab group' });
    await groupCall(made.learner.agent, 'joinGroup', other.id);
    expect((await getPage(made.learner.agent, coursePath, open!.path)).status).toBe(403);
    const closed = await teacherGroup(made, 'Team', { isClosed: true });
    await groupCall(made.learner.agent, 'requestToJoin', closed.id);
    expect((await getPage(made.learner.agent, coursePath, open!.path)).status).toBe(403);
    await groupCall(made.teacher.agent, 'approveRequest', closed.id, { userId: made.learner.user.id });
    const [read, readQueries] = await queries.measure(() =>
      getPage(made.learner.agent, coursePath, open!.path),
    );
    expect(read.status).toBe(200);
    expect(readQueries).toBe(openQueries);
    expect(read.body.result as CoursePage).toMatchObject({
      pageGroupType: 'Project team',
      userCohortGroups: expect.arrayContaining(['Project team', 'Lab group']),
    });

    // Teachers, course administrators and editors are never restricted; a classmate is.
    expect((await getPage(made.teacher.agent, coursePath, open!.path)).status).toBe(200);
    expect((await getPage(made.admin, coursePath, open!.path)).status).toBe(200);
    expect((await getPage(made.classmate.agent, coursePath, open!.path)).body.reason).toBe(REQUIRED);
  });

  it('keeps its post blocks, posts and comments from learners outside the group type', async () => {
    const made = await groupCourse();
    const { db } = testApp.database;
    const team = await teacherGroup(made, 'Team');
    await groupCall(made.classmate.agent, 'joinGroup', team.id);
    await db
      .update(pages)
      .set({ groupType: 'Project team', canPostComments: true })
      .where(eq(pages.id, made.page.id));
    const posted = await createPost(
      made.classmate.agent,
      made.block.id,
      made.cohort.path,
      '<p>Team only</p>',
    );
    expect(posted.status).toBe(200);
    const postId = (posted.body.result as { id: string }).id;

    const refusal = { status: 403, body: { error: 'group_required', reason: REQUIRED } };
    expect(await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)).toMatchObject(refusal);
    expect(
      await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Me too</p>'),
    ).toMatchObject(refusal);
    const pageComments = `/json/comment/read/getPageComments/${made.page.id}?cohortPath=${made.cohort.path}`;
    expect(await made.learner.agent.get(pageComments)).toMatchObject(refusal);
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${postId}`)).status).toBe(404);
    const classFeed = await made.learner.agent.get(`/json/feed/read/getClassFeed/${made.cohort.path}`);
    expect((classFeed.body.result as BlockFeed).posts).toEqual([]);

    // The group's member, and the class's teacher, read all of it.
    expect((await getBlockFeed(made.classmate.agent, made.block.id, made.cohort.path)).status).toBe(200);
    expect((await made.classmate.agent.get(pageComments)).status).toBe(200);
    const teacherFeed = await made.teacher.agent.get(`/json/feed/read/getClassFeed/${made.cohort.path}`);
    expect((teacherFeed.body.result as BlockFeed).posts).toHaveLength(1);
  });

  it('is set in page settings by editors, choosing from the course’s group types', async () => {
    const made = await groupCourse();
    await teacherGroup(made, 'Team');
    const settingsPath = `/json/page/read/getPageSettings/${made.page.id}`;
    const before = await made.admin.get(settingsPath);
    expect(before.body.result).toMatchObject({ pageGroupType: null, courseGroupTypes: ['Project team'] });
    const saved = await made.admin.post(`/json/page/update/updatePageSettings/${made.page.id}`, {
      title: 'Share',
      path: 'share',
      pageGroupType: '  Project team ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ pageGroupType: 'Project team' });
    const cleared = await made.admin.post(`/json/page/update/updatePageSettings/${made.page.id}`, {
      title: 'Share',
      path: 'share',
      pageGroupType: '',
    });
    expect(cleared.body.result).toMatchObject({ pageGroupType: null });
  });
});

describe('posts and groups', () => {
  it('shows a learner, under the group scheme, only their group-mates’ posts', async () => {
    const made = await groupCourse();
    const { db } = testApp.database;
    await db
      .update(blocks)
      .set({
        settings: {
          sharing: { accessType: 'everyone', scheme: 'group', condition: 'always', groups: ['Project team'] },
        },
      })
      .where(eq(blocks.id, made.block.id));
    const ours = await teacherGroup(made, 'Ours');
    const theirs = await teacherGroup(made, 'Theirs');
    await groupCall(made.learner.agent, 'joinGroup', ours.id);
    await groupCall(made.classmate.agent, 'joinGroup', ours.id);
    await groupCall(made.third.agent, 'joinGroup', theirs.id);
    const mate = await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>mate</p>');
    const outsider = await createPost(made.third.agent, made.block.id, made.cohort.path, '<p>outsider</p>');
    const feed = (await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)).body
      .result as BlockFeed;
    expect(feed.posts.map((post) => post.body)).toEqual(['<p>mate</p>']);
    const postId = (reply: { body: { result?: unknown } }) => (reply.body.result as { id: string }).id;
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${postId(mate)}`)).status).toBe(200);
    expect((await made.learner.agent.get(`/json/feed/read/getPost/${postId(outsider)}`)).status).toBe(404);
    // Teachers see all.
    const teacherFeed = (await getBlockFeed(made.teacher.agent, made.block.id, made.cohort.path)).body
      .result as BlockFeed;
    expect(teacherFeed.posts).toHaveLength(2);
  });

  it('takes group work as one submission per group, and tells a learner in no group to join one', async () => {
    const made = await groupCourse({ maxPosts: 1, scheme: 'staff' });
    const { db } = testApp.database;
    await db
      .update(blocks)
      .set({
        setupData: {
          prompt: '<p>Submit as a team.</p>',
          type: 'submit',
          maxPosts: 1,
          groupWorkSettings: { isGroupWorkActivity: true, groupType: 'Project team' },
        },
      })
      .where(eq(blocks.id, made.block.id));
    const outside = await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>solo</p>');
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ error: 'group_required', reason: REQUIRED });
    expect(
      ((await getBlockFeed(made.learner.agent, made.block.id, made.cohort.path)).body.result as BlockFeed)
        .canPost,
    ).toBe(false);

    const team = await teacherGroup(made, 'Team');
    const other = await teacherGroup(made, 'Other team');
    await groupCall(made.learner.agent, 'joinGroup', team.id);
    await groupCall(made.classmate.agent, 'joinGroup', team.id);
    await groupCall(made.third.agent, 'joinGroup', other.id);
    expect(
      (await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>ours</p>')).status,
    ).toBe(200);
    // The group has made its one post: a group-mate may not post again; another group may.
    const again = await createPost(made.classmate.agent, made.block.id, made.cohort.path, '<p>again</p>');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('post_limit_reached');
    expect(
      (await createPost(made.third.agent, made.block.id, made.cohort.path, '<p>theirs</p>')).status,
    ).toBe(200);
    // Under the staff scheme others' posts stay hidden, but the group's own post is its members'.
    const mateFeed = (await getBlockFeed(made.classmate.agent, made.block.id, made.cohort.path)).body
      .result as BlockFeed;
    expect(mateFeed).toMatchObject({ postNum: 1, maxPosts: 1, canPost: false });
    expect(mateFeed.posts.map((post) => post.body)).toEqual(['<p>ours</p>']);
  });
});
