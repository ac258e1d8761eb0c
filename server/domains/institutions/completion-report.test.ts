import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPLETION_REASONS,
  type CompletionReport,
  type CompletionTable,
} from '../../../common/api/completion-report';
import { pages, roleGrants } from '../../db/schema';
import type { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse, buildEnrolment, buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { addCourseCall, archiveCourseCall, ownedInstitution } from './institution-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });
const db = () => testApp.database.db;

const reportCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getCompletionReport/${path}`);
const tableCall = (agent: TestAgent, path: string, query: string) =>
  agent.get(`/json/institute/read/getCompletionTable/${path}?${query}`);
const csvCall = (agent: TestAgent, query: string) => agent.get(`/api/institution/completion.csv?${query}`);

/** A course of the institution named `name`, with two pages. */
async function institutionCourse(institution: Awaited<ReturnType<typeof ownedInstitution>>, name: string) {
  const { course, module } = await buildCourse(testApp);
  await db().execute(sql`UPDATE courses SET name = ${name} WHERE id = ${course.id}::uuid`);
  await db()
    .insert(roleGrants)
    .values({ userId: institution.owner.id, scope: 'course', scopePath: course.path, role: 'administrator' });
  await addCourseCall(institution.agent, institution.path, course.path);
  const twoPages = await db()
    .insert(pages)
    .values(
      [1, 2].map((n) => ({
        courseId: course.id,
        moduleId: module.id,
        path: `p${n}`,
        title: `Page ${n}`,
        position: n,
      })),
    )
    .returning();
  return { course, pages: twoPages };
}

/** `userId` has done `done` of the course's pages, the last on `lastDone`. */
async function progress(
  userId: string,
  course: Awaited<ReturnType<typeof institutionCourse>>,
  done: number,
  lastDone: string,
) {
  for (const [index, page] of course.pages.slice(0, done).entries()) {
    const at = index === done - 1 ? lastDone : '2026-01-02T08:00:00Z';
    await db().execute(sql`
      INSERT INTO page_progress (user_id, page_id, course_id, viewed_at, completed_at)
      VALUES (${userId}::uuid, ${page.id}::uuid, ${course.course.id}::uuid, ${at}::timestamptz, ${at}::timestamptz)`);
  }
  await db().execute(sql`
    INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages, last_active_at)
    VALUES (${userId}::uuid, ${course.course.id}::uuid, ${done}, 2, ${lastDone}::timestamptz)`);
}

/** An institution with a course of two classes: Ana completed (in Morning), Budi half-way (Evening), Citra not started. */
async function school() {
  const institution = await ownedInstitution(testApp, 'Report School');
  const writing = await institutionCourse(institution, 'Writing');
  const morning = await buildClass(testApp, writing.course.id, { name: 'Morning' });
  const evening = await buildClass(testApp, writing.course.id, { name: 'Evening' });
  const [ana, budi, citra, tutor] = await Promise.all(
    ['Ana Putri', 'Budi Santoso', 'Citra Dewi', 'Tutor'].map((fullName) => buildUser(db(), { fullName })),
  );
  await buildEnrolment(testApp, { userId: ana!.id, cohortId: morning.id });
  await buildEnrolment(testApp, { userId: budi!.id, cohortId: evening.id });
  await buildEnrolment(testApp, { userId: citra!.id, cohortId: evening.id });
  // A class's staff is no learner of it.
  await buildEnrolment(testApp, { userId: tutor!.id, cohortId: morning.id, staff: true });
  await progress(ana!.id, writing, 2, '2026-03-05T22:30:00Z');
  await progress(budi!.id, writing, 1, '2026-02-01T09:00:00Z');
  return { institution, writing, morning, evening };
}

describe('an institution’s completion reports', () => {
  it('sum each course and class: learners, and those who completed every page', async () => {
    const { institution, morning, evening } = await school();
    const empty = await institutionCourse(institution, 'Algebra');
    await buildClass(testApp, empty.course.id, { name: 'Only' });
    const report = (await reportCall(institution.agent, institution.path)).body.result as CompletionReport;
    expect(report.courses).toEqual([
      {
        coursePath: empty.course.path,
        courseName: 'Algebra',
        learners: 0,
        completed: 0,
        classes: [expect.objectContaining({ cohortName: 'Only', learners: 0, completed: 0 })],
      },
      {
        coursePath: expect.any(String),
        courseName: 'Writing',
        learners: 3,
        completed: 1,
        classes: [
          { cohortPath: evening.path, cohortName: 'Evening', learners: 2, completed: 0 },
          { cohortPath: morning.path, cohortName: 'Morning', learners: 1, completed: 1 },
        ],
      },
    ]);
    // An archived course is off the reports.
    await archiveCourseCall(institution.agent, institution.path, empty.course.path);
    expect(
      ((await reportCall(institution.agent, institution.path)).body.result as CompletionReport).courses,
    ).toHaveLength(1);
  });

  it('list a course’s or a class’s learners with progress and the day each completed, a page at a time', async () => {
    const { institution, writing, evening } = await school();
    const table = (await tableCall(institution.agent, institution.path, `course=${writing.course.path}`)).body
      .result as CompletionTable;
    expect(table.total).toBe(3);
    expect(
      table.rows.map((row) => [row.fullName, row.cohortName, row.completedPages, row.completedAt]),
    ).toEqual([
      ['Budi Santoso', 'Evening', 1, null],
      ['Citra Dewi', 'Evening', 0, null],
      ['Ana Putri', 'Morning', 2, '2026-03-05T22:30:00.000Z'],
    ]);
    const page = (
      await tableCall(
        institution.agent,
        institution.path,
        `course=${writing.course.path}&cohort=${evening.path}&limit=1&offset=1`,
      )
    ).body.result as CompletionTable;
    expect(page).toMatchObject({ total: 2, rows: [{ fullName: 'Citra Dewi' }] });
    const past = (
      await tableCall(institution.agent, institution.path, `course=${writing.course.path}&offset=10`)
    ).body.result as CompletionTable;
    expect(past).toEqual({ rows: [], total: 3 });

    const elsewhere = await buildCourse(testApp);
    const notOurs = await tableCall(institution.agent, institution.path, `course=${elsewhere.course.path}`);
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.fields).toEqual({ course: COMPLETION_REASONS.course });
    const noClass = await tableCall(
      institution.agent,
      institution.path,
      `course=${writing.course.path}&cohort=nope`,
    );
    expect(noClass.body.fields).toEqual({ cohort: COMPLETION_REASONS.cohort });
    const stranger = await userAgent(testApp);
    expect((await reportCall(stranger.agent, institution.path)).status).toBe(404);
    expect((await tableCall(stranger.agent, institution.path, `course=${writing.course.path}`)).status).toBe(
      404,
    );
  });

  it('download as CSV with dates as DD/MM/YYYY, in the requester’s language, for the team alone', async () => {
    const { institution, writing } = await school();
    const query = `institution=${institution.path}&course=${writing.course.path}`;
    const csv = await csvCall(institution.agent, query);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${institution.path}-${writing.course.path}-completion.csv"`,
    );
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'name,e-mail,class,enrolled on,progress %,completed pages,total pages,completed on,last active',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(
      /^Ana Putri,[^,]+,Morning,\d{2}\/\d{2}\/\d{4},100,2,2,05\/03\/2026,05\/03\/2026$/,
    );
    expect(lines[1]).toMatch(/^Budi Santoso,[^,]+,Evening,\d{2}\/\d{2}\/\d{4},50,1,2,,01\/02\/2026$/);

    await db().execute(
      sql`UPDATE users SET preferred_language = 'id' WHERE id = ${institution.owner.id}::uuid`,
    );
    const indonesian = await csvCall(institution.agent, query);
    expect(indonesian.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'nama,e-mail,kelas,terdaftar pada,kemajuan %,halaman selesai,jumlah halaman,selesai pada,terakhir aktif',
    );

    const stranger = await userAgent(testApp);
    expect((await csvCall(stranger.agent, query)).status).toBe(404);
    expect((await csvCall(institution.agent, `institution=${institution.path}&course=nope`)).status).toBe(
      400,
    );
  });

  it('read in a fixed number of queries, however many learners and classes', async () => {
    const { institution, writing } = await school();
    const counts = async () => [
      await queries.least(() => reportCall(institution.agent, institution.path)),
      await queries.least(() =>
        tableCall(institution.agent, institution.path, `course=${writing.course.path}`),
      ),
    ];
    const before = await counts();
    for (let n = 0; n < 3; n++) {
      const extra = await buildClass(testApp, writing.course.id);
      const learner = await buildUser(db());
      await buildEnrolment(testApp, { userId: learner.id, cohortId: extra.id });
      await progress(learner.id, writing, 2, '2026-04-01T00:00:00Z');
    }
    expect(await counts()).toEqual(before);
    // Besides the session and the institution: the report; the table's course and its rows.
    expect(before).toEqual([3, 4]);
  });
});
