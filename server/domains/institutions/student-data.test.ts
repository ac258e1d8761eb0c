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
