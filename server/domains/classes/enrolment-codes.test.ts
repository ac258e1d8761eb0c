import { describe, expect, it } from 'vitest';
import type { EnrolmentCodeBatch, GeneratedEnrolmentCodes } from '../../../common/api/enrolment';
import { enrolments } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { cohortAdminAgent, courseAgent, userAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildClassWithPages } from './enrolment-fixtures';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const generate = (agent: TestAgent, path: string, body: Record<string, unknown>) =>
  agent.post(`/json/cohort/update/generateEnrolmentCodes/${path}`, body);
const batches = (agent: TestAgent, path: string) =>
  agent.get(`/json/cohort/read/listEnrolmentCodeBatches/${path}`);

const CODE_SHAPE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/;

describe('update cohort generateEnrolmentCodes', () => {
  it('generates a batch of distinct, readable codes for the course administrator', async () => {
    const { course, cohort } = await buildClassWithPages(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const reply = await generate(admin, cohort.path, { label: 'Open day', count: 25, maxUses: 2 });
    expect(reply.status).toBe(200);
    const batch = reply.body.result as GeneratedEnrolmentCodes;
    expect(batch).toMatchObject({ label: 'Open day', maxUses: 2, codeCount: 25, usedUses: 0, totalUses: 50 });
    expect(new Set(batch.codes).size).toBe(25);
    for (const code of batch.codes) expect(code).toMatch(CODE_SHAPE);
  });

  it('checks the label, count and uses', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    const admin = await cohortAdminAgent(testApp, cohort.path);
    const bad = [
      [{ label: '', count: 1, maxUses: 1 }, 'label'],
      [{ label: 'A', count: 0, maxUses: 1 }, 'count'],
      [{ label: 'A', count: 1001, maxUses: 1 }, 'count'],
      [{ label: 'A', count: 1, maxUses: 0 }, 'maxUses'],
      [{ label: 'A', count: 1, maxUses: 1001 }, 'maxUses'],
    ] as const;
    for (const [body, field] of bad) {
      const reply = await generate(admin, cohort.path, body);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.fields as object)).toEqual([field]);
    }
  });

  it('is for the class managers only', async () => {
    const { course, cohort } = await buildClassWithPages(testApp);
    const body = { label: 'A', count: 1, maxUses: 1 };
    expect((await generate(new TestAgent(testApp.app), cohort.path, body)).status).toBe(401);
    const learner = await userAgent(testApp);
    expect((await generate(learner.agent, cohort.path, body)).status).toBe(403);
    // A facilitator teaches the class but does not manage it.
    await testApp.database.db
      .insert(enrolments)
      .values({ userId: learner.user.id, cohortId: cohort.id, staff: true, source: 'staff' });
    expect((await generate(learner.agent, cohort.path, body)).status).toBe(403);
    const designer = await courseAgent(testApp, course.path, 'course design admin');
    expect((await generate(designer, cohort.path, body)).status).toBe(403);
    expect((await batches(learner.agent, cohort.path)).status).toBe(403);
  });
});

describe('read cohort listEnrolmentCodeBatches', () => {
  it('lists the batches newest first with their used and total uses, in constant queries', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    const admin = await cohortAdminAgent(testApp, cohort.path);
    const first = (await generate(admin, cohort.path, { label: 'First', count: 3, maxUses: 1 })).body
      .result as GeneratedEnrolmentCodes;
    const learner = await userAgent(testApp);
    await learner.agent.post('/json/cohort/execute/enrol', {
      cohortPath: cohort.path,
      enrolmentCode: first.codes[0],
    });
    const [one, queriesForOne] = await queries.measure(() => batches(admin, cohort.path));
    expect(one.body.result).toMatchObject([{ label: 'First', codeCount: 3, usedUses: 1, totalUses: 3 }]);
    for (let i = 0; i < 4; i++)
      await generate(admin, cohort.path, { label: `More ${i}`, count: 2, maxUses: 5 });
    const [many, queriesForMany] = await queries.measure(() => batches(admin, cohort.path));
    const list = many.body.result as EnrolmentCodeBatch[];
    expect(list.map((batch) => [batch.label, batch.usedUses, batch.totalUses])).toEqual([
      ['More 3', 0, 10],
      ['More 2', 0, 10],
      ['More 1', 0, 10],
      ['More 0', 0, 10],
      ['First', 1, 3],
    ]);
    expect(queriesForMany).toBe(queriesForOne);
  });
});

describe('GET /api/cohort/{path}/enrolment-codes.csv', () => {
  it('downloads a batch as CSV with a header row, quoting where needed', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    const admin = await cohortAdminAgent(testApp, cohort.path);
    const label = 'Fair, "Day 1"';
    const batch = (await generate(admin, cohort.path, { label, count: 2, maxUses: 3 })).body
      .result as GeneratedEnrolmentCodes;
    await generate(admin, cohort.path, { label: 'Other', count: 1, maxUses: 1 });
    const reply = await admin.send({
      method: 'GET',
      url: `/api/cohort/${cohort.path}/enrolment-codes.csv?batch=${batch.id}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${cohort.path}-enrolment-codes.csv"`,
    );
    expect(reply.body.text).toMatch(/^\uFEFFcode,/);
    const lines = (reply.body.text as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('code,max uses,uses,batch label,created');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(2);
    const codes = [...batch.codes].sort();
    rows.forEach((row, i) => {
      expect(row).toBe(`${codes[i]},3,0,"Fair, ""Day 1""",${batch.createdAt}`);
    });
  });

  it('refuses visitors, learners and unknown batches', async () => {
    const { cohort } = await buildClassWithPages(testApp);
    const url = `/api/cohort/${cohort.path}/enrolment-codes.csv`;
    expect((await new TestAgent(testApp.app).send({ method: 'GET', url })).status).toBe(401);
    const learner = await userAgent(testApp);
    expect((await learner.agent.send({ method: 'GET', url })).status).toBe(403);
    const admin = await cohortAdminAgent(testApp, cohort.path);
    const unknown = `${url}?batch=00000000-0000-4000-8000-000000000000`;
    expect((await admin.send({ method: 'GET', url: unknown })).status).toBe(404);
  });
});
