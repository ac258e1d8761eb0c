import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_TIME_PATH } from '../common/api/learning-time';
import {
  blocks,
  blogPosts,
  comments,
  institutions,
  pageSections,
  pageTemplates,
  posts,
  questionBanks,
  roleGrants,
  socialGroupMembers,
  socialGroups,
} from './db/schema';
import { createPageWithLayout } from './domains/content';
import { csrfEndpoint } from './http/csrf.rpc';
import { APP } from './modules';
import { type Actor, ANONYMOUS } from './rpc/actor';
import { AppError } from './rpc/app-error';
import type { RequestContext } from './rpc/context';
import { anyone, isPublicPolicy, signedIn } from './rpc/policy';
import { type Endpoint, schemeEndpoints } from './rpc/registry';
import { freshAgent } from './test/app';
import { courseAgent, enrolledAgent, userAgent } from './test/course-fixtures';
import { buildClass, buildCourse } from './test/factories';
import { setUpTestApp } from './test/set-up-test-app';

// Every method is called by three people who have no business with its target: a visitor, a
// signed-in user with no role, and a learner of another course's class. The target is someone
// else's: a hidden course with its class, page, block, template and blog post. None of them may
// get a 2xx from a method that is not declared public (`anyone`) or open to every signed-in user
// (`signedIn`, for what a person does to their own account or joins by themselves).

const endpoints: Endpoint[] = [...schemeEndpoints(APP.resources), ...APP.endpoints, csrfEndpoint];
const testApp = setUpTestApp();

/** The other person's things, by resource (the path id) and by input field name. */
interface Target {
  ids: Record<string, string>;
  fields: Record<string, string>;
}

let target: Target;
let actors: Array<{ who: string; actor: Actor }>;

beforeAll(async () => {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp);
  const owner = await userAgent(testApp);
  await courseAgent(testApp, course.path, 'administrator');
  const cohort = await buildClass(testApp, course.id);
  const page = await createPageWithLayout(db, {
    courseId: course.id,
    moduleId: module.id,
    path: 'secret-page',
    title: 'Secret page',
    position: 0,
    authorId: owner.user.id,
    blocks: [{ widgetType: 'richtext', setupData: { html: '<p>Secret</p>' }, isProgressContributor: true }],
  });
  const [section] = await db.select().from(pageSections).where(eq(pageSections.pageId, page.id));
  const [block] = await db.select().from(blocks).where(eq(blocks.pageId, page.id));
  const [template] = await db
    .insert(pageTemplates)
    .values({ ownerId: owner.user.id, name: 'Mine', snapshot: { sections: [] } })
    .returning();
  const [bank] = await db
    .insert(questionBanks)
    .values({ courseId: course.id, name: 'Secret bank' })
    .returning();
  const [post] = await db
    .insert(blogPosts)
    .values({ authorId: owner.user.id, title: 'Mine', bodyHtml: '<p>Mine</p>' })
    .returning();
  // A learner's post on the block, in the class, and a comment on it: the `feed` and `comment` targets.
  const author = await enrolledAgent(testApp, cohort.id);
  const [share] = await db
    .insert(posts)
    .values({
      type: 'share',
      courseId: course.id,
      cohortId: cohort.id,
      blockId: block!.id,
      pageId: page.id,
      authorId: author.user.id,
      body: '<p>Mine</p>',
    })
    .returning();
  const [comment] = await db
    .insert(comments)
    .values({
      courseId: course.id,
      cohortId: cohort.id,
      postId: share!.id,
      authorId: author.user.id,
      body: 'Mine',
    })
    .returning();
  // A group of the class with the author as its admin: the `group` target.
  const [group] = await db
    .insert(socialGroups)
    .values({
      cohortId: cohort.id,
      path: 'team',
      name: 'Team',
      groupType: 'Project team',
      createdBy: author.user.id,
    })
    .returning();
  await db.insert(socialGroupMembers).values({ groupId: group!.id, userId: author.user.id, isAdmin: true });
  // The owner's institution: the `institute` target.
  const [institution] = await db
    .insert(institutions)
    .values({
      path: 'secret-university',
      name: 'Secret University',
      country: 'au',
      colours: { primary: '#0f766e', accent: '#b45309' },
      ownerId: owner.user.id,
    })
    .returning();
  await db
    .insert(roleGrants)
    .values({ userId: owner.user.id, scope: 'institution', scopePath: institution!.path, role: 'owner' });
  const other = await buildCourse(testApp, { displayed: true });
  const otherClass = await buildClass(testApp, other.course.id);
  const member = await enrolledAgent(testApp, otherClass.id);
  const nobody = await userAgent(testApp);
  target = {
    ids: {
      course: course.path,
      outline: course.path,
      cohort: cohort.path,
      user: owner.user.id,
      layout: page.id,
      page: page.id,
      pageTemplate: template!.id,
      blog: post!.id,
      progress: course.path,
      quiz: block!.id,
      questionbank: bank!.id,
      feed: share!.id,
      comment: comment!.id,
      // The portfolio toggle names a post: the learner's share.
      portfolio: share!.id,
      institute: institution!.path,
    },
    fields: {
      coursePath: course.path,
      cohortPath: cohort.path,
      userId: owner.user.id,
      user_id: owner.user.id,
      pageId: page.id,
      pagePath: 'secret-page',
      moduleId: module.id,
      sectionId: section!.id,
      blockId: block!.id,
      templateId: template!.id,
      postId: share!.id,
      profileName: owner.user.profileName ?? 'nobody',
    },
  };
  const signedInAs = (userId: string): Actor => ({
    userId,
    sessionId: null,
    isStaff: false,
    isSuperUser: false,
  });
  actors = [
    { who: 'a visitor', actor: ANONYMOUS },
    { who: 'a signed-in user with no role', actor: signedInAs(nobody.user.id) },
    { who: 'a learner of another class', actor: signedInAs(member.user.id) },
  ];
});

