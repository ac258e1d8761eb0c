import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StudentDataExport, StudentDataPage } from '../../../common/api/student-data';
import { roleGrants } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { addCourseCall, ownedInstitution } from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });
const db = () => testApp.database.db;

const dataCall = (agent: TestAgent, path: string, query = '') =>
  agent.get(`/json/institute/read/getStudentData/${path}${query}`);
const pageOf = (reply: { body: { result?: unknown } }) => reply.body.result as StudentDataPage;

/** A course of the institution with a class (its name `name`), added by its owner. */
async function institutionCourse(institution: Awaited<ReturnType<typeof ownedInstitution>>, name: string) {
  const { course } = await buildCourse(testApp);
  await db().execute(sql`UPDATE courses SET name = ${name} WHERE id = ${course.id}::uuid`);
  course.name = name;
  await db()
    .insert(roleGrants)
    .values({ userId: institution.owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
  await addCourseCall(institution.agent, institution.path, course.path);
  return { course, cohort: await buildClass(testApp, course.id) };
}

/** `userId`'s progress (completed of total pages, last active at `at`) and learning time in `courseId`. */
async function learnt(
  userId: string,
  courseId: string,
  done: number,
  of: number,
  seconds: number,
  at: string,
) {
  await db().execute(sql`
    INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages, last_active_at)
    VALUES (${userId}::uuid, ${courseId}::uuid, ${done}, ${of}, ${at}::timestamptz)`);
  await db().execute(sql`
    INSERT INTO learning_time_daily (user_id, course_id, page_path, day, seconds)
    VALUES (${userId}::uuid, ${courseId}::uuid, 'intro', ${at}::date, ${seconds})`);
}

/** An institution with two courses; Ana in both, Budi in one, Citra in none; an educator; a learner of another course. */
async function school() {
  const institution = await ownedInstitution(testApp, 'Data School');
  const writing = await institutionCourse(institution, 'Writing');
  const algebra = await institutionCourse(institution, 'Algebra');
  const { course: elsewhere } = await buildCourse(testApp);
  const ana = await buildUser(db(), { fullName: 'Ana Putri' });
  const budi = await buildUser(db(), { fullName: 'budi Santoso' });
  const citra = await buildUser(db(), { fullName: 'Citra Dewi' });
  const teacher = await buildUser(db(), { fullName: 'Aaron Teacher' });
  await buildEnrolment(testApp, { userId: ana.id, cohortId: writing.cohort.id });
  await buildEnrolment(testApp, { userId: ana.id, cohortId: algebra.cohort.id, status: 'pending' });
  await buildEnrolment(testApp, { userId: budi.id, cohortId: writing.cohort.id });
  await buildEnrolment(testApp, { userId: budi.id, cohortId: (await buildClass(testApp, elsewhere.id)).id });
  await db().execute(sql`
    INSERT INTO institution_members (institution_id, user_id, role, source)
    SELECT i.id, u.id, r.role, 'added' FROM institutions i,
      (VALUES (${citra.id}::uuid, 'learner'), (${teacher.id}::uuid, 'educator')) AS r(user_id, role)
      JOIN users u ON u.id = r.user_id
    WHERE i.path = ${institution.path}`);
  await learnt(ana.id, writing.course.id, 1, 4, 600, '2026-11-01T10:00:00Z');
  await learnt(budi.id, writing.course.id, 4, 4, 3600, '2026-11-20T10:00:00Z');
  // Elsewhere counts for nothing here.
  await learnt(budi.id, elsewhere.id, 1, 1, 99_999, '2026-11-26T10:00:00Z');
  return { institution, writing, algebra, ana, budi, citra };
}

describe('an institution’s student data', () => {
  it('lists its learners with their classes, progress, last activity and learning time in its courses', async () => {
    const { institution, writing, algebra, ana, budi, citra } = await school();
    const page = pageOf(await dataCall(institution.agent, institution.path, '?requestId=7'));
    expect(page.requestId).toBe(7);
    expect(page.total).toBe(3);
    expect(page.students.map((student) => student.fullName)).toEqual([
      'Ana Putri',
      'budi Santoso',
      'Citra Dewi',
    ]);
    const [first, second, third] = page.students;
    expect(first).toMatchObject({
      userId: ana.id,
      lastActiveAt: '2026-11-01T10:00:00.000Z',
      learningTimeSeconds: 600,
      classes: [
        { courseName: 'Algebra', cohortPath: algebra.cohort.path, progress: 0, status: 'pending' },
        { courseName: 'Writing', cohortPath: writing.cohort.path, progress: 25, status: 'active' },
      ],
    });
    expect(second).toMatchObject({
      userId: budi.id,
      learningTimeSeconds: 3600,
      classes: [{ progress: 100 }],
    });
    expect(second?.classes).toHaveLength(1);
    expect(third).toMatchObject({
      userId: citra.id,
      lastActiveAt: null,
      learningTimeSeconds: 0,
      classes: [],
    });
  });

  it('finds, filters by course, sorts, and counts past the last page', async () => {
    const { institution, algebra, ana, budi } = await school();
    const names = async (query: string) =>
      pageOf(await dataCall(institution.agent, institution.path, query)).students.map(
        (student) => student.userId,
      );
    expect(await names('?q=SANTO')).toEqual([budi.id]);
    expect(await names(`?course=${algebra.course.path}`)).toEqual([ana.id]);
    expect((await names('?sort=learningTime&order=desc')).slice(0, 2)).toEqual([budi.id, ana.id]);
    expect((await names('?sort=lastActive&order=desc')).slice(0, 2)).toEqual([budi.id, ana.id]);
    const past = pageOf(await dataCall(institution.agent, institution.path, '?offset=10'));
    expect([past.students, past.total]).toEqual([[], 3]);
    const refused = await dataCall(institution.agent, institution.path, '?sort=shoeSize');
    expect(refused.status).toBe(400);
  });

  it('costs the same queries however many learners a page holds', async () => {
    const small = await ownedInstitution(testApp);
    const { institution } = await school();
    // After a first call: a pooled connection's first statements are not the page's cost.
    const cost = async (agent: TestAgent, path: string) => {
      await dataCall(agent, path, '?limit=100');
      return queries.least(() => dataCall(agent, path, '?limit=100'));
    };
    expect(await cost(institution.agent, institution.path)).toBe(await cost(small.agent, small.path));
  });
});

describe('each member’s kept facts (migration 0042)', () => {
  /** Each member's kept facts beside the same facts summed afresh from their learning. */
  async function keptAndSummed(institutionId: string) {
    const rows = (await db().execute(sql`
      SELECT m.user_id AS "userId", m.name_key AS "nameKey", m.last_active_at::text AS kept,
        f.last_active_at::text AS summed, m.learning_seconds AS "keptSeconds", f.learning_seconds AS "summedSeconds"
      FROM institution_members m, institution_member_facts(m.institution_id, m.user_id) f
      WHERE m.institution_id = ${institutionId}::uuid ORDER BY m.user_id`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return rows.rows;
  }
  const learnerCount = async (institutionId: string) =>
    (
      (await db().execute(sql`
        SELECT learner_count AS kept, (SELECT count(*)::int FROM institution_members
          WHERE institution_id = i.id AND role = 'learner') AS counted
        FROM institutions i WHERE i.id = ${institutionId}::uuid`)) as unknown as {
        rows: Array<{ kept: number; counted: number }>;
      }
    ).rows[0];

  it('follow their learning, their names, the institution’s courses and its members', async () => {
    const { institution, writing, ana, budi, citra } = await school();
    const [{ id }] = (
      (await db().execute(sql`SELECT id FROM institutions WHERE path = ${institution.path}`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows as [{ id: string }];
    const agree = async () => {
      for (const row of await keptAndSummed(id)) {
        expect(row.kept).toBe(row.summed);
        expect(row.keptSeconds).toBe(row.summedSeconds);
      }
    };
    await agree();
    const byName = async () =>
      pageOf(await dataCall(institution.agent, institution.path)).students.map((student) => student.userId);

    // More time, time taken back, activity moved forward and back, and a progress row deleted.
    await db().execute(sql`UPDATE learning_time_daily SET seconds = seconds + 300
      WHERE user_id = ${ana.id}::uuid AND course_id = ${writing.course.id}::uuid`);
    await db().execute(sql`DELETE FROM learning_time_daily WHERE user_id = ${budi.id}::uuid`);
    await db().execute(sql`UPDATE course_progress SET last_active_at = '2026-11-25T00:00:00Z'
      WHERE user_id = ${ana.id}::uuid AND course_id = ${writing.course.id}::uuid`);
    await db().execute(sql`UPDATE course_progress SET last_active_at = '2026-10-01T00:00:00Z'
      WHERE user_id = ${budi.id}::uuid AND course_id = ${writing.course.id}::uuid`);
    await agree();
    const page = pageOf(await dataCall(institution.agent, institution.path, '?sort=lastActive&order=desc'));
    expect(
      page.students.map((student) => [student.userId, student.lastActiveAt, student.learningTimeSeconds]),
    ).toEqual([
      [ana.id, '2026-11-25T00:00:00.000Z', 900],
      [budi.id, '2026-10-01T00:00:00.000Z', 0],
      [citra.id, null, 0],
    ]);
    await db().execute(sql`DELETE FROM course_progress WHERE user_id = ${budi.id}::uuid`);
    await agree();

    // A renamed learner moves in the order by name.
    await db().execute(sql`UPDATE users SET full_name = 'Aaron Citra' WHERE id = ${citra.id}::uuid`);
    expect(await byName()).toEqual([citra.id, ana.id, budi.id]);

    // A course taken from the institution takes its facts with it, and brings them back when added again.
    await db().execute(sql`DELETE FROM institution_courses WHERE course_id = ${writing.course.id}::uuid`);
    await agree();
    expect((await keptAndSummed(id)).every((row) => row.keptSeconds === 0)).toBe(true);
    await addCourseCall(institution.agent, institution.path, writing.course.path);
    await agree();

    // The learner count follows learners joining, leaving, and changing role.
    expect(await learnerCount(id)).toEqual({ kept: 3, counted: 3 });
    await db().execute(
      sql`UPDATE institution_members SET role = 'educator' WHERE user_id = ${citra.id}::uuid`,
    );
    await db().execute(sql`DELETE FROM institution_members WHERE user_id = ${budi.id}::uuid`);
    expect(await learnerCount(id)).toEqual({ kept: 1, counted: 1 });
    expect(pageOf(await dataCall(institution.agent, institution.path)).total).toBe(1);
  });
});

describe('the student data CSV', () => {
  it('is written by a job with its percentage, then downloaded by the team with institution and csvID', async () => {
    const { institution } = await school();
    const started = (
      await institution.agent.post(`/json/institute/update/startStudentDataExport/${institution.path}`, {})
    ).body.result as StudentDataExport;
    expect(started).toMatchObject({ status: 'running', percentage: 0 });
    let state = started;
    for (let tries = 0; state.status === 'running' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await institution.agent.get(
        `/json/institute/read/getStudentDataExport/${institution.path}?csvID=${started.csvID}`,
      );
      state = read.body.result as StudentDataExport;
    }
    expect(state).toMatchObject({ status: 'finished', percentage: 100 });
    expect(state.downloadUrl).toBe(
      `/api/institution/student-data.csv?institution=${institution.path}&csvID=${started.csvID}`,
    );
    const download = await institution.agent.get(state.downloadUrl!);
    expect(download.status).toBe(200);
    const lines = download.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,e-mail,joined at,classes (progress %),last active,learning time (minutes)');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Ana Putri',
      'budi Santoso',
      'Citra Dewi',
    ]);
    expect(lines[1]).toContain('Algebra – ');
    expect(lines[1]).toMatch(/,10$/);

    const outsider = await userAgent(testApp);
    expect((await outsider.agent.get(state.downloadUrl!)).status).toBe(404);
    const other = await ownedInstitution(testApp);
    const elsewhere = `/api/institution/student-data.csv?institution=${other.path}&csvID=${started.csvID}`;
    expect((await other.agent.get(elsewhere)).status).toBe(404);
  });
});
