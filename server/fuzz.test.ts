import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocks, pageSections } from './db/schema';
import { createPageWithLayout } from './domains/content';
import { csrfEndpoint } from './http/csrf.rpc';
import { createLogger } from './logger';
import { APP } from './modules';
import { findMethod } from './rpc/method';
import { type Endpoint, schemeEndpoints } from './rpc/registry';
import { freshAgent, type TestAgent, type TestReply } from './test/app';
import { courseAgent, enrolledAgent } from './test/course-fixtures';
import { buildClass, buildCourse } from './test/factories';
import { CANARY, encodeAnyText, inputArbitrary, queryStringOf } from './test/hostile-input';
import { setUpTestApp } from './test/set-up-test-app';

// Every registered method is called with inputs generated from its input schema, hostile values
// mixed in (NUL, lone surrogates, huge strings, wrong types, deep nesting, prototype keys), by a
// visitor and by the administrator of a real course (so the inputs reach loads and services).
// No call may answer 5xx, and no value sent may reach the log (request paths aside).

/** Runs per method: bounded for CI; raise FUZZ_RUNS to search longer. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const testApp = setUpTestApp({ logger: createLogger('info', logSink) });

const endpoints: Endpoint[] = [...schemeEndpoints(APP.resources), ...APP.endpoints, csrfEndpoint];
// A path id is generated as any string field of an input is.
const PathId = z.string();

/** Names of real rows (paths and ids) that generated strings draw from. */
let known: string[];
let coursePath: string;
let owner: TestAgent;
let visitor: TestAgent;

async function signInOwner(): Promise<TestAgent> {
  return courseAgent(testApp, coursePath, 'administrator');
}

beforeAll(async () => {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed: true });
  coursePath = course.path;
  owner = await signInOwner();
  const cohort = await buildClass(testApp, course.id);
  const learner = await enrolledAgent(testApp, cohort.id);
  const page = await createPageWithLayout(db, {
    courseId: course.id,
    moduleId: module.id,
    path: 'first-page',
    title: 'First page',
    position: 0,
    authorId: learner.user.id,
    blocks: [{ widgetType: 'richtext', setupData: { html: '<p>Hi</p>' }, isProgressContributor: true }],
  });
  const [section] = await db.select().from(pageSections).where(eq(pageSections.pageId, page.id));
  const [block] = await db.select().from(blocks).where(eq(blocks.pageId, page.id));
  known = [
    course.path,
    cohort.path,
    module.id,
    page.id,
    'first-page',
    section!.id,
    block!.id,
    learner.user.id,
    learner.user.profileName ?? 'nobody',
    'me',
  ];
  visitor = freshAgent(testApp.app);
});

/** Log lines written since `from` that carry a sent value or an error, without the request's path. */
function leakedLines(from: number): string[] {
  return logLines.slice(from).filter((line) => {
    const { req: _path, ...entry } = JSON.parse(line) as { req?: unknown; level: number };
    return entry.level >= 50 || JSON.stringify(entry).includes(CANARY);
  });
}

interface Attempt {
  asVisitor: boolean;
  id: string;
  args: unknown;
  form: boolean;
}

async function send(agent: TestAgent, httpMethod: string, url: string, attempt: Attempt): Promise<TestReply> {
  const path = url.replace(':id', encodeAnyText(attempt.id));
  if (httpMethod === 'GET') return agent.get(`${path}?${queryStringOf(attempt.args)}`);
  const headers = {
    'x-csrftoken': await agent.csrfToken(),
    'content-type': attempt.form ? 'application/x-www-form-urlencoded' : 'application/json',
  };
  const payload = attempt.form ? queryStringOf(attempt.args) : (JSON.stringify(attempt.args) ?? 'null');
  return agent.send({ method: httpMethod as 'POST', url: path, headers, payload });
}

/** Call `url` with inputs for `args`, and hold each answer under 500 and the log clean of what was sent. */
async function fuzz(httpMethod: string, url: string, args: fc.Arbitrary<unknown>): Promise<void> {
  const attempts = fc.record({
    asVisitor: fc.boolean(),
    id: fc.oneof(fc.constantFrom(...known), inputArbitrary(PathId, known).map(String)),
    args,
    form: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(attempts, async (attempt) => {
      const from = logLines.length;
      const reply = await send(attempt.asVisitor ? visitor : owner, httpMethod, url, attempt);
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBeLessThan(500);
      expect(leakedLines(from)).toEqual([]);
    }),
    { numRuns: RUNS },
  );
  // A call may have signed the owner out (or changed the password): sign a new one in.
  const check = await owner.get('/json/user/read/getLoggedInUserData/me');
  if (check.status !== 200) owner = await signInOwner();
}

describe('every registered method, fuzzed', () => {
  it('has methods to fuzz', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  for (const { httpMethod, url, spec } of endpoints) {
    it(`${httpMethod} ${url} answers hostile input without a 5xx or a leak to the log`, async () => {
      await fuzz(httpMethod, url, inputArbitrary(spec.input, known));
    });
  }

  for (const resource of APP.resources) {
    const reads = Object.keys(resource.methods.read ?? {});
    if (reads.length > 0) {
      it(`GET /json/${resource.name}/multi/read answers hostile input without a 5xx`, async () => {
        const item = fc.constantFrom(...reads).chain((method) =>
          fc.record({
            method: fc.constant(method),
            id: fc.constantFrom(...known),
            args: inputArbitrary(findMethod(resource, 'read', method)!.input, known),
          }),
        );
        await fuzz(
          'GET',
          `/json/${resource.name}/multi/read`,
          fc.record({ methodsJSON: fc.array(item, { maxLength: 3 }) }),
        );
      });
    }
    const create = resource.methods.create;
    if (create) {
      it(`POST /json/${resource.name}/multi/create answers hostile input without a 5xx`, async () => {
        const updates = Object.keys(resource.methods.update ?? {});
        const update = updates.length
          ? fc.constantFrom(...updates).chain((method) =>
              fc.record({
                method: fc.constant(method),
                args: inputArbitrary(findMethod(resource, 'update', method)!.input, known),
              }),
            )
          : fc.constant(undefined);
        await fuzz(
          'POST',
          `/json/${resource.name}/multi/create`,
          fc.record({
            creationData: inputArbitrary(create.input, known),
            methodsJSON: fc.array(update, { maxLength: 2 }),
          }),
        );
      });
    }
  }
});