/** The path id of the other person's thing for `url`'s resource (the owner's user id for `user`). */
function idFor(url: string): string {
  const resource = url.split('/')[2] ?? '';
  return target.ids[resource] ?? 'unknown';
}

/** Inputs whose shape names the target in a nested form: the caller's own events on the other person's page. */
const SAMPLE_INPUTS: Record<string, (actor: Actor) => Record<string, unknown>> = {
  // A comment's input is a union (on a post, or on a page in a class): the post's.
  '/json/comment/create': () => ({ postId: target.fields.postId, body: 'Hi', mentions: [] }),
  [LEARNING_TIME_PATH]: (actor) => ({
    events: [
      {
        timestamp: new Date().toISOString(),
        userId: actor.userId ?? target.fields.userId,
        pagePath: `/courses/${target.fields.coursePath}/${target.fields.pagePath}/`,
        courseId: target.fields.coursePath,
        seconds: 30,
      },
    ],
  }),
};

/**
 * An input naming the other person's things in every field the method's schema knows by name,
 * decoded by the schema when it is complete enough to parse (as the method's load would see it).
 */
function inputFor(endpoint: Endpoint, actor: Actor = ANONYMOUS): Record<string, unknown> {
  const sample = SAMPLE_INPUTS[endpoint.url]?.(actor);
  const shape = (endpoint.spec.input as { shape?: Record<string, unknown> }).shape ?? {};
  const raw =
    sample ??
    Object.fromEntries(
      Object.keys(shape).flatMap((key) => (key in target.fields ? [[key, target.fields[key]!]] : [])),
    );
  const parsed = endpoint.spec.input.safeParse(raw);
  return parsed.success ? (parsed.data as Record<string, unknown>) : raw;
}

/**
 * What the method's policy decides for `actor` on the other person's target: the target is loaded
 * as the method loads it (by the path id and the input), then `allow` judges. Input validation is
 * left out on purpose, so a refusal here is the policy's, not a missing field's.
 */
async function verdictFor(endpoint: Endpoint, actor: Actor): Promise<unknown> {
  const { spec } = endpoint;
  const ctx = { deps: testApp.deps, actor } as unknown as RequestContext;
  const id = endpoint.url.includes(':id') ? idFor(endpoint.url) : '';
  // A load answers "not found" by returning nothing, or by throwing not_found when even a visitor
  // must hear 404 rather than 401 (a hidden course's page).
  const loaded = spec.load
    ? await spec.load(testApp.database.db, ctx, id, inputFor(endpoint, actor)).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return undefined;
        throw error;
      })
    : undefined;
  if (spec.load && loaded === undefined) return 'not found';
  return spec.allow(actor, loaded);
}

describe('the registry', () => {
  it('has endpoints to check', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('serves every method of the scheme from a contract of common/api, and declares every output', () => {
    const withoutContract = schemeEndpoints(APP.resources).filter(
      (endpoint) => !('contract' in endpoint.spec),
    );
    expect(withoutContract.map((endpoint) => endpoint.url)).toEqual([]);
    const withoutOutput = [...schemeEndpoints(APP.resources), ...APP.endpoints].filter((e) => !e.spec.output);
    expect(withoutOutput.map((endpoint) => endpoint.url)).toEqual([]);
  });

  for (const endpoint of endpoints) {
    const { httpMethod, url, spec } = endpoint;
    // `anyone` is public with no rule; a public rule of its own (`publicly`) still refuses a
    // target the three may not see, though a visitor hears 404 there rather than 401.
    if (spec.allow === anyone) continue;
    const openToSignedIn = spec.allow === signedIn;

    it(`${httpMethod} ${url} refuses those who have no business with its target`, async () => {
      for (const { who, actor } of actors) {
        if (actor.userId !== null && openToSignedIn) continue;
        expect(await verdictFor(endpoint, actor), who).not.toBe(true);
      }
    });

    if (isPublicPolicy(spec.allow)) continue;

    it(`${httpMethod} ${url} answers a visitor 401 or 403`, async () => {
      const path = url.replace(':id', encodeURIComponent(idFor(url)));
      const visitor = freshAgent(testApp.app);
      const reply =
        httpMethod === 'GET' ? await visitor.get(path) : await visitor.post(path, inputFor(endpoint));
      expect([401, 403]).toContain(reply.status);
      expect(reply.body.error).toMatch(/^(not_signed_in|forbidden)$/);
    });
  }
});
